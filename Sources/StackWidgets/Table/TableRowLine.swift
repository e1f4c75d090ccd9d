import StackUI

/// A body row's text cells as the one line a ``Table`` writes for it: each column's text
/// fitted to its span, placed by alignment, the gaps as spaces — the bytes put together in a
/// buffer on the stack and made into one string, without an array of cells, a string per gap
/// or the bookkeeping of appending (a first screen places every row it shows, a Page Down
/// twenty of them).
enum TableRowLine {
  /// The line of `model`'s text cells in `spans` (left to right; cells that draw themselves
  /// left out) in a table `width` columns wide, or nil when a cell's text holds a tab (a tab's
  /// width depends on where a write starts: such a row is written cell by cell, see
  /// `PlacedCell`).
  ///
  /// A short line of printable ASCII, most cells, is neither measured nor fitted: its width
  /// is its byte count.
  static func line<Model>(
    of model: Model, columns: UnsafeBufferPointer<TableColumn<Model>>, spans: [CellSpan],
    width: Int
  ) -> String? {
    // Room for four bytes a column; a line that needs more (thousands of combining marks)
    // is put together by appending.
    let capacity = max(64, width.saturatingMultiply(4))
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var line = Bytes(buffer: buffer)
      var column = 0
      // The columns are read in place: a copy of one retains its title and four closures.
      for span in spans where columns[span.column].draw == nil {
        let text = columns[span.column].text(model)
        let alignment = columns[span.column].alignment
        var shown = text
        var shownWidth = text.utf8.count
        if shownWidth > span.width || !TableCellText.isPrintableASCII(text) {
          let cell = TableCellText.placed(text, in: span, alignment: alignment)
          guard !cell.text.utf8.contains(9) else { return nil }
          (shown, shownWidth) = (cell.text, cell.width)
        }
        let x = span.x + alignment.offset(ofWidth: shownWidth, in: span.width)
        line.appendSpaces(x - column)
        line.append(shown)
        column = max(column, x) + shownWidth
      }
      return line.string
    } ?? appendedLine(of: model, columns: columns, spans: spans)
  }

  /// ``line(of:columns:spans:width:)`` put together by appending to a string, for a line of
  /// more bytes than its buffer holds.
  private static func appendedLine<Model>(
    of model: Model, columns: UnsafeBufferPointer<TableColumn<Model>>, spans: [CellSpan]
  ) -> String? {
    let cells = spans.filter { columns[$0.column].draw == nil }.map { span in
      TableCellText.placed(
        columns[span.column].text(model), in: span, alignment: columns[span.column].alignment)
    }
    return PlacedCell.joined(cells)
  }

  /// Appends `count` spaces (none when `count <= 0`) to `line`.
  static func appendSpaces(_ count: Int, to line: inout String) {
    var left = count
    while left > 0 {
      let run = min(left, spaceRuns.count - 1)
      line += spaceRuns[run]
      left -= run
    }
  }

  /// Spaces by count, 0 to 64: a gap is appended from here, not made.
  private static let spaceRuns: [String] = (0...64).map { String(repeating: " ", count: $0) }
}

/// UTF-8 bytes put together in a fixed buffer; ``string`` is nil once something did not fit.
private struct Bytes {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var count = 0
  var overflowed = false

  init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

  mutating func appendSpaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    guard !overflowed, spaces <= buffer.count - count else {
      overflowed = true
      return
    }
    UnsafeMutableBufferPointer(rebasing: buffer[count..<count + spaces]).update(repeating: 0x20)
    count += spaces
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard !overflowed, bytes.count <= buffer.count - count else {
        overflowed = true
        return
      }
      guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
      (target + count).update(from: source, count: bytes.count)
      count += bytes.count
    }
  }

  /// The bytes as a string (valid UTF-8: whole strings and spaces), nil after an overflow.
  var string: String? {
    overflowed
      ? nil : String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
  }
}
