import StackDrawing

/// A content plus the row settings to give it when it is added: what the ``StackBuilder``
/// produces and what row modifiers return.
///
/// It is the one row description every way of adding rows goes through: the calls
/// (``ScrollStack/addRow(_:at:animation:completion:)``, …) wrap each content in a spec, the
/// builder produces specs, and models (``ScrollStack/addRow(model:at:animation:completion:)``, …) make their content
/// and wrap it; all of them then add the specs (``ScrollStack/addRows(specs:at:animation:completion:)``).
///
/// ```swift
/// TextRowContent("Total").insets(EdgeInsets(horizontal: 2)).size(.fixed(1)).onTap { _ in pay() }
/// ```
public struct RowSpec {
  /// The content the row shows.
  public var content: any RowContent
  /// Insets; nil uses the stack's ``ScrollStack/defaultInsets``.
  public var insets: EdgeInsets?
  /// Separator; nil uses the stack's ``ScrollStack/defaultSeparator``.
  public var separator: Separator?
  /// Sizing override; nil uses the content's.
  public var sizing: RowSizing?
  /// Bounds over the sizing in force.
  public var sizeBounds = SizeBounds()
  /// Collapsibility; nil uses the content's.
  public var collapsibility: Collapsibility?
  /// Tap handler.
  public var onTap: ((Row) -> Void)?
  /// Whether the row starts hidden.
  public var isHidden = false
  /// The identity of the row in an applied state (``ScrollStack/apply(animation:completion:_:)``);
  /// nil for a row without one.
  public var identity: AnyHashable?
  /// What tells a changed row from an unchanged one when a state is applied again: a row whose
  /// identity is kept and whose version is equal (and not nil) keeps its content; else it gets
  /// this spec's content.
  public var version: AnyHashable?

  /// A spec with no settings of its own.
  public init(_ content: any RowContent) { self.content = content }
}

/// Row modifiers, available on specs (and, through ``RowContent``'s forwarding modifiers in
/// `RowContent+Modifiers.swift`, on contents).
public protocol RowSpecConvertible {
  /// The spec this value stands for.
  var rowSpec: RowSpec { get }
}

extension RowSpec: RowSpecConvertible {
  /// Itself.
  public var rowSpec: RowSpec { self }
}

extension RowSpecConvertible {
  private func with(_ change: (inout RowSpec) -> Void) -> RowSpec {
    var spec = rowSpec
    change(&spec)
    return spec
  }

  /// Sets the row's insets.
  public func insets(_ insets: EdgeInsets) -> RowSpec { with { $0.insets = insets } }

  /// Sets the same inset on every side.
  public func padding(_ cells: Int) -> RowSpec { insets(EdgeInsets(all: cells)) }

  /// Sets insets across (`horizontal`, left and right) and along (`vertical`, top and bottom).
  public func padding(horizontal: Int = 0, vertical: Int = 0) -> RowSpec {
    insets(EdgeInsets(horizontal: horizontal, vertical: vertical))
  }

  /// Replaces the content's sizing.
  public func size(_ sizing: RowSizing) -> RowSpec { with { $0.sizing = sizing } }

  /// Keeps the sizing in force and bounds it: `.size(min: 2, max: 6)`.
  public func size(min: Int? = nil, max: Int? = nil) -> RowSpec {
    with { $0.sizeBounds = SizeBounds(minimum: min, maximum: max) }
  }

  /// Sets the row's separator.
  public func separator(_ separator: Separator) -> RowSpec { with { $0.separator = separator } }

  /// Sets the row's tap handler.
  public func onTap(_ handler: @escaping (Row) -> Void) -> RowSpec { with { $0.onTap = handler } }

  /// Makes the row collapsible: `collapsed` cells when collapsed, the content's own sizing
  /// (or `expanded`) when expanded.
  public func collapsible(collapsed: Int, expanded: RowSizing? = nil, isExpanded: Bool = false)
    -> RowSpec
  {
    with {
      $0.collapsibility = Collapsibility(
        collapsed: .fixed(collapsed), expanded: expanded, isExpanded: isExpanded)
    }
  }

  /// Starts the row hidden (or not).
  public func hidden(_ isHidden: Bool = true) -> RowSpec { with { $0.isHidden = isHidden } }

  /// Gives the row an identity for ``ScrollStack/apply(animation:completion:_:)``, and
  /// optionally a version: applied again, a row with the same identity stays (moving if it
  /// must) and keeps its content while the version is equal; without a version it gets the
  /// new content every time.
  public func id(_ identity: some Hashable, version: (some Hashable)? = Int?.none) -> RowSpec {
    with {
      $0.identity = AnyHashable(identity)
      $0.version = version.map { AnyHashable($0) }
    }
  }
}
