import StackUI

/// A button of a dialog: `[ Yes ]`, drawn in the selection role while focused; Enter or
/// Space presses it, and so does a click (the press and the release on it).
///
/// ```swift
/// DialogButton("Delete") { delete(); return .redraw }
/// ```
public final class DialogButton: Widget {
  /// The label between the brackets.
  public var label: String
  /// What pressing the button does; its answer is the event's response.
  public var action: () -> AppResponse
  /// True while a click's press is on the button.
  private var isPressed = false

  /// A button labelled `label` that runs `action` when pressed.
  public init(_ label: String, action: @escaping () -> AppResponse) {
    self.label = label
    self.action = action
  }

  /// The columns the button takes: `[ label ]`.
  public var width: Int { TextWidth.of(label).saturatingAdd(4) }

  /// Draws `[ label ]`, in the selection role while focused (reverse without colours).
  public func render(in surface: inout Surface, isFocused: Bool) {
    let role: StyleRole = isFocused ? .selection : .text
    _ = surface.write("[ " + label + " ]", at: .zero, role: role)
  }

  /// Enter and Space press the button; a click presses it when it is released on it.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    switch event {
    case .key(.enter), .key(.character(" ")):
      return action()
    case .mouse(.press(let point)):
      isPressed = region.contains(point)
      return .unchanged
    case .mouse(.release(let point)):
      defer { isPressed = false }
      return isPressed && region.contains(point) ? action() : .unchanged
    default:
      return nil
    }
  }

  /// Enter and Space.
  public var keyHelp: KeyHelpSection? {
    KeyHelpSection(
      title: label, lines: [KeyHelpLine(keys: "Enter Space", help: "press \(label)")])
  }
}
