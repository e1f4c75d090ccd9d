import StackDrawing

/// A clock that moves only when told to: for tests and headless script runs, where animations
/// must give the same frames on every run.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: .milliseconds(40))
/// clock.now  // 40 ms
/// ```
public final class ManualClock: AnimationClock {
  /// The current time: the sum of every advance so far.
  public private(set) var now: Duration = .zero

  /// Creates a clock at time zero.
  public init() {}

  /// Moves the clock forward by `duration`; a negative duration does nothing (time never
  /// goes backwards).
  public func advance(by duration: Duration) {
    guard duration > .zero else { return }
    now += duration
  }
}
