import StackUI

extension TextArea {
  /// Draws the visible rows (the selection in role `.selection`), the line numbers, the
  /// message, and — when the terminal's cursor is not shown — a reverse-video caret.
  public func render(in surface: inout Surface, isFocused: Bool) {
    let size = surface.size
    guard size.width > 0, size.height > 0 else { return }
    surface.fill(surface.bounds, role: .text)
    let area = textRect(in: size)
    scrollToCursor(in: area.size)
    var row = VisualRow(line: topLine, row: wraps ? topRow : 0)
    for y in 0..<area.size.height {
      guard row.line < document.lines.count else { break }
      let line = document.lines[row.line]
      let starts = rowStarts(of: line, width: area.size.width)
      if row.row == 0 && area.minX > 0 {
        let number = String(row.line + 1)
        let x = area.minX - 1 - number.count
        surface.write(number, at: Point(x: max(0, x), y: y), role: .muted)
      }
      let start = starts[min(row.row, starts.count - 1)]
      let end = row.row + 1 < starts.count ? starts[row.row + 1] : line.utf8.count
      surface.withRegion(Rect(x: area.minX, y: y, width: area.size.width, height: 1)) {
        drawRow(line, lineNumber: row.line, from: start, to: end, on: &$0)
      }
      row =
        row.row + 1 < starts.count
        ? VisualRow(line: row.line, row: row.row + 1) : VisualRow(line: row.line + 1, row: 0)
    }
    if let message, size.height > 0 {
      surface.write(message, at: Point(x: 0, y: size.height - 1), role: .error)
    }
    if isFocused && !surface.context.showsCursor, let point = cursorPosition(in: surface.bounds) {
      surface.restyle(in: Rect(origin: point, size: Size(width: 1, height: 1))) { style in
        var reversed = style
        reversed.attributes.insert(.reverse)
        return reversed
      }
    }
  }

  /// The caret: where the cursor is among the visible rows, or nil when it is not shown.
  public func cursorPosition(in region: Rect) -> Point? {
    let area = textRect(in: region.size)
    guard area.size.width > 0, area.size.height > 0 else { return nil }
    scrollToCursor(in: area.size)
    let place = cursorPlace(width: area.size.width)
    var row = VisualRow(line: topLine, row: wraps ? topRow : 0)
    for y in 0..<area.size.height {
      if row == place.row {
        let x = place.column - (wraps ? 0 : scrollColumn)
        guard x >= 0, x < area.size.width else { return nil }
        return Point(x: area.minX + x, y: y)
      }
      let count = rowStarts(of: document.lines[row.line], width: area.size.width).count
      row =
        row.row + 1 < count
        ? VisualRow(line: row.line, row: row.row + 1) : VisualRow(line: row.line + 1, row: 0)
      if row.line >= document.lines.count { return nil }
    }
    return nil
  }

  /// Draws bytes `start..<end` of `line` on a one-row surface (sideways scrolling applied
  /// without wrapping), selected characters in role `.selection`.
  private func drawRow(
    _ line: String, lineNumber: Int, from start: Int, to end: Int, on surface: inout Surface
  ) {
    let selected = selectedBytes(onLine: lineNumber, length: line.utf8.count)
    let skip = wraps ? 0 : scrollColumn
    var column = 0
    var x = 0
    var index = TextLines.index(line, start)
    let endIndex = TextLines.index(line, end)
    while index < endIndex && x < surface.size.width {
      let next = line.index(after: index)
      let width = TextWidth.of(line[index..<next])
      defer {
        column += width
        index = next
      }
      if column < skip { continue }  // Scrolled out (a wide one cut at the edge stays blank).
      x = column - skip
      let offset = TextLines.offset(line, index)
      let role: StyleRole = selected.contains(offset) ? .selection : .text
      surface.write(line[index..<next], at: Point(x: x, y: 0), role: role)
      x += width
    }
    if let range = selected.range, range.upperBound > line.utf8.count, end == line.utf8.count {
      // The line break is selected: one selected cell after the text.
      let breakX = max(0, TextWidth.of(line[TextLines.index(line, start)...]) - skip)
      surface.write(" ", at: Point(x: breakX, y: 0), role: .selection)
    }
  }

  /// The selected bytes of line `lineNumber` (`length` + 1 when its line break is selected).
  private func selectedBytes(onLine lineNumber: Int, length: Int) -> SelectedBytes {
    guard let range = document.selection,
      range.lowerBound.line <= lineNumber, range.upperBound.line >= lineNumber
    else { return SelectedBytes(range: nil) }
    let lower = range.lowerBound.line == lineNumber ? range.lowerBound.offset : 0
    let upper = range.upperBound.line == lineNumber ? range.upperBound.offset : length + 1
    return SelectedBytes(range: lower < upper ? lower..<upper : nil)
  }
}

/// The selected byte range of one line.
private struct SelectedBytes {
  var range: Range<Int>?
  func contains(_ offset: Int) -> Bool { range?.contains(offset) ?? false }
}
