import StackUI

/// A checkbox bound to a `Bool` of the model: `[x]` on, `[ ]` off, with an optional text
/// after the box. Space (or a click) flips it.
///
/// ```swift
/// Toggle("Gift wrap", \.giftWrap, text: "wrap it in paper")
/// ```
public final class Toggle<Model>: FormField<Model, Bool> {
  /// Drawn after the box (muted); empty for none.
  public var text: String

  /// A checkbox labelled `label` for `model[keyPath: keyPath]`.
  public init(_ label: String, _ keyPath: WritableKeyPath<Model, Bool>, text: String = "") {
    self.text = text
    super.init(label: label, keyPath: keyPath)
  }

  override func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {
    let box = model[keyPath: keyPath] ? "[x]" : "[ ]"
    surface.write(box, at: .zero, role: isFocused ? .focus : .text)
    if !text.isEmpty { surface.write(text, at: Point(x: 4, y: 0), role: .muted) }
  }

  override func handle(_ key: Key, model: inout Model) -> FormControlOutcome {
    guard key == .character(" ") else { return .unused }
    model[keyPath: keyPath].toggle()
    return .changed
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    model[keyPath: keyPath].toggle()
    return .changed
  }

  override var helpLines: [KeyHelpLine] {
    [KeyHelpLine(keys: "space, click", help: "switch \(label) on or off")]
  }
}
