import StackCore

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
  /// The style of the text.
  public var style: CellStyle
  /// Merged onto ``style`` for matched characters. Default: bold and underlined in green
  /// (readable with and without colours).
  public var highlight: CellStyle

  /// The default highlight.
  public static let defaultHighlight = CellStyle(
    foreground: .ansi(2), attributes: [.bold, .underline])

  /// Creates the row for line `line` of `store`.
  public init(
    store: LineStore, line: Int, query: FilterQuery, style: CellStyle = .plain,
    highlight: CellStyle = MatchedLineContent.defaultHighlight
  ) {
    self.store = store
    self.line = line
    self.query = query
    self.style = style
    self.highlight = highlight
  }

  /// One line high on a vertical stack.
  public func sizing(along axis: Axis) -> RowSizing { .fixed(1) }

  /// The byte offsets of the highlighted characters.
  public var highlightedOffsets: [Int] {
    query.isEmpty ? [] : query.positions(store.line(line))
  }

  /// Draws the line, the matched characters highlighted.
  public func render(in surface: inout Surface, context: RowRenderContext) {
    guard surface.visibleRect.contains(Point(x: surface.visibleRect.minX, y: 0)) else { return }
    LineDisplay.draw(
      store.line(line), highlighted: highlightedOffsets, in: &surface, y: 0,
      width: surface.size.width, style: style, highlight: highlight)
  }
}
