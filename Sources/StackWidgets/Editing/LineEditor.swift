import StackUI

/// One line of text being edited, with a cursor: the model behind an input line, pure (no
/// terminal), so every editing rule is tested without one.
///
/// The cursor always sits between two characters (grapheme clusters): a base letter and the
/// combining marks after it, or an emoji sequence, move and delete as one. Columns come from
/// `TextWidth`, the table the `Canvas` writes with, so wide characters take two columns
/// and combining marks none. Text put in with ``insert(_:newlines:)`` keeps only what a line can
/// show: see ``LineEditor/sanitized(_:newlines:)``.
///
/// ```swift
/// var editor = LineEditor()
/// editor.insert("hello world")
/// editor.apply(.deleteWordBackward)   // "hello "
/// editor.apply(.moveToStart)
/// editor.cursorColumn                 // 0
/// ```
public struct LineEditor: Sendable, Equatable {
  /// The text.
  public private(set) var text: String
  /// Where the cursor is, in UTF-8 code units from the start of ``text`` (always at a
  /// character boundary).
  public private(set) var cursorOffset: Int
  /// The first column shown when the text is wider than its field (see
  /// ``scrollToShowCursor(width:)``).
  public internal(set) var scrollColumn = 0

  /// Creates an editor holding `text` (sanitised, newlines as spaces), the cursor at its end.
  public init(text: String = "") {
    self.text = Self.sanitized(text, newlines: .spaces) ?? ""
    self.cursorOffset = self.text.utf8.count
  }

  /// The cursor as an index of ``text``.
  public var cursor: String.Index {
    text.utf8.index(text.startIndex, offsetBy: cursorOffset)
  }

  /// The column of the cursor from the start of the text.
  public var cursorColumn: Int { TextWidth.of(text[..<cursor]) }

  /// Replaces the text (sanitised, newlines as spaces) and puts the cursor at its end.
  /// Returns true when the text changed.
  @discardableResult
  public mutating func setText(_ newText: String) -> Bool {
    let clean = Self.sanitized(newText, newlines: .spaces) ?? ""
    let changed = clean != text
    text = clean
    cursorOffset = text.utf8.count
    return changed
  }

  /// Inserts `string` at the cursor, sanitised with `newlines` (``NewlineRule/spaces`` by
  /// default), and moves the cursor after it. Returns false, changing nothing, when the rule
  /// refuses the text or nothing is left of it.
  @discardableResult
  public mutating func insert(_ string: String, newlines: NewlineRule = .spaces) -> Bool {
    guard let clean = Self.sanitized(string, newlines: newlines), !clean.isEmpty else {
      return false
    }
    let before = text.utf8.count
    text.insert(contentsOf: clean, at: cursor)
    cursorOffset += text.utf8.count - before
    // A combining mark typed after a letter joins it; one inserted at the very start may
    // join what follows: the cursor goes to the next character boundary.
    cursorOffset = boundaryOffset(atOrAfter: cursorOffset)
    return true
  }

  /// Performs `edit`; returns true when the text or the cursor changed.
  @discardableResult
  public mutating func apply(_ edit: LineEdit) -> Bool {
    // Counts, not a copy of the text: a second reference would make the removal below copy
    // the whole text (copy-on-write). Every edit moves the cursor or removes text, so the
    // text changed exactly when its length did.
    let old = (text.utf8.count, cursorOffset)
    let index = cursor
    switch edit {
    case .moveLeft:
      if index > text.startIndex { setCursor(text.index(before: index)) }
    case .moveRight:
      if index < text.endIndex { setCursor(text.index(after: index)) }
    case .moveToStart:
      cursorOffset = 0
    case .moveToEnd:
      cursorOffset = text.utf8.count
    case .moveWordLeft:
      setCursor(wordStart(before: index))
    case .moveWordRight:
      setCursor(wordEnd(after: index))
    case .deleteBackward:
      if index > text.startIndex { remove(text.index(before: index)..<index) }
    case .deleteForward:
      if index < text.endIndex { remove(index..<text.index(after: index)) }
    case .deleteToStart:
      remove(text.startIndex..<index)
    case .deleteToEnd:
      remove(index..<text.endIndex)
    case .deleteWordBackward:
      remove(wordStart(before: index)..<index)
    }
    return old != (text.utf8.count, cursorOffset)
  }

  /// Moves the cursor to the character boundary nearest to `column` (a click in the field,
  /// in text columns, before scrolling).
  public mutating func moveCursor(toColumn column: Int) {
    var x = 0
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      let width = TextWidth.of(text[index..<next])
      if x + width > column {
        if column - x >= (width + 1) / 2 { index = next }  // Nearer its right side.
        break
      }
      x += width
      index = next
    }
    setCursor(index)
  }

  /// Removes `range` and leaves the cursor at its start.
  private mutating func remove(_ range: Range<String.Index>) {
    guard !range.isEmpty else { return }
    let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    text.removeSubrange(range)
    cursorOffset = boundaryOffset(atOrAfter: start)
  }

  private mutating func setCursor(_ index: String.Index) {
    cursorOffset = text.utf8.distance(from: text.startIndex, to: index)
  }

  /// `offset`, or the next character boundary after it when it falls inside a character.
  private func boundaryOffset(atOrAfter offset: Int) -> Int {
    let index = text.utf8.index(text.startIndex, offsetBy: min(offset, text.utf8.count))
    if index.samePosition(in: text) != nil { return offset }
    // `index(after:)` first rounds an index inside a character down to its start.
    let boundary = text.index(after: index)
    return text.utf8.distance(from: text.startIndex, to: boundary)
  }
}

/// What an input line does with newlines in text pasted or set into it.
public enum NewlineRule: Sendable, Hashable {
  /// Each line break (`\n`, `\r\n`, `\r`) becomes a space.
  case spaces
  /// Text with a line break is refused whole.
  case refuse
}

/// One editing command of a ``LineEditor`` (the keys an input line maps to them are listed
/// there: ← → Home End, Ctrl-A/E/B/F/D/U/K/W, Backspace, Delete).
public enum LineEdit: Sendable, Hashable, CaseIterable {
  /// One character left (←, Ctrl-B).
  case moveLeft
  /// One character right (→, Ctrl-F).
  case moveRight
  /// To the start (Home, Ctrl-A).
  case moveToStart
  /// To the end (End, Ctrl-E).
  case moveToEnd
  /// To the start of the word before the cursor.
  case moveWordLeft
  /// To the end of the word after the cursor.
  case moveWordRight
  /// Deletes the character before the cursor (Backspace).
  case deleteBackward
  /// Deletes the character after the cursor (Delete, Ctrl-D).
  case deleteForward
  /// Deletes from the start to the cursor (Ctrl-U, as readline's `unix-line-discard`).
  case deleteToStart
  /// Deletes from the cursor to the end (Ctrl-K).
  case deleteToEnd
  /// Deletes the word before the cursor and the spaces after it (Ctrl-W, as readline's
  /// `unix-word-rubout`: words are separated by whitespace only, so `a/b.c` is one word).
  case deleteWordBackward
}
