/// What a form's rows share: the model being edited and how the rows are laid out.
final class FormState<Model> {
  /// The value the controls edit.
  var value: Model
  /// Where every field starts: after the focus mark and the widest label (at most a third
  /// of the width).
  var fieldColumn = 2
  /// True while the form has the focus (only then the focused control is marked).
  var hasFocus = true

  init(value: Model) {
    self.value = value
  }
}
