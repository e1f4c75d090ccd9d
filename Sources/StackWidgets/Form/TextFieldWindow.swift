import StackUI

/// What a one-line field shows of its text, worked out from where the view starts (a UTF-8
/// offset, kept between frames) and the cursor — never from the start of the text: a field
/// holding a megabyte draws as fast as one holding a word.
///
/// Scrolls as `LineEditor`'s scrolling does: the least scrolling that shows the cursor (its
/// cell included at the end of the text), no scrolling while the text and the cursor fit,
/// and no room left right of the end while text is scrolled out on the left. The view starts
/// at a character boundary, so a wide character is shown whole or not at all.
struct TextFieldWindow {
  /// The columns a character takes (`TextWidth`, or 1 for a password's `•`).
  typealias Columns = (Substring) -> Int

  /// Where the view starts, in UTF-8 code units from the start of the text.
  private(set) var startOffset = 0

  /// The text a field `width` columns wide shows of `text` with its cursor at `cursor`, and
  /// the cursor's column in the field; keeps the start for the next frame. Work in proportion
  /// to `width` (and to the distance the cursor moved off the view).
  mutating func view(
    of text: String, cursor: String.Index, width: Int, columns: Columns
  ) -> (text: Substring, cursorColumn: Int) {
    let width = max(1, width)
    var start = Self.boundary(atOrBefore: startOffset, in: text)
    if cursor < start { start = cursor }
    // The cursor's cell must be inside the view: at most `width - 1` columns after its start.
    if Self.columns(of: text, from: start, to: cursor, limit: width, columns: columns) >= width {
      start = Self.start(showing: width - 1, before: cursor, in: text, columns: columns)
    }
    // No room right of the end while text is hidden on the left: the text from the start, and
    // the cursor's cell at the end, fill the view.
    if start > text.startIndex,
      Self.columns(of: text, from: start, to: text.endIndex, limit: width, columns: columns) + 1
        < width
    {
      start = Self.start(showing: width - 1, before: text.endIndex, in: text, columns: columns)
    }
    startOffset = text.utf8.distance(from: text.startIndex, to: start)
    var end = start
    var shown = 0
    while end < text.endIndex, shown < width {
      let next = text.index(after: end)
      shown += columns(text[end..<next])
      end = next
    }
    let cursorColumn = Self.columns(
      of: text, from: start, to: cursor, limit: width, columns: columns)
    return (text[start..<end], cursorColumn)
  }

  /// The index `offset` UTF-8 code units into `text` (clamped), at or before it on a
  /// character boundary.
  private static func boundary(atOrBefore offset: Int, in text: String) -> String.Index {
    let index = text.utf8.index(text.startIndex, offsetBy: min(max(0, offset), text.utf8.count))
    // `index(before:)` of the next character rounds an index inside a character down.
    guard index.samePosition(in: text) == nil, index < text.endIndex else { return index }
    return text.index(before: text.index(after: index))
  }

  /// The columns of `text[from..<to]`, counted up to `limit` (then `limit` or more).
  private static func columns(
    of text: String, from: String.Index, to: String.Index, limit: Int, columns: Columns
  ) -> Int {
    var total = 0
    var index = from
    while index < to, total < limit {
      let next = text.index(after: index)
      total += columns(text[index..<next])
      index = next
    }
    return total
  }

  /// The earliest start before `end` whose characters up to `end` take at most `room`
  /// columns.
  private static func start(
    showing room: Int, before end: String.Index, in text: String, columns: Columns
  ) -> String.Index {
    var start = end
    var total = 0
    while start > text.startIndex {
      let previous = text.index(before: start)
      let width = columns(text[previous..<start])
      guard total + width <= room else { break }
      total += width
      start = previous
    }
    return start
  }
}
