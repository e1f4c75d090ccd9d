import StackUI

/// A button row: `[ Pay ]` in role `StyleRole.accent` (`StyleRole.focus` while focused).
/// Enter, Space or a click presses it: it submits the form, or runs its own ``action`` when
/// it has one.
///
/// ```swift
/// FormButton("Pay")                                   // submits
/// FormButton("Clear") { form in form.value = Checkout(); return .redraw }
/// ```
public final class FormButton<Model>: FormControl<Model> {
  /// Runs instead of submitting when set, with the model; its answer is the event's.
  public var action: ((inout Model) -> AppResponse)?

  /// A button titled `title`: it submits the form, or runs `action` when given.
  public init(_ title: String, action: ((inout Model) -> AppResponse)? = nil) {
    self.action = action
    super.init(label: title)
  }

  override var drawsOwnLabel: Bool { true }

  override func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {
    surface.write("[ \(label) ]", at: .zero, role: isFocused ? .focus : .accent)
  }

  override func handle(_ key: Key, model: inout Model) -> FormControlOutcome {
    guard key == .enter || key == .character(" ") else { return .unused }
    return press(&model)
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    guard point.x < TextWidth.of("[ \(label) ]") else { return .unchanged }
    return press(&model)
  }

  private func press(_ model: inout Model) -> FormControlOutcome {
    guard let action else { return .submit }
    return .response(action(&model))
  }

  override var helpLines: [KeyHelpLine] {
    [KeyHelpLine(keys: "enter, space, click", help: action == nil ? "submit" : label)]
  }
}
