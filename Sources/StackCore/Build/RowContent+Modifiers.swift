import StackDrawing

/// Row modifiers written on a content directly: each starts from a spec with no settings of
/// its own. They live here, with the builder, so that `RowContent` itself knows nothing of
/// specs (a protocol cannot be made to conform to another after the fact, so these forward to
/// ``RowSpecConvertible``'s modifiers).
extension RowContent {
  /// A spec with no settings of its own.
  public var rowSpec: RowSpec { RowSpec(self) }

  /// Sets the row's insets (see ``RowSpecConvertible/insets(_:)``).
  public func insets(_ insets: EdgeInsets) -> RowSpec { rowSpec.insets(insets) }

  /// Sets the same inset on every side.
  public func padding(_ cells: Int) -> RowSpec { rowSpec.padding(cells) }

  /// Sets insets across (`horizontal`) and along (`vertical`).
  public func padding(horizontal: Int = 0, vertical: Int = 0) -> RowSpec {
    rowSpec.padding(horizontal: horizontal, vertical: vertical)
  }

  /// Replaces the content's sizing.
  public func size(_ sizing: RowSizing) -> RowSpec { rowSpec.size(sizing) }

  /// Keeps the sizing in force and bounds it: `.size(min: 2, max: 6)`.
  public func size(min: Int? = nil, max: Int? = nil) -> RowSpec {
    rowSpec.size(min: min, max: max)
  }

  /// Sets the row's separator.
  public func separator(_ separator: Separator) -> RowSpec { rowSpec.separator(separator) }

  /// Sets the row's tap handler.
  public func onTap(_ handler: @escaping (Row) -> Void) -> RowSpec { rowSpec.onTap(handler) }

  /// Makes the row collapsible (see ``RowSpecConvertible/collapsible(collapsed:expanded:isExpanded:)``).
  public func collapsible(collapsed: Int, expanded: RowSizing? = nil, isExpanded: Bool = false)
    -> RowSpec
  {
    rowSpec.collapsible(collapsed: collapsed, expanded: expanded, isExpanded: isExpanded)
  }

  /// Starts the row hidden (or not).
  public func hidden(_ isHidden: Bool = true) -> RowSpec { rowSpec.hidden(isHidden) }

  /// Gives the row an identity (see ``RowSpecConvertible/id(_:version:)``).
  public func id(_ identity: some Hashable, version: (some Hashable)? = Int?.none) -> RowSpec {
    rowSpec.id(identity, version: version)
  }
}
