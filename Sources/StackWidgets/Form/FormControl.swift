import StackUI

/// One control of a ``Form``: a label, what it draws on its row, the keys and clicks it takes,
/// and its validation. The concrete controls are ``TextField``, ``PasswordField``, ``Toggle``,
/// ``Choice``, ``MultiChoice``, ``Stepper`` and ``FormButton``; each binds a key path of the
/// form's `Model` (a button binds none).
///
/// A control draws in the row's field: the part right of the form's label column. Its
/// `lineCount` lines come first, then its validation message (role `StyleRole.error`)
/// when it has one to show.
public class FormControl<Model> {
  /// The label shown left of the field (a button's title).
  public let label: String
  /// The checks run on the model; each answers a message when the value is not valid.
  var checks: [(Model) -> String?] = []

  init(label: String) {
    self.label = label
  }

  /// The lines the control's field takes (the message line not counted).
  var lineCount: Int { 1 }

  /// True for a button: the label column stays empty and the title is drawn in the field.
  var drawsOwnLabel: Bool { false }

  /// Draws the field for `model` on `surface` (the field's region).
  func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {}

  /// Handles a key while the control is focused (Tab, ↑ ↓ and Enter are the form's).
  func handle(_ key: Key, model: inout Model) -> FormControlOutcome { .unused }

  /// Handles pasted text while the control is focused.
  func paste(_ text: String, model: inout Model) -> FormControlOutcome { .unused }

  /// Handles a click at `point` of the field (field coordinates).
  func click(at point: Point, model: inout Model) -> FormControlOutcome { .unchanged }

  /// Where the terminal's cursor goes in the field, or nil.
  func cursor(_ model: Model, fieldWidth: Int) -> Point? { nil }

  /// The control's own keys, for the form's help.
  var helpLines: [KeyHelpLine] { [] }

  /// True for a control that takes typed text (a text or password field).
  var takesTypedText: Bool { false }

  /// The first failing check's message for `model`, or nil when every check passes.
  public func validationMessage(for model: Model) -> String? {
    for check in checks {
      if let message = check(model) { return message }
    }
    return nil
  }
}

/// What a control did with an event.
enum FormControlOutcome: Equatable {
  /// Not the control's event: the form passes it on.
  case unused
  /// Used, nothing changed.
  case unchanged
  /// The model or the control's own state changed.
  case changed
  /// A button was pressed: submit the form.
  case submit
  /// A button with its own action was pressed; its answer.
  case response(AppResponse)
}
