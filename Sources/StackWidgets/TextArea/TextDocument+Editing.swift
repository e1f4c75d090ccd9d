import StackUI

extension TextDocument {
  /// Inserts `string` at the cursor, replacing the selection: one undo step (typed
  /// characters in a row join one step until a space or a move). Line breaks split lines; a
  /// tab becomes ``tabWidth`` spaces.
  @discardableResult
  public mutating func insert(_ string: String, typed: Bool = false) -> TextEditResult {
    let range = selection ?? cursor..<cursor
    // Line breaks at most halve a text (`\r\n`): past twice the limit it is refused unread.
    let rawSize = string.utf8.count
    guard rawSize / 2 <= maximumBytes else {
      return .refused(Self.tooLarge(rawSize, maximumBytes))
    }
    let pieces = TextLines.split(string, tabWidth: tabWidth)
    let inserted = pieces.joined(separator: "\n")
    let removedBytes = byteCount(of: range)
    let newSize = byteCount - removedBytes + inserted.utf8.count
    guard newSize <= maximumBytes else {
      return .refused(Self.tooLarge(inserted.utf8.count, maximumBytes))
    }
    guard !inserted.isEmpty || !range.isEmpty else { return .unchanged }
    let joinsRun =
      typed && range.isEmpty && pieces.count == 1
      && (undoStack.last.map { last in
        last.isTypedRun && TextChange.end(of: last.inserted, from: last.start) == cursor
          && !(inserted.first?.isWhitespace == true && last.inserted.last?.isWhitespace == false)
      } ?? false)
    if joinsRun, var last = undoStack.popLast() {
      last.inserted += inserted
      undoStack.append(last)
      redoStack = []
      cursor = replace(range, with: pieces)
      cursor.offset = TextLines.boundary(lines[cursor.line], atOrAfter: cursor.offset)
      anchor = nil
      goalColumn = nil
      return .changed
    }
    record(
      TextChange(
        start: range.lowerBound, removed: text(in: range), inserted: inserted,
        cursorBefore: cursor, anchorBefore: anchor, isTypedRun: typed && pieces.count == 1))
    cursor = replace(range, with: pieces)
    cursor.offset = TextLines.boundary(lines[cursor.line], atOrAfter: cursor.offset)
    anchor = nil
    goalColumn = nil
    return .changed
  }

  /// Deletes the selection, or the character before the cursor (joining the line above at a
  /// line's start).
  @discardableResult
  public mutating func deleteBackward() -> TextEditResult {
    if selection != nil { return deleteSelection() }
    let before = position(before: cursor)
    return delete(before..<cursor)
  }

  /// Deletes the selection, or the character after the cursor (joining the next line at a
  /// line's end).
  @discardableResult
  public mutating func deleteForward() -> TextEditResult {
    if selection != nil { return deleteSelection() }
    return delete(cursor..<position(after: cursor))
  }

  /// Deletes the selected text (one undo step).
  @discardableResult
  public mutating func deleteSelection() -> TextEditResult {
    guard let range = selection else { return .unchanged }
    return delete(range)
  }

  /// Undoes the last step; the cursor and selection return to where they were before it.
  @discardableResult
  public mutating func undo() -> TextEditResult {
    guard var change = undoStack.popLast() else { return .unchanged }
    let end = TextChange.end(of: change.inserted, from: change.start)
    let after = cursor
    _ = replace(change.start..<end, with: TextLines.split(change.removed, tabWidth: tabWidth))
    cursor = clamp(change.cursorBefore)
    anchor = change.anchorBefore.map(clamp)
    change.cursorBefore = after
    change.isTypedRun = false
    redoStack.append(change)
    goalColumn = nil
    return .changed
  }

  /// Redoes the last undone step.
  @discardableResult
  public mutating func redo() -> TextEditResult {
    guard let change = redoStack.popLast() else { return .unchanged }
    let end = TextChange.end(of: change.removed, from: change.start)
    _ = replace(change.start..<end, with: TextLines.split(change.inserted, tabWidth: tabWidth))
    var undone = change
    undone.cursorBefore = clamp(undone.start)
    undone.anchorBefore = nil
    undoStack.append(undone)
    cursor = clamp(change.cursorBefore)
    anchor = nil
    goalColumn = nil
    return .changed
  }

  /// Selects the whole text.
  public mutating func selectAll() {
    anchor = .start
    cursor = TextPosition(line: lines.count - 1, offset: lines[lines.count - 1].utf8.count)
  }

  /// Deletes `range` as one undo step.
  private mutating func delete(_ range: Range<TextPosition>) -> TextEditResult {
    guard !range.isEmpty else { return .unchanged }
    record(
      TextChange(
        start: range.lowerBound, removed: text(in: range), inserted: "", cursorBefore: cursor,
        anchorBefore: anchor, isTypedRun: false))
    cursor = replace(range, with: [""])
    anchor = nil
    goalColumn = nil
    return .changed
  }

  private mutating func record(_ change: TextChange) {
    undoStack.append(change)
    redoStack = []
  }

  /// The UTF-8 bytes of `range`, line breaks counted.
  private func byteCount(of range: Range<TextPosition>) -> Int {
    let start = clamp(range.lowerBound)
    let end = clamp(range.upperBound)
    if start.line == end.line { return end.offset - start.offset }
    var count = lines[start.line].utf8.count - start.offset + 1 + end.offset
    for line in lines[(start.line + 1)..<end.line] { count += line.utf8.count + 1 }
    return count
  }

  /// Replaces `range` by `pieces` (lines, already split); returns the end of the new text.
  /// Costs the lines touched and one shift of the line array.
  mutating func replace(_ range: Range<TextPosition>, with pieces: [String]) -> TextPosition {
    let start = clamp(range.lowerBound)
    let end = clamp(range.upperBound)
    byteCount -= lines[start.line...end.line].reduce(end.line - start.line) { $0 + $1.utf8.count }
    let prefix = TextLines.prefix(lines[start.line], start.offset)
    let suffix = TextLines.suffix(lines[end.line], end.offset)
    var newLines = pieces.isEmpty ? [""] : pieces
    let last = newLines.count - 1
    let endOffset = (last == 0 ? prefix.utf8.count : 0) + newLines[last].utf8.count
    newLines[last] += suffix
    newLines[0] = prefix + newLines[0]
    byteCount += newLines.reduce(newLines.count - 1) { $0 + $1.utf8.count }
    lines.replaceSubrange(start.line...end.line, with: newLines)
    return TextPosition(line: start.line + last, offset: endOffset)
  }
}
