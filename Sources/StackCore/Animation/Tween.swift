import StackDrawing

/// One value moving from `from` to `to` over an animation that started at `start`, for the
/// animation group `group`. `from` keeps the fraction of a cell a retargeted motion had
/// reached, so changes that come faster than a cell's worth of motion still move it.
struct Tween {
  var from: Double
  var to: Int
  var start: Duration
  var animation: StackAnimation
  /// The group whose completion waits for this tween.
  var group: AnimationGroup

  /// The value at `now`, rounded to the nearest cell (halves away from zero).
  func value(at now: Duration) -> Int {
    let progress = animation.progress(after: now - start)
    if progress >= 1 { return to }
    return Int(exactValue(at: now).rounded(.toNearestOrAwayFromZero))
  }

  /// The value at `now`, unrounded (where a retargeted motion starts from).
  func exactValue(at now: Duration) -> Double {
    let progress = animation.progress(after: now - start)
    if progress >= 1 { return Double(to) }
    return from + (Double(to) - from) * progress
  }

  /// Where a motion retargeted at `now` starts: this tween's exact value when it rounds to
  /// `shown` (what the screen shows), else `shown` itself.
  static func start(retargeting tween: Tween?, at now: Duration, shown: Int) -> Double {
    guard let exact = tween?.exactValue(at: now),
      Int(exact.rounded(.toNearestOrAwayFromZero)) == shown
    else { return Double(shown) }
    return exact
  }

  /// True once the duration is over at `now`.
  func isFinished(at now: Duration) -> Bool {
    animation.progress(after: now - start) >= 1
  }

  /// Ends this tween for its group, cut short or not.
  func end(interrupted: Bool) {
    group.running -= 1
    if interrupted { group.wasInterrupted = true }
  }
}
