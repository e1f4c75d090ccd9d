import StackUI

/// Where a visual row of a ``TextArea`` starts: a line and a row of its wrapped rows.
struct VisualRow: Hashable, Comparable {
  var line: Int
  var row: Int

  static func < (lhs: VisualRow, rhs: VisualRow) -> Bool {
    (lhs.line, lhs.row) < (rhs.line, rhs.row)
  }
}

extension TextArea {
  /// The UTF-8 offsets where the visual rows of `line` start at `width` columns: `[0]`
  /// without wrapping; with it, a new row wherever the next character would pass the width
  /// (a wide character never splits), and an empty row after a full last row, where the
  /// cursor at the line's end goes.
  func rowStarts(of line: String, width: Int) -> [Int] {
    guard wraps, width > 0 else { return [0] }
    var starts = [0]
    var x = 0
    var index = line.startIndex
    while index < line.endIndex {
      let next = line.index(after: index)
      let w = TextWidth.of(line[index..<next])
      if x + w > width && x > 0 {
        starts.append(TextLines.offset(line, index))
        x = 0
      }
      x += w
      index = next
    }
    if x >= width { starts.append(line.utf8.count) }
    return starts
  }

  /// The cursor's visual row and its column in that row (from the line's start without
  /// wrapping).
  func cursorPlace(width: Int) -> (row: VisualRow, column: Int) {
    let cursor = document.cursor
    let line = document.lines[cursor.line]
    let starts = rowStarts(of: line, width: width)
    let row = (starts.lastIndex { $0 <= cursor.offset }) ?? 0
    let text = line.utf8.dropFirst(starts[row]).prefix(cursor.offset - starts[row])
    let column = TextWidth.of(String(decoding: text, as: UTF8.self))
    return (VisualRow(line: cursor.line, row: row), column)
  }

  /// Scrolls the least that shows the cursor in a text part of `size`.
  func scrollToCursor(in size: Size) {
    guard size.width > 0, size.height > 0 else { return }
    topLine = min(max(0, topLine), document.lines.count - 1)
    let place = cursorPlace(width: size.width)
    if !wraps {
      topRow = 0
      if place.row.line < topLine { topLine = place.row.line }
      if place.row.line >= topLine + size.height { topLine = place.row.line - size.height + 1 }
      if place.column < scrollColumn { scrollColumn = place.column }
      if place.column >= scrollColumn + size.width { scrollColumn = place.column - size.width + 1 }
      return
    }
    scrollColumn = 0
    let top = VisualRow(line: topLine, row: topRow)
    if place.row < top {
      (topLine, topRow) = (place.row.line, place.row.row)
      return
    }
    // Walk back from the cursor's row; if the top is more than a screen above, move it.
    var row = place.row
    for _ in 1..<size.height {
      if row == top { return }
      guard let previous = self.row(before: row, width: size.width) else { return }
      row = previous
    }
    if row > top { (topLine, topRow) = (row.line, row.row) }
  }

  /// The visual row above `row`, or nil at the top.
  func row(before row: VisualRow, width: Int) -> VisualRow? {
    if row.row > 0 { return VisualRow(line: row.line, row: row.row - 1) }
    guard row.line > 0 else { return nil }
    let count = rowStarts(of: document.lines[row.line - 1], width: width).count
    return VisualRow(line: row.line - 1, row: count - 1)
  }

  /// The position at `point` of a text part `width` wide (a click).
  func position(at point: Point, width: Int) -> TextPosition {
    var line = topLine
    var row = wraps ? topRow : 0
    var remaining = max(0, point.y)
    while true {
      let starts = rowStarts(of: document.lines[line], width: width)
      if row + remaining < starts.count {
        row += remaining
        break
      }
      remaining -= starts.count - row
      if line + 1 >= document.lines.count {
        row = starts.count - 1
        break
      }
      line += 1
      row = 0
    }
    let text = document.lines[line]
    let starts = rowStarts(of: text, width: width)
    let start = starts[min(row, starts.count - 1)]
    let rest = TextLines.suffix(text, start)
    let column = max(0, point.x) + (wraps ? 0 : scrollColumn)
    var offset = start + TextLines.offset(rest, atColumn: column)
    if row + 1 < starts.count { offset = min(offset, starts[row + 1]) }
    return TextPosition(line: line, offset: offset)
  }
}
