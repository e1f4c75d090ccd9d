import StackCore
internal import StackPlatform

/// The `AnimationClock` of a real terminal: the system's monotonic time
/// (`CLOCK_MONOTONIC`), which never jumps when the wall clock is set.
///
/// Every instance reads the same timeline (time since an unspecified point such as boot),
/// so an app's stack and the ``AppLoop`` driving it agree on "now" even when each was given
/// its own `MonotonicClock`.
///
/// ```swift
/// let clock = MonotonicClock()
/// let stack = ScrollStack(viewport: size)   // given `clock` for its animations
/// AppLoop(terminal: terminal, app: app, clock: clock).run()
/// ```
public final class MonotonicClock: AnimationClock {
  /// Creates a clock; all instances read the same monotonic time.
  public init() {}

  /// The current monotonic time, with nanosecond resolution.
  public var now: Duration {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
}
