import StackDrawing

/// The time animations are measured against: a point on a monotonic timeline, as a `Duration`
/// since an origin the clock chooses. Only differences between two readings mean anything.
///
/// A stack never reads the system time itself: it is given a clock, so the same changes give
/// the same frames in a test (with a ``ManualClock``) as in a terminal (StackTerminal's
/// `MonotonicClock`).
public protocol AnimationClock: AnyObject {
  /// The current time on this clock's timeline. Never goes backwards.
  var now: Duration { get }
}
