import StackUI

/// A place in a ``TextDocument``: a line (from 0) and a UTF-8 offset in it, always between two
/// characters (grapheme clusters) when it is the cursor.
public struct TextPosition: Sendable, Hashable, Comparable {
  /// The line, from 0.
  public var line: Int
  /// The UTF-8 offset in the line.
  public var offset: Int

  /// Creates a position.
  public init(line: Int, offset: Int) {
    self.line = line
    self.offset = offset
  }

  /// The start of a document.
  public static let start = TextPosition(line: 0, offset: 0)

  /// Earlier line first, then the smaller offset.
  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.offset) < (rhs.line, rhs.offset)
  }
}

/// How a ``TextDocument`` moves its cursor (the keys of a ``TextArea`` map to them).
public enum TextMove: Sendable, Hashable {
  /// One character left; from a line's start to the end of the line above.
  case left
  /// One character right; from a line's end to the start of the next line.
  case right
  /// One line up, keeping the column the cursor had when vertical moves began.
  case up
  /// One line down, keeping that column.
  case down
  /// `count` lines up (Page Up).
  case linesUp(Int)
  /// `count` lines down (Page Down).
  case linesDown(Int)
  /// To the start of the line (Home).
  case lineStart
  /// To the end of the line (End).
  case lineEnd
  /// To the start of the document.
  case documentStart
  /// To the end of the document.
  case documentEnd
}

/// What an edit of a ``TextDocument`` did.
public enum TextEditResult: Sendable, Hashable {
  /// The text changed.
  case changed
  /// Nothing changed (nothing to delete, nothing to undo).
  case unchanged
  /// The edit was refused whole, for the reason given (the text would pass
  /// ``TextDocument/maximumBytes``).
  case refused(String)
}
