import StackUI

/// The model behind a ``TextArea``: lines of text, a cursor, an optional selection and the
/// undo history — pure (no terminal), so every editing rule is tested without one.
///
/// The text is an array of lines, so an edit costs the lines it touches (and one shift of the
/// array), never the whole text: a megabyte pasted is one linear pass and one undo step. The
/// cursor sits between characters (grapheme clusters), as in `LineEditor`; line breaks in
/// inserted text (`\n`, `\r\n`, `\r`) split lines, a tab becomes ``tabWidth`` spaces, other
/// control characters are kept and drawn escaped (`^[`). Text that would make the document
/// larger than ``maximumBytes`` is refused whole, with a message.
///
/// ```swift
/// var document = TextDocument(text: "hello")
/// document.insert(" world")
/// document.undo()            // "hello"
/// ```
public struct TextDocument: Sendable, Equatable {
  /// The lines (at least one, without their line breaks).
  public internal(set) var lines: [String] = [""]
  /// The cursor.
  public internal(set) var cursor = TextPosition.start
  /// The other end of the selection, or nil when nothing is selected.
  public internal(set) var anchor: TextPosition?
  /// The largest document, in UTF-8 bytes (line breaks counted): 16 MiB by default. An
  /// insertion past it is refused whole (``TextEditResult/refused(_:)``).
  public var maximumBytes = 16 << 20
  /// The spaces a tab becomes (typed or pasted).
  public var tabWidth = 4
  /// The size of the text in UTF-8 bytes, line breaks counted.
  public internal(set) var byteCount = 0
  /// The column vertical moves keep (set by the first of them).
  var goalColumn: Int?
  var undoStack: [TextChange] = []
  var redoStack: [TextChange] = []

  /// Creates a document holding `text` (cut at `maximumBytes`' limit: see
  /// ``setText(_:)``), the cursor at its start.
  public init(text: String = "", maximumBytes: Int = 16 << 20) {
    self.maximumBytes = max(0, maximumBytes)
    setText(text)
  }

  /// The whole text, lines joined with `\n`.
  public var text: String { lines.joined(separator: "\n") }

  /// The selected range, ordered, or nil when nothing (or an empty range) is selected.
  public var selection: Range<TextPosition>? {
    guard let anchor, anchor != cursor else { return nil }
    return min(anchor, cursor)..<max(anchor, cursor)
  }

  /// The selected text, or "".
  public var selectedText: String {
    guard let range = selection else { return "" }
    return text(in: range)
  }

  /// True when ``undo()`` has something to undo.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// True when ``redo()`` has something to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Replaces the whole text (no undo step; the history is cleared) and puts the cursor at the
  /// start. Returns ``TextEditResult/refused(_:)``, keeping the old text, when `text` is larger
  /// than ``maximumBytes``.
  @discardableResult
  public mutating func setText(_ text: String) -> TextEditResult {
    let size = text.utf8.count
    guard size <= maximumBytes else { return .refused(Self.tooLarge(size, maximumBytes)) }
    lines = TextLines.split(text, tabWidth: tabWidth)
    byteCount = lines.reduce(lines.count - 1) { $0 + $1.utf8.count }
    cursor = .start
    anchor = nil
    goalColumn = nil
    undoStack = []
    redoStack = []
    return .changed
  }

  /// The text of `range`, lines joined with `\n`.
  public func text(in range: Range<TextPosition>) -> String {
    let start = clamp(range.lowerBound)
    let end = clamp(range.upperBound)
    if start.line == end.line {
      let line = lines[start.line]
      return String(
        decoding: line.utf8.dropFirst(start.offset).prefix(end.offset - start.offset), as: UTF8.self
      )
    }
    var parts = [TextLines.suffix(lines[start.line], start.offset)]
    parts += lines[(start.line + 1)..<end.line]
    parts.append(TextLines.prefix(lines[end.line], end.offset))
    return parts.joined(separator: "\n")
  }

  /// `position` inside the document.
  func clamp(_ position: TextPosition) -> TextPosition {
    let line = min(max(0, position.line), lines.count - 1)
    return TextPosition(line: line, offset: min(max(0, position.offset), lines[line].utf8.count))
  }

  /// The message of an insertion refused for its size.
  static func tooLarge(_ size: Int, _ limit: Int) -> String {
    "Refused: \(ByteSize.text(size)) would pass the text area's limit of \(ByteSize.text(limit))"
  }
}

/// Byte counts for messages: `512 B`, `1.5 KB`, `100.0 MB`.
enum ByteSize {
  static func text(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024 && unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }
}
