import StackDrawing

/// What a row shows: the terminal counterpart of a row's view controller in
/// ScrollStackController. The stack keeps a strong reference to it while the row exists.
///
/// A content says how long it wants to be (``sizing(along:)``, and ``measure(along:crossLength:)`` for
/// `.fit`), draws itself with a `Surface` and may react to reloads, highlighting and
/// expansion. Everything but `render` has a default.
///
/// **Isolation.** The protocol is nonisolated: the stack calls a content's methods from
/// whatever isolation the stack is used in (the main actor, in an app), so a content must
/// not read `@MainActor` state in them. Give it the values it shows when it is made (a lazy
/// row's `make` closure runs where the stack is used and may read the app's state), and when
/// the data changes replace the row with one made from the new values
/// (``ScrollStack/replaceRow(at:with:animation:completion:)``). StackTerminal's article "Live
/// data" shows a row of live data.
///
/// ```swift
/// final class Greeting: RowContent {
///   var name = "world"
///   func sizing(along axis: Axis) -> RowSizing { axis == .vertical ? .fixed(1) : .fixed(16) }
///   func render(in surface: inout Surface, context: RowRenderContext) {
///     surface.write("Hello, \(name)!", at: Point(x: 0, y: 0))
///   }
/// }
/// try stack.addRow(Greeting())
/// ```
public protocol RowContent: AnyObject {
  /// How long the content wants to be along `axis` (its height on a vertical stack, its
  /// width on a horizontal one). Default: `.fit`.
  func sizing(along axis: Axis) -> RowSizing

  /// The content's natural length along `axis` when it is `crossLength` cells across
  /// (its height for a vertical stack of that width). Used for `.fit`. Default: 1.
  ///
  /// This and ``sizing(along:)`` may read the stack (`stack.row(for: self)?.index`, frames,
  /// `visibleRows`): the answers are those of the layout before this measurement. They must
  /// not change the stack. A length above 2^28 cells counts as 2^28.
  func measure(along axis: Axis, crossLength: Int) -> Int

  /// Draws the content. `surface.size` is the whole content box; only
  /// `surface.visibleRect` is on screen, so long contents can skip the rest.
  func render(in surface: inout Surface, context: RowRenderContext)

  /// Whether the selection can stop on this row. Default: true.
  var isSelectable: Bool { get }

  /// Whether a press highlights the row. Default: false.
  var isHighlightable: Bool { get }

  /// The collapsibility a new row starts with; nil when not collapsible. Default: nil.
  var collapsibility: Collapsibility? { get }

  /// Called by the stack's reload operations before the row is re-measured. Default: nothing.
  func reload()

  /// Called when a press starts (true) or ends (false) on a highlightable row. Default: nothing.
  func setHighlighted(_ isHighlighted: Bool)

  /// Called when the stack expands or collapses the row, before the row is measured again
  /// (so a content whose length depends on it measures the new state). Default: nothing.
  func expansionDidChange(isExpanded: Bool)
}

extension RowContent {
  /// Default: `.fit`.
  public func sizing(along axis: Axis) -> RowSizing { .fit }
  /// Default: 1 cell.
  public func measure(along axis: Axis, crossLength: Int) -> Int { 1 }
  /// Default: true.
  public var isSelectable: Bool { true }
  /// Default: false.
  public var isHighlightable: Bool { false }
  /// Default: not collapsible.
  public var collapsibility: Collapsibility? { nil }
  /// Default: nothing.
  public func reload() {}
  /// Default: nothing.
  public func setHighlighted(_ isHighlighted: Bool) {}
  /// Default: nothing.
  public func expansionDidChange(isExpanded: Bool) {}
}
