import StackUI

/// A form: controls as the rows of a `ScrollStack` — text and password fields, checkboxes,
/// radio lists, checklists, steppers and buttons — each bound to a key path of a `Model`
/// the app declares; submitting gives the model, typed, once every check passes.
///
/// ```swift
/// struct Checkout { var name = ""; var giftWrap = false; var shipping = Shipping.standard; var quantity = 1 }
/// let form = Form(Checkout()) {
///   TextField("Name", \.name).validate(message: { $0.isEmpty ? "Required" : nil })
///   Toggle("Gift wrap", \.giftWrap)
///   Choice("Shipping", \.shipping, options: Shipping.allCases)
///   Stepper("Quantity", \.quantity, in: 1...10)
///   FormButton("Pay")
/// }
/// form.onSubmit = { checkout in place(checkout); return .redraw }
/// ```
///
/// - Focus: the focused control is the stack's selected row, marked `›` and drawn in role
///   `StyleRole.focus`. Tab and ↓ go to the next control, Shift-Tab and ↑ to the previous
///   one (the stack scrolls to keep it in view); a click focuses the control under it.
/// - Keys: typing and pastes go to the focused text field (StackUI's `LineEditor`); Space
///   flips a checkbox or chooses the highlighted option (← → move it); ← → step a stepper;
///   Enter presses a button, and anywhere else submits.
/// - Validation: each control's checks (``FormField/validate(_:)``) run on every change; a
///   control's message is shown under it (role `StyleRole.error`) once it was changed or a
///   submit was tried. A check that throws shows the error's description.
/// - Submit (Enter, or a button without an action): when a check fails the first invalid
///   control is focused and every message shown; otherwise ``onSubmit`` gets the model.
public final class Form<Model>: Widget {
  /// The controls, top to bottom.
  public let controls: [FormControl<Model>]
  /// The stack of rows, one per control.
  public let stack = ScrollStack(viewport: .zero)
  /// Runs with the model when a submit finds every check passing; its answer is the event's.
  public var onSubmit: ((Model) -> AppResponse)?
  /// Runs after each change of the model.
  public var onChange: ((Model) -> Void)?
  /// The title of the form's key help.
  public var title = "Form"
  /// The shared state of the rows.
  let state: FormState<Model>
  /// The rows, in the order of ``controls``.
  let rows: [FormRow<Model>]
  /// True once a submit was tried: every message is shown from then on.
  var showsAllMessages = false
  /// The controls changed since the form was made (their messages are shown).
  var touched: Set<Int> = []

  /// A form editing `value` with `controls`.
  public init(_ value: Model, @FormBuilder<Model> controls: () -> [FormControl<Model>]) {
    let state = FormState(value: value)
    self.state = state
    self.controls = controls()
    rows = self.controls.map { FormRow($0, state: state) }
    stack.appearance.selectionRole = .text
    stack.appearance.highlightRole = .text
    _ = try? stack.addRows(rows)
    if !rows.isEmpty { try? stack.select(rowAt: 0) }
  }

  /// The model as the controls show it. Setting it redraws the controls with the new value
  /// (messages are checked again).
  public var value: Model {
    get { state.value }
    set {
      state.value = newValue
      refreshMessages()
    }
  }

  /// The index of the focused control, or nil when the form has none.
  public var focusedIndex: Int? { stack.selectedIndex }

  /// Focuses the control at `index` (ignored when out of range).
  public func focus(_ index: Int) {
    guard rows.indices.contains(index) else { return }
    try? stack.select(rowAt: index)
  }

  /// The message each control would show now (nil where its checks pass), in order.
  public var validationMessages: [String?] {
    controls.map { $0.validationMessage(for: state.value) }
  }

  /// The messages shown under the controls now, in order.
  public var shownMessages: [String?] { rows.map(\.message) }

  public func render(in surface: inout Surface, isFocused: Bool) {
    fit(to: surface.size)
    state.hasFocus = isFocused
    stack.render(in: &surface)
  }

  public func cursorPosition(in region: Rect) -> Point? {
    fit(to: region.size)
    guard let index = stack.selectedIndex,
      let frame = try? stack.frameOfRow(at: index),
      let point = controls[index].cursor(
        state.value, fieldWidth: max(0, region.size.width - state.fieldColumn))
    else { return nil }
    let y = frame.lowerBound - stack.offset + point.y
    guard y >= 0, y < region.size.height else { return nil }
    return Point(x: state.fieldColumn + point.x, y: y)
  }

  /// True while the focused control is a text or password field (printable keys type there).
  public var takesTypedText: Bool {
    stack.selectedIndex.map { controls[$0].takesTypedText } ?? false
  }

  /// The form's keys and the focused control's.
  public var keyHelp: KeyHelpSection? {
    let own = [
      KeyHelpLine(keys: "tab, ↓", help: "next field"),
      KeyHelpLine(keys: "shift-tab, ↑", help: "previous field"),
      KeyHelpLine(keys: "enter", help: "submit (or press the button)"),
      KeyHelpLine(keys: "click", help: "focus, switch, press"),
    ]
    let control = stack.selectedIndex.map { controls[$0].helpLines } ?? []
    return KeyHelpSection(title: title, lines: control + own)
  }

  /// Sets the viewport and the label column for a region of `size`.
  func fit(to size: Size) {
    if stack.viewport != size { stack.viewport = size }
    let widest =
      controls.lazy.filter { !$0.drawsOwnLabel }.map { TextWidth.of($0.label) }.max() ?? 0
    let column = 2 + min(widest, max(0, size.width / 3)) + 2
    if column != state.fieldColumn {
      state.fieldColumn = column
    }
  }

  /// Checks every control again and measures the rows whose message changed.
  func refreshMessages() {
    var changed: [Int] = []
    for (index, row) in rows.enumerated() {
      let shows = showsAllMessages || touched.contains(index)
      let message = shows ? controls[index].validationMessage(for: state.value) : nil
      if message != row.message {
        row.message = message
        changed.append(index)
      }
    }
    if !changed.isEmpty { try? stack.reloadRows(indexes: changed) }
  }
}
