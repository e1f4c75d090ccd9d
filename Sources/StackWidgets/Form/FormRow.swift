import StackUI

/// The row of the form's stack that shows one control: a focus mark, the label (in the form's
/// label column), the control's field, and the control's message under it when shown.
final class FormRow<Model>: RowContent {
  let control: FormControl<Model>
  /// The form's state: the model, the label column, the messages shown.
  unowned let state: FormState<Model>
  /// The message shown under the field, or nil (set by the form after each change).
  var message: String?

  init(_ control: FormControl<Model>, state: FormState<Model>) {
    self.control = control
    self.state = state
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    control.lineCount + (message == nil ? 0 : 1)
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let isFocused = context.isSelected && state.hasFocus
    let width = surface.size.width
    if isFocused { surface.write("›", at: .zero, role: .focus) }
    let fieldX = state.fieldColumn
    if !control.drawsOwnLabel {
      let label = TextLayout.truncate(control.label, width: max(0, fieldX - 3))
      surface.write(label, at: Point(x: 2, y: 0), role: isFocused ? .focus : .text)
    }
    let field = Rect(x: fieldX, y: 0, width: max(0, width - fieldX), height: control.lineCount)
    let model = state.value
    surface.withRegion(field) { control.draw(model, in: &$0, isFocused: isFocused) }
    if let message {
      let line = TextLayout.truncate(message, width: max(0, width - fieldX))
      surface.write(line, at: Point(x: fieldX, y: control.lineCount), role: .error)
    }
  }
}
