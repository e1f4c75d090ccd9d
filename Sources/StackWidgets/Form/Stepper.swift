import StackUI

/// A number bound to an `Int` or a `Double` of the model, stepped within a range: `‹ 3 ›`
/// with the range after it (muted). ← or `-` steps down, → or `+` up, Home and End go to
/// the ends; a click on `‹` or `›` steps. Values are kept in the range: a step never
/// overflows (it stops at the end), a value outside the range (or NaN) is brought in, a step
/// of 0, negative, NaN or infinite counts as 1.
///
/// ```swift
/// Stepper("Quantity", \.quantity, in: 1...10)
/// Stepper("Tip %", \.tip, in: 0...30, step: 2.5)
/// ```
public final class Stepper<Model, Value: Comparable & CustomStringConvertible>: FormField<
  Model, Value
>
{
  /// The values allowed.
  public let range: ClosedRange<Value>
  /// One step from a value, up (true) or down, clamped to the range.
  private let stepping: (Value, Bool) -> Value
  /// A value brought into the range.
  private let clamping: (Value) -> Value

  /// A stepper for an `Int`, moving by `step` within `range`.
  public init(
    _ label: String, _ keyPath: WritableKeyPath<Model, Int>, in range: ClosedRange<Int>,
    step: Int = 1
  ) where Value == Int {
    let step = step == 0 ? 1 : (step == Int.min ? Int.max : abs(step))
    let clamp = { (value: Int) in min(max(value, range.lowerBound), range.upperBound) }
    self.range = range
    clamping = clamp
    stepping = { value, up in
      let (next, overflow) =
        up
        ? clamp(value).addingReportingOverflow(step)
        : clamp(value).subtractingReportingOverflow(step)
      guard !overflow else { return up ? range.upperBound : range.lowerBound }
      return clamp(next)
    }
    super.init(label: label, keyPath: keyPath)
  }

  /// A stepper for a `Double`, moving by `step` within `range`.
  public init(
    _ label: String, _ keyPath: WritableKeyPath<Model, Double>, in range: ClosedRange<Double>,
    step: Double = 1
  ) where Value == Double {
    let step = step.isFinite && step != 0 ? abs(step) : 1
    let clamp = { (value: Double) in
      value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    }
    self.range = range
    clamping = clamp
    stepping = { value, up in clamp(up ? clamp(value) + step : clamp(value) - step) }
    super.init(label: label, keyPath: keyPath)
  }

  override func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {
    let value = clamping(model[keyPath: keyPath])
    let text = "‹ \(value) ›"
    let width = surface.write(text, at: .zero, role: isFocused ? .focus : .text)
    surface.write(
      "  \(range.lowerBound)–\(range.upperBound)", at: Point(x: width, y: 0), role: .muted)
  }

  override func handle(_ key: Key, model: inout Model) -> FormControlOutcome {
    let value = model[keyPath: keyPath]
    let next: Value
    switch key {
    case .left, .character("-"): next = stepping(value, false)
    case .right, .character("+"): next = stepping(value, true)
    case .home: next = range.lowerBound
    case .end: next = range.upperBound
    default: return .unused
    }
    return set(next, from: value, in: &model)
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    let value = model[keyPath: keyPath]
    let valueWidth = TextWidth.of("‹ \(clamping(value)) ›")
    if point.x == 0 { return set(stepping(value, false), from: value, in: &model) }
    if point.x == valueWidth - 1 { return set(stepping(value, true), from: value, in: &model) }
    return .unchanged
  }

  /// Stores `next` when it differs from `value`.
  private func set(_ next: Value, from value: Value, in model: inout Model) -> FormControlOutcome {
    // NaN differs from itself: compare with `<` both ways so a NaN brought in counts.
    guard next < value || value < next || !(value == value) else { return .unchanged }
    model[keyPath: keyPath] = next
    return .changed
  }

  override var helpLines: [KeyHelpLine] {
    [KeyHelpLine(keys: "← → (- +), Home End", help: "step \(label) within its range")]
  }
}
