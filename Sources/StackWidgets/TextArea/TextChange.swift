import StackUI

/// One undoable edit of a ``TextDocument``: at `start`, `removed` was replaced by `inserted`
/// (both with `\n` line breaks), and where the cursor and selection were before.
struct TextChange: Sendable, Equatable {
  var start: TextPosition
  var removed: String
  var inserted: String
  var cursorBefore: TextPosition
  var anchorBefore: TextPosition?
  /// True while typed characters may still join this change (one undo step per typed run).
  var isTypedRun: Bool

  /// Where `text` ends when it is put at `start`.
  static func end(of text: String, from start: TextPosition) -> TextPosition {
    var line = start.line
    var lastBreak = -1
    var index = 0
    for byte in text.utf8 {
      if byte == 0x0A {
        line += 1
        lastBreak = index
      }
      index += 1
    }
    if lastBreak < 0 { return TextPosition(line: line, offset: start.offset + index) }
    return TextPosition(line: line, offset: index - lastBreak - 1)
  }
}
