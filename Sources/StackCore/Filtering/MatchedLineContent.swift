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
  public func render(in painter: inout Painter, context: RowRenderContext) {
    guard painter.visibleRect.contains(Point(x: painter.visibleRect.minX, y: 0)) else { return }
    LineDisplay.draw(
      store.line(line), highlighted: highlightedOffsets, in: &painter, y: 0,
      width: painter.size.width, style: style, highlight: highlight)
  }
}
