import StackCore

extension FrameEncoder {
  /// Appends what shows the terminal's cursor at `caret` (frame coordinates) or, for nil,
  /// hides it: `cnorm` or `civis` only when the visibility changes, and a move only when the
  /// cursor is elsewhere, so an unchanged caret costs no bytes.
  mutating func placeCursor(at caret: Point?, into output: inout [UInt8]) {
    guard let caret else {
      if cursorIsVisible {
        output += capabilities.hideCursor
        cursorIsVisible = false
      }
      return
    }
    move(toLine: caret.y, column: caret.x, into: &output)
    if !cursorIsVisible {
      output += capabilities.showCursor
      cursorIsVisible = true
    }
  }

  /// `output` ends with two ways to do one thing: `first`, then a second one right after it.
  /// Keeps the second only when it is shorter and not empty.
  static func keepShorter(first: Range<Int>, in output: inout [UInt8]) {
    let secondCount = output.count - first.upperBound
    if secondCount > 0 && secondCount < first.count {
      output.removeSubrange(first)
    } else {
      output.removeSubrange(first.upperBound...)
    }
  }
}
