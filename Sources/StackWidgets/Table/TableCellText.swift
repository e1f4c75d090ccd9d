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

  /// Writes `text` fitted into `width` columns at row `y`, column `x`, placed by
  /// `alignment`, in `style` (no clipping needed: the fitted text is never wider).
  static func write(
    _ text: String, in surface: inout Surface, x: Int, y: Int, width: Int,
    alignment: TableAlignment, style: CellStyle
  ) {
    let shown = fitted(text, width: width)
    guard !shown.isEmpty else { return }
    let offset =
      alignment == .leading ? 0 : alignment.offset(ofWidth: TextWidth.of(shown), in: width)
    surface.write(shown, at: Point(x: x + offset, y: y), style: style)
  }
}
