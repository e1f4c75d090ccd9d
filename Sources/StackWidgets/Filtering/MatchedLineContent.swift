import StackUI

/// A row showing one line of a ``LineStore``, the characters a ``FilterQuery`` matched
/// highlighted: made lazily for the rows near the view, so a list of a million matches keeps
/// no row object per line.
///
/// The line is shown escaped (see ``LineStore``): bytes that are not UTF-8 as `\xNN`, tabs
/// as spaces, control characters as visible symbols; it is cut at the row's width.
///
/// ```swift
/// try stack.addLazyRows(count: filter.matchCount) { rank in
///   MatchedLineContent(store: store, line: filter.lineIndex(atRank: rank), query: filter.query)
/// }
/// ```
public final class MatchedLineContent: RowContent {
  /// The lines.
  public let store: LineStore
  /// The line shown (its index in ``store``).
  public let line: Int
  /// The query whose matched characters are highlighted.
  public let query: FilterQuery
  /// The role of the text.
  public var role: StyleRole
  /// The role of the matched characters, merged onto the text's style. Default:
  /// `StyleRole.match` (the theme's match colour, bold; bold and underlined without colour).
  public var highlightRole: StyleRole

  /// Creates the row for line `line` of `store`.
  public init(
    store: LineStore, line: Int, query: FilterQuery, role: StyleRole = .text,
    highlightRole: StyleRole = .match
  ) {
    self.store = store
    self.line = line
    self.query = query
    self.role = role
    self.highlightRole = highlightRole
  }

  /// One line high on a vertical stack.
  public func sizing(along axis: Axis) -> RowSizing { .fixed(1) }

  /// The byte offsets of the highlighted characters (found once: the line and the query
  /// do not change, and a long line costs its length to match).
  public var highlightedOffsets: [Int] {
    if let offsets = foundOffsets { return offsets }
    let offsets = query.isEmpty ? [] : query.positions(store.line(line))
    foundOffsets = offsets
    return offsets
  }
  private var foundOffsets: [Int]?

  /// Draws the line, the matched characters highlighted.
  public func render(in surface: inout Surface, context: RowRenderContext) {
    guard surface.visibleRect.contains(Point(x: surface.visibleRect.minX, y: 0)) else { return }
    LineDisplay.draw(
      store.line(line), highlighted: highlightedOffsets, in: &surface, y: 0,
      width: surface.size.width, style: surface.style(role),
      highlight: surface.style(highlightRole))
  }
}
