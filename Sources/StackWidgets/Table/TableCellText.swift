import StackUI

/// Fitting a cell's text into its column: cut with `…` when too wide (never splitting a wide
/// character), placed by the column's alignment.
enum TableCellText {
  /// Text longer than this many UTF-8 bytes is measured on a prefix only: a cell of 1 MB
  /// costs what a cell of a screen's width does.
  static func measuredPrefixLength(for width: Int) -> Int { max(256, width.saturatingMultiply(8)) }

  /// `text` fitted into `width` columns: itself when it fits, else its longest prefix that
  /// fits with `…`. `width <= 0` gives `""`.
  static func fitted(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let limit = measuredPrefixLength(for: width)
    let scalars = text.unicodeScalars
    guard text.utf8.count > limit,
      let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
      end < scalars.endIndex
    else { return TextLayout.truncate(text, width: width) }
    // A long text: only a prefix can be on screen. When the first `limit` scalars are wider
    // than the cell, their cut is the text's cut.
    let head = String(scalars[scalars.startIndex..<end])
    if TextWidth.of(head) > width { return TextLayout.truncate(head, width: width) }
    // Thousands of zero-width scalars: the prefix fits, the rest does not.
    let ellipsis = "…"
    return String(TextLayout.prefix(of: head[...], fitting: max(0, width - 1))) + ellipsis
  }

  /// True when every byte of `text` is printable ASCII (one column each, written as is).
  static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(NarrowText.isPrintableASCII)
      ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// `text` fitted into `span` and placed there by `alignment`, its width measured once (a
  /// short line of printable ASCII, most cells, is not measured at all).
  static func placed(_ text: String, in span: CellSpan, alignment: TableAlignment) -> PlacedCell {
    let shown: String
    let shownWidth: Int
    if text.utf8.count <= span.width, isPrintableASCII(text) {
      (shown, shownWidth) = (text, text.utf8.count)
    } else {
      shown = fitted(text, width: span.width)
      shownWidth = TextWidth.of(shown)
    }
    let offset = alignment.offset(ofWidth: shownWidth, in: span.width)
    return PlacedCell(column: span.column, x: span.x + offset, text: shown, width: shownWidth)
  }

  /// A header cell: `title` followed by `marker` (the sort's ▲ or ▼, a spinner), placed by
  /// `alignment`. When both do not fit, the title is cut with `…` and the marker kept whole
  /// (the marker alone, cut, when even it is too wide).
  static func placed(
    title: String, marker: String, in span: CellSpan, alignment: TableAlignment
  ) -> PlacedCell {
    let markerWidth = TextWidth.of(marker)
    guard !marker.isEmpty, markerWidth < span.width,
      TextWidth.of(fitted(title, width: span.width)) + markerWidth > span.width
    else { return placed(title + marker, in: span, alignment: alignment) }
    let shown = fitted(title, width: span.width - markerWidth) + marker
    let shownWidth = TextWidth.of(shown)
    let offset = alignment.offset(ofWidth: shownWidth, in: span.width)
    return PlacedCell(column: span.column, x: span.x + offset, text: shown, width: shownWidth)
  }
}
