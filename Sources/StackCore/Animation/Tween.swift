/// One value moving from `from` to `to` over an animation that started at `start`, for the
/// animation group `group`.
struct Tween {
  var from: Int
  var to: Int
  var start: Duration
  var animation: StackAnimation
  /// The group whose completion waits for this tween.
  var group: AnimationGroup

  /// The value at `now`, rounded to the nearest cell (halves away from zero).
  func value(at now: Duration) -> Int {
    let progress = animation.progress(after: now - start)
    if progress >= 1 { return to }
    let exact = Double(from) + Double(to - from) * progress
    return Int(exact.rounded(.toNearestOrAwayFromZero))
  }

  /// True once the duration is over at `now`.
  func isFinished(at now: Duration) -> Bool {
    animation.progress(after: now - start) >= 1
  }
}
