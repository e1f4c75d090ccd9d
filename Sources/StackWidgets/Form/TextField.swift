import StackUI

/// A one-line text field bound to a `String` of the model, edited with StackUI's
/// `LineEditor` (the keys of an input line: ← → Home End, Backspace, Delete, Ctrl-A/E/U/K/W),
/// scrolling sideways when the text is wider than the field. While empty it shows its
/// ``placeholder`` (role `StyleRole.muted`).
///
/// ```swift
/// TextField("Name", \.name, placeholder: "as on the card")
///   .validate(message: { $0.isEmpty ? "Required" : nil })
/// ```
public class TextField<Model>: FormField<Model, String> {
  /// Shown (muted) while the text is empty.
  public var placeholder: String
  /// The editor: the text and the cursor. Its text and the model's share one buffer; an edit
  /// lets the model's go first (``edit(_:_:)``), so it changes the text in place.
  var editor = LineEditor()
  /// Where the field's view of the text starts (kept between frames).
  var window = TextFieldWindow()

  /// A field labelled `label` editing `model[keyPath: keyPath]`.
  public init(
    _ label: String, _ keyPath: WritableKeyPath<Model, String>, placeholder: String = ""
  ) {
    self.placeholder = placeholder
    super.init(label: label, keyPath: keyPath)
  }

  /// Keeps the editor on the model's text (the model may have been set from outside). The
  /// same text, shared, compares equal at once.
  func sync(_ model: Model) {
    if editor.text != model[keyPath: keyPath] { editor.setText(model[keyPath: keyPath]) }
  }

  /// Runs `change` on the editor with the model's text in it and puts the text back into the
  /// model; `.changed` when `change` says so.
  ///
  /// The model's reference to the text is dropped first, inside the key path's access (no
  /// observer sees it): the editor's text is then the only reference to its buffer, and a
  /// key changes it in place instead of copying a text of any length (copy-on-write). An app
  /// that keeps the model's text elsewhere (in `onChange`) keeps a second reference, and then
  /// an edit copies.
  func edit(_ model: inout Model, _ change: (inout LineEditor) -> Bool) -> FormControlOutcome {
    sync(model)
    let changed = Self.releasing(&model[keyPath: keyPath], to: &editor, change)
    return changed ? .changed : .unchanged
  }

  /// `text` (the model's) emptied, `change` run on `editor`, then `text` set to the editor's.
  private static func releasing(
    _ text: inout String, to editor: inout LineEditor, _ change: (inout LineEditor) -> Bool
  ) -> Bool {
    text = ""
    defer { text = editor.text }
    return change(&editor)
  }

  /// The text a field `width` columns wide shows, and the cursor's column in it.
  func view(width: Int) -> (text: Substring, cursorColumn: Int) {
    window.view(of: editor.text, cursor: editor.cursor, width: width) { TextWidth.of($0) }
  }

  override func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {
    sync(model)
    let width = surface.size.width
    guard width > 0 else { return }
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), with: "_", role: .muted)
    if editor.text.isEmpty {
      surface.write(TextLayout.truncate(placeholder, width: width), at: .zero, role: .muted)
      return
    }
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), with: " ", role: .text)
    surface.write(view(width: width).text, at: .zero, role: isFocused ? .focus : .text)
  }

  override func cursor(_ model: Model, fieldWidth: Int) -> Point? {
    sync(model)
    guard fieldWidth > 0 else { return nil }
    let column = editor.text.isEmpty ? 0 : view(width: fieldWidth).cursorColumn
    return Point(x: min(max(0, column), fieldWidth - 1), y: 0)
  }

  override func handle(_ key: Key, model: inout Model) -> FormControlOutcome {
    if case .character(let character) = key {
      return edit(&model) { $0.insert(String(character)) }
    }
    guard let edit = LineEdit(key: key) else { return .unused }
    return self.edit(&model) { $0.apply(edit) }
  }

  override func paste(_ text: String, model: inout Model) -> FormControlOutcome {
    edit(&model) { $0.insert(text) }
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    sync(model)
    let before = editor
    // The view's start as a column of the text: a click measures the text before it.
    let start = editor.text.utf8.index(editor.text.startIndex, offsetBy: window.startOffset)
    let startColumn = TextWidth.of(editor.text[..<start])
    editor.moveCursor(toColumn: max(0, point.x) + startColumn)
    return before == editor ? .unchanged : .changed
  }

  /// Printable keys type into the field.
  override var takesTypedText: Bool { true }

  override var helpLines: [KeyHelpLine] {
    [
      KeyHelpLine(keys: "type, ← →, Home End", help: "edit \(label)"),
      KeyHelpLine(keys: "Backspace, ctrl-u/k/w", help: "delete"),
    ]
  }
}

/// A ``TextField`` that shows each character as `•` (the model holds the real text; every
/// character takes one column, whatever its width).
///
/// ```swift
/// PasswordField("Password", \.password).validate(message: { $0.count < 8 ? "8 characters or more" : nil })
/// ```
public final class PasswordField<Model>: TextField<Model> {
  /// One column a character, whatever its width.
  override func view(width: Int) -> (text: Substring, cursorColumn: Int) {
    window.view(of: editor.text, cursor: editor.cursor, width: width) { _ in 1 }
  }

  override func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {
    sync(model)
    let width = surface.size.width
    guard width > 0 else { return }
    guard !editor.text.isEmpty else {
      super.draw(model, in: &surface, isFocused: isFocused)
      return
    }
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), with: " ", role: .text)
    let dots = String(repeating: "•", count: min(width, view(width: width).text.count))
    surface.write(dots, at: .zero, role: isFocused ? .focus : .text)
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    sync(model)
    let before = editor
    // From the view's start, one character a column.
    let offset = editor.text.utf8.index(editor.text.startIndex, offsetBy: window.startOffset)
    let target = editor.text[offset...].prefix(max(0, point.x)).endIndex
    editor.apply(.moveToStart)
    while editor.cursor < target, editor.apply(.moveRight) {}
    return before == editor ? .unchanged : .changed
  }
}
