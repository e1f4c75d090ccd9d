import StackDrawing

/// How an animation's progress through its duration maps to progress between its start and
/// end values: a pure function of progress `0…1`, with `0 → 0` and `1 → 1`.
///
/// ```swift
/// AnimationCurve.easeOut.value(at: 0.5)  // 0.75: fast first, slow at the end
/// ```
public enum AnimationCurve: Sendable, Hashable, CaseIterable {
  /// The same speed throughout.
  case linear
  /// Fast at first, slowing down at the end (quadratic): what a row settling into place does.
  case easeOut
  /// Slow at both ends, fastest in the middle (quadratic).
  case easeInOut

  /// The eased progress for a time `progress` in `0…1` (values outside are clamped).
  public func value(at progress: Double) -> Double {
    let time = min(max(progress, 0), 1)
    switch self {
    case .linear:
      return time
    case .easeOut:
      return 1 - (1 - time) * (1 - time)
    case .easeInOut:
      return time < 0.5 ? 2 * time * time : 1 - 2 * (1 - time) * (1 - time)
    }
  }
}
