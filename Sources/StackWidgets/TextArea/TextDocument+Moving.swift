import StackUI

extension TextDocument {
  /// Moves the cursor; with `selecting` the selection grows from where the cursor was
  /// (Shift and an arrow), without it the selection is dropped.
  public mutating func move(_ move: TextMove, selecting: Bool = false) {
    if selecting {
      if anchor == nil { anchor = cursor }
    } else {
      anchor = nil
    }
    endTypedRun()
    switch move {
    case .up: moveVertically(by: -1)
    case .down: moveVertically(by: 1)
    case .linesUp(let count): moveVertically(by: -max(1, count))
    case .linesDown(let count): moveVertically(by: max(1, count))
    default:
      goalColumn = nil
      cursor = target(of: move)
    }
  }

  /// Puts the cursor at `position` (clamped, on a character boundary), dropping the selection.
  public mutating func moveCursor(to position: TextPosition) {
    let clamped = clamp(position)
    cursor = TextPosition(
      line: clamped.line, offset: TextLines.boundary(lines[clamped.line], atOrAfter: clamped.offset)
    )
    anchor = nil
    goalColumn = nil
    endTypedRun()
  }

  /// The character boundary before `position` (the end of the line above at a line's start).
  func position(before position: TextPosition) -> TextPosition {
    if position.offset > 0 {
      let line = lines[position.line]
      let index = line.index(before: TextLines.index(line, position.offset))
      return TextPosition(line: position.line, offset: TextLines.offset(line, index))
    }
    guard position.line > 0 else { return position }
    return TextPosition(line: position.line - 1, offset: lines[position.line - 1].utf8.count)
  }

  /// The character boundary after `position` (the start of the next line at a line's end).
  func position(after position: TextPosition) -> TextPosition {
    let line = lines[position.line]
    if position.offset < line.utf8.count {
      let index = line.index(after: TextLines.index(line, position.offset))
      return TextPosition(line: position.line, offset: TextLines.offset(line, index))
    }
    guard position.line < lines.count - 1 else { return position }
    return TextPosition(line: position.line + 1, offset: 0)
  }

  private func target(of move: TextMove) -> TextPosition {
    switch move {
    case .left:
      return position(before: cursor)
    case .right: return position(after: cursor)
    case .lineStart: return TextPosition(line: cursor.line, offset: 0)
    case .lineEnd: return TextPosition(line: cursor.line, offset: lines[cursor.line].utf8.count)
    case .documentStart: return .start
    case .documentEnd:
      return TextPosition(line: lines.count - 1, offset: lines[lines.count - 1].utf8.count)
    case .up, .down, .linesUp, .linesDown: return cursor
    }
  }

  private mutating func moveVertically(by lines: Int) {
    let column = goalColumn ?? TextLines.column(self.lines[cursor.line], cursor.offset)
    goalColumn = column
    let line = min(max(0, cursor.line.saturatingAdd(lines)), self.lines.count - 1)
    cursor = TextPosition(line: line, offset: TextLines.offset(self.lines[line], atColumn: column))
  }

  /// Ends the typed run: the next typed character starts a new undo step.
  mutating func endTypedRun() {
    if let last = undoStack.indices.last { undoStack[last].isTypedRun = false }
  }
}
