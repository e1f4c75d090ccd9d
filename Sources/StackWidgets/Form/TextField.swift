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
  /// The editor: the text and the cursor (its text is copied into the model on each change).
  var editor = LineEditor()

  /// A field labelled `label` editing `model[keyPath: keyPath]`.
  public init(
    _ label: String, _ keyPath: WritableKeyPath<Model, String>, placeholder: String = ""
  ) {
    self.placeholder = placeholder
    super.init(label: label, keyPath: keyPath)
  }

  /// Keeps the editor on the model's text (the model may have been set from outside).
  func sync(_ model: Model) {
    if editor.text != model[keyPath: keyPath] { editor.setText(model[keyPath: keyPath]) }
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
    editor.scrollToShowCursor(width: width)
    let view = editor.visibleText(width: width)
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), with: " ", role: .text)
    surface.write(
      view.text, at: Point(x: view.leadingColumns, y: 0), role: isFocused ? .focus : .text)
  }

  override func cursor(_ model: Model, fieldWidth: Int) -> Point? {
    sync(model)
    guard fieldWidth > 0 else { return nil }
    editor.scrollToShowCursor(width: fieldWidth)
    let column = editor.text.isEmpty ? 0 : editor.visibleText(width: fieldWidth).cursorColumn
    return Point(x: min(max(0, column), fieldWidth - 1), y: 0)
  }

  override func handle(_ key: Key, model: inout Model) -> FormControlOutcome {
    sync(model)
    if case .character(let character) = key {
      guard editor.insert(String(character)) else { return .unchanged }
      model[keyPath: keyPath] = editor.text
      return .changed
    }
    guard let edit = LineEdit(key: key) else { return .unused }
    guard editor.apply(edit) else { return .unchanged }
    model[keyPath: keyPath] = editor.text
    return .changed
  }

  override func paste(_ text: String, model: inout Model) -> FormControlOutcome {
    sync(model)
    guard editor.insert(text) else { return .unchanged }
    model[keyPath: keyPath] = editor.text
    return .changed
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    sync(model)
    let before = editor
    editor.moveCursor(toColumn: max(0, point.x) + editor.scrollColumn)
    return before == editor ? .unchanged : .changed
  }

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
  /// The first character shown and the cursor's column for a field `width` wide.
  private func window(width: Int) -> (start: Int, cursor: Int, count: Int) {
    let count = editor.text.count
    let cursor = editor.text[..<editor.cursor].count
    let start = max(0, cursor - max(1, width) + 1)
    return (start, cursor - start, count)
  }

  override func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {
    sync(model)
    let width = surface.size.width
    guard width > 0 else { return }
    guard !editor.text.isEmpty else {
      super.draw(model, in: &surface, isFocused: isFocused)
      return
    }
    let shown = window(width: width)
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), with: " ", role: .text)
    let dots = String(repeating: "•", count: min(width, shown.count - shown.start))
    surface.write(dots, at: .zero, role: isFocused ? .focus : .text)
  }

  override func cursor(_ model: Model, fieldWidth: Int) -> Point? {
    sync(model)
    guard fieldWidth > 0 else { return nil }
    return Point(x: min(window(width: fieldWidth).cursor, fieldWidth - 1), y: 0)
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    sync(model)
    let before = editor
    let target = max(0, point.x)
    editor.apply(.moveToStart)
    for _ in 0..<min(target, editor.text.count) { editor.apply(.moveRight) }
    return before == editor ? .unchanged : .changed
  }
}
