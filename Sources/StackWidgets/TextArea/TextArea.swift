import StackUI

/// A multi-line text editor: a `Widget` over a ``TextDocument`` with the real cursor, lines
/// wrapped or scrolled sideways (``wraps``), optional line numbers, undo and redo, a selection,
/// and pastes of any size as one edit.
///
/// Keys: characters insert (replacing the selection); ← → ↑ ↓, Home End, Page Up/Down move;
/// Enter breaks the line; Backspace, Delete delete a character or the selection; Ctrl-Z
/// undoes, Ctrl-Y redoes (typed characters in a row are one step); Shift and an arrow
/// selects, Ctrl-A selects all. Tab inserts ``TextDocument/tabWidth`` spaces unless
/// ``tabMovesFocus`` is set; Shift-Tab and Esc are never used, so focus can always leave. A
/// click puts the cursor. An insertion past ``TextDocument/maximumBytes`` is refused whole and
/// its reason shown on the last line (role `.error`) until the next key.
///
/// ```swift
/// let notes = TextArea(text: "first line\nsecond")
/// notes.showsLineNumbers = true
/// notes.onChange = { document in save(document.text) }
/// ```
public final class TextArea: Widget {
  /// The text, cursor, selection and history.
  public var document: TextDocument
  /// True: long lines wrap at the region's width; false: the view scrolls sideways.
  public var wraps: Bool
  /// Shows line numbers (role `.muted`) left of the text.
  public var showsLineNumbers = false
  /// True: Tab is not used (the focus group moves the focus); false (default): Tab inserts
  /// spaces.
  public var tabMovesFocus = false
  /// Called after every change of the text.
  public var onChange: ((TextDocument) -> Void)?
  /// The last refusal's message, shown until the next key.
  public internal(set) var message: String?
  /// The first line shown.
  public internal(set) var topLine = 0
  /// With ``wraps``: the first visual row of ``topLine`` shown.
  public internal(set) var topRow = 0
  /// Without ``wraps``: the first column shown.
  public internal(set) var scrollColumn = 0

  /// Creates a text area holding `text`.
  public init(text: String = "", wraps: Bool = true, maximumBytes: Int = 16 << 20) {
    self.document = TextDocument(text: text, maximumBytes: maximumBytes)
    self.wraps = wraps
  }

  /// The text. Setting it replaces the document's text (history cleared); a text larger than
  /// the limit is refused and ``message`` says why.
  public var text: String {
    get { document.text }
    set {
      if case .refused(let reason) = document.setText(newValue) {
        message = reason
      } else {
        message = nil
        onChange?(document)
      }
    }
  }

  /// True: printable keys type into the text.
  public var takesTypedText: Bool { true }

  /// The keys, for the help screen and footer.
  public var keyHelp: KeyHelpSection? {
    KeyHelpSection(
      title: "Text",
      lines: [
        KeyHelpLine(keys: "← → ↑ ↓ Home End PgUp PgDn", help: "move the cursor"),
        KeyHelpLine(keys: "Enter", help: "new line"),
        KeyHelpLine(keys: "Backspace Delete", help: "delete a character or the selection"),
        KeyHelpLine(keys: "Ctrl-Z Ctrl-Y", help: "undo, redo"),
        KeyHelpLine(keys: "Shift-← → ↑ ↓", help: "select"),
        KeyHelpLine(keys: "Ctrl-A", help: "select all"),
        KeyHelpLine(keys: "Tab", help: tabMovesFocus ? "next field" : "indent"),
      ])
  }

  /// The width of the line-number gutter (digits and a space), 0 without numbers.
  func gutterWidth(in size: Size) -> Int {
    guard showsLineNumbers else { return 0 }
    let width = String(document.lines.count).count + 1
    return width < size.width ? width : 0
  }

  /// The text's part of the region: right of the gutter, above the message line.
  func textRect(in size: Size) -> Rect {
    let gutter = gutterWidth(in: size)
    let height = message == nil ? size.height : max(0, size.height - 1)
    return Rect(x: gutter, y: 0, width: max(0, size.width - gutter), height: height)
  }
}
