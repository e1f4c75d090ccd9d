import StackCore
import StackTerminal

/// What moves on a screen: its stack's animations, plus any timed state of its own (the
/// chat's streaming answer). ``DemoApp`` drives every screen, shown or not.
extension DemoScreen {
  /// How the demo's changes move: 180 ms easing out. Without a clock they land at once.
  var animation: StackAnimation { .default }

  /// Makes an animated change named `change` (e.g. `collapse`): `body` gets the animation and
  /// a completion to pass on. When the change moves something, ``onAnimation`` hears that it
  /// started (after `body`) and later that it ended; a change with nothing to animate
  /// completes during the call and is reported neither way. The name is made only when it
  /// is reported (an interpolated action is a reflection walk on every key otherwise).
  func animating<T>(
    _ change: @escaping @autoclosure () -> String,
    _ body: (_ animation: StackAnimation, _ completion: @escaping (Bool) -> Void) throws -> T
  ) rethrows -> T {
    let state = CompletionState()
    defer {
      state.isLive = true
      if !state.isCompleted { onAnimation?(change(), .started) }
    }
    return try body(animation) { [weak self] finished in
      state.isCompleted = true
      guard state.isLive else { return }
      self?.onAnimation?(change(), .finished(finished))
    }
  }

  /// Gives the screen the demo's clock (nil: no time passes, every change and every answer
  /// lands at once). Without `animates` (reduced motion) the stack does not animate, but
  /// timed content (an answer arriving) still waits for its time.
  func useClock(_ clock: (any AnimationClock)?, animates: Bool) {
    stack.animationClock = animates ? clock : nil
    clockDidChange(clock)
  }

  /// True while something on the screen moves.
  var isAnimating: Bool { stack.isAnimating || hasTimedState }

  /// One frame at the clock's time; true when something on screen changed.
  func advanceAnimations() -> Bool {
    let advancedState = hasTimedState ? advanceTimedState() : false
    return stack.advanceAnimations() || advancedState
  }

  /// Lands every motion and timed state at once.
  func finishAnimations() {
    finishTimedState()
    stack.finishAnimations()
  }
}

/// Whether a completion belongs to a change that started an animation.
@MainActor
private final class CompletionState {
  /// True once the call that made the change has returned.
  var isLive = false
  /// True once the completion ran.
  var isCompleted = false
}
