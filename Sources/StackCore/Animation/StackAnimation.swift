import StackDrawing

/// How a change moves on screen: for how long, and along which curve.
///
/// A row's length along the axis and the scroll offset move through whole cells: at each
/// frame the value is `from + (to - from) × curve(elapsed / duration)`, rounded to the nearest
/// cell (halves away from zero), so the first frame shows `from`, the last exactly `to`, and a
/// value never overshoots either end.
///
/// ```swift
/// try stack.collapseRow(at: 2, animation: .default) { finished in print(finished) }
/// try stack.removeRow(at: 0, animation: StackAnimation(duration: .milliseconds(300)))
/// ```
public struct StackAnimation: Sendable, Hashable {
  /// How long the change takes. Zero (or less) is an instant change.
  public var duration: Duration
  /// How progress through the duration maps to progress between the two values.
  public var curve: AnimationCurve

  /// True for ``inherited``: the change takes the animation of the update it is made in.
  let inherits: Bool

  /// An animation of `duration` along `curve`.
  public init(duration: Duration, curve: AnimationCurve = .easeOut) {
    self.duration = duration
    self.curve = curve
    inherits = false
  }

  /// The animation of the enclosing animated update, if any; else none. The default of every
  /// change's `animation:`: a change without one animates as the
  /// ``ScrollStack/performUpdate(animation:completion:_:)`` it is made in does.
  ///
  /// ```swift
  /// try stack.performUpdate(animation: .default) {
  ///   try stack.removeRow(at: 0)  // Animates with .default.
  ///   try stack.addRow(TextRowContent("new"), animation: .none)  // Appears at once.
  /// }
  /// ```
  public static let inherited = StackAnimation(inheriting: ())

  private init(inheriting: Void) {
    duration = .zero
    curve = .linear
    inherits = true
  }

  /// No animation: the change is applied at once, exactly as without `animation:`.
  public static let none = StackAnimation(duration: .zero, curve: .linear)

  /// 180 ms, easing out: short enough never to be in the way.
  public static let `default` = StackAnimation(duration: .milliseconds(180), curve: .easeOut)

  /// True when the change is applied at once.
  public var isInstant: Bool { duration <= .zero }

  /// The eased progress `0…1` after `elapsed` (1 once the duration is over).
  func progress(after elapsed: Duration) -> Double {
    guard !isInstant, elapsed < duration else { return 1 }
    guard elapsed > .zero else { return 0 }
    return curve.value(at: elapsed / duration)
  }
}
