import StackUI

/// A single-line text field: a `Widget` that edits a `LineEditor` with the keys of a shell
/// prompt, shows a placeholder while empty, scrolls sideways when the text is wider than
/// its region, and puts the terminal's real cursor at the caret (through
/// ``cursorPosition(in:)``, which a screen copies to the frame's `Canvas.cursor`).
///
/// Keys: characters insert; ← → (Ctrl-B, Ctrl-F), Home End (Ctrl-A, Ctrl-E) move;
/// Backspace, Delete (Ctrl-D) delete a character; Ctrl-U deletes to the start, Ctrl-K to the
/// end, Ctrl-W the word before the cursor; Enter submits. A paste is inserted whole, its
/// newlines handled by ``newlines``. A click moves the cursor. Other keys (↑ ↓, Tab, Esc)
/// are not used, so they go on to the screen and the app.
///
/// ```swift
/// let query = InputLine(prompt: "> ", placeholder: "type to filter")
/// query.onChange = { text in filter.search(text) }
/// query.onSubmit = { _ in .quit }
/// // In the app's render(into:):
/// query.render(into: &canvas, in: Rect(x: 0, y: 0, width: canvas.size.width, height: 1),
///   isFocused: true)
/// canvas.cursor = query.cursorPosition(in: region)
/// ```
public final class InputLine: Widget {
  /// The text and cursor.
  public private(set) var editor = LineEditor()
  /// Drawn before the text (not editable), for example `"> "`.
  public var prompt: String
  /// Shown (dimmed) while the text is empty.
  public var placeholder: String
  /// The style of the prompt.
  public var promptRole = StyleRole.title
  /// The style of the text.
  public var textRole = StyleRole.text
  /// The style of the placeholder.
  public var placeholderRole = StyleRole.muted
  /// What a paste with line breaks becomes: spaces (default) or refused.
  public var newlines = NewlineRule.spaces
  /// Called after every change of the text (not after cursor moves), with the new text.
  public var onChange: ((String) -> Void)?
  /// Called when Enter is pressed, with the text; its answer is the event's response (for
  /// example `AppResponse.quit`). Without it Enter is not used.
  public var onSubmit: ((String) -> AppResponse)?

  /// Creates an empty input line.
  public init(prompt: String = "", placeholder: String = "") {
    self.prompt = prompt
    self.placeholder = placeholder
  }

  /// The text. Setting it puts the cursor at the end and calls ``onChange`` when it changed.
  public var text: String {
    get { editor.text }
    set {
      if editor.setText(newValue) { onChange?(editor.text) }
    }
  }

  /// Draws the prompt and the visible part of the text (or the placeholder) on the first
  /// line of `region`, clipped to it.
  public func render(in surface: inout Surface, isFocused: Bool) {
    let region = surface.bounds
    guard region.size.width > 0, region.size.height > 0 else { return }
    let line = Rect(origin: region.origin, size: Size(width: region.size.width, height: 1))
    surface.fill(line)
    surface.withRegion(line) { $0.write(prompt, at: .zero, role: promptRole) }
    let field = fieldRect(in: region)
    guard field.size.width > 0 else { return }
    if editor.text.isEmpty {
      surface.withRegion(field) { $0.write(placeholder, at: .zero, role: placeholderRole) }
      return
    }
    editor.scrollToShowCursor(width: field.size.width)
    let view = editor.visibleText(width: field.size.width)
    surface.withRegion(field) {
      $0.write(view.text, at: Point(x: view.leadingColumns, y: 0), role: textRole)
    }
  }

  /// Handles editing keys, pastes and clicks; nil for the rest.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    switch event {
    case .key(let key):
      return handle(key)
    case .paste(let text):
      guard editor.insert(text, newlines: newlines) else {
        return newlines == .refuse ? nil : .unchanged
      }
      onChange?(editor.text)
      return .redraw
    case .mouse(.press(let point)):
      let field = fieldRect(in: region)
      guard field.contains(point) else { return nil }
      let before = editor
      editor.moveCursor(toColumn: point.x - field.minX + editor.scrollColumn)
      return before == editor ? .unchanged : .redraw
    case .mouse, .resize:
      return nil
    }
  }

  /// True: printable keys type into the line (its screen's help leaves out the keys they
  /// would otherwise trigger).
  public var takesTypedText: Bool { true }

  /// Where the caret is: in the field, after the prompt (the region's first line).
  public func cursorPosition(in region: Rect) -> Point? {
    let field = fieldRect(in: region)
    guard field.size.width > 0, field.size.height > 0 else { return nil }
    editor.scrollToShowCursor(width: field.size.width)
    let column = editor.text.isEmpty ? 0 : editor.visibleText(width: field.size.width).cursorColumn
    return Point(x: field.minX + min(max(0, column), field.size.width - 1), y: field.minY)
  }

  /// The part of the region's first line right of the prompt.
  private func fieldRect(in region: Rect) -> Rect {
    let promptWidth = min(TextWidth.of(prompt), region.size.width)
    return Rect(
      origin: Point(x: region.minX + promptWidth, y: region.minY),
      size: Size(width: region.size.width - promptWidth, height: min(1, region.size.height)))
  }

  /// An editing key.
  private func handle(_ key: Key) -> AppResponse? {
    switch key {
    case .character(let character):
      guard editor.insert(String(character)) else { return .unchanged }
      onChange?(editor.text)
      return .redraw
    case .enter:
      return onSubmit?(editor.text)
    default: break
    }
    guard let edit = LineEdit(key: key) else { return nil }
    // The length, not the text: holding the text would make the edit copy it whole.
    let before = editor.text.utf8.count
    guard editor.apply(edit) else { return .unchanged }
    if editor.text.utf8.count != before { onChange?(editor.text) }
    return .redraw
  }
}
