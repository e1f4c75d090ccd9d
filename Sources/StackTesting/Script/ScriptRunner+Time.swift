import StackCore
@_spi(Testing) import StackTerminal

/// Virtual time, and settling what runs on its own (sources, animations) before a look.
extension ScriptRunner {
  /// Lets `duration` pass on ``clock``, one frame interval at a time and stopping at every
  /// timer's deadline, so each timer fires at its time and in order; after each step the
  /// loop fires what is due and takes an animation frame (drawing it when it changed).
  public func advance(by duration: Duration) {
    var remaining = duration
    while remaining > .zero && !loop.isFinished { takeTimeStep(&remaining) }
  }

  /// One step of virtual time out of `remaining`: a frame interval, or less to stop at the
  /// next timer's deadline; then the loop fires what is due and takes an animation frame.
  func takeTimeStep(_ remaining: inout Duration) {
    var step = min(remaining, loop.frameInterval)
    if let deadline = loop.nextTimerDeadline, deadline > clock.now {
      step = min(step, deadline - clock.now)
    }
    clock.advance(by: step)
    remaining -= step
    loop.runUntilIdle()
  }

  /// Waits (in real time, at most ``maximumSourceWait``) for the watched descriptors that end
  /// on their own — a child's output, a pipe — handling what they deliver, so the screen
  /// looked at is the same on every run.
  public func settleSources() {
    let start = ContinuousClock.now
    while loop.hasWatchesThatEnd && !loop.isFinished
      && ContinuousClock.now - start < maximumSourceWait
    {
      if loop.waitForWatches(milliseconds: 50) { loop.runUntilIdle() }
    }
  }

  /// Lets the virtual time run, frame by frame, until the app stops animating: the screen
  /// then shows the animations finished, as a real terminal does once it is stable. After
  /// ``maximumSettleTime`` the animations are ended with `AppLoop.finishAnimations()`.
  public func settleAnimations() {
    var elapsed = Duration.zero
    while loop.isAnimating && !loop.isFinished {
      guard elapsed < maximumSettleTime else {
        loop.finishAnimations()
        return
      }
      advance(by: loop.frameInterval)
      elapsed += loop.frameInterval
    }
  }

  /// The input of an input step, in batches that each run to idle: one batch per key press
  /// (a repeated key is pressed and handled that many times), one for a click, one for all
  /// wheel notches. Empty for `expect`, `snapshot`, `resize` and `wait`.
  static func inputBatches(for action: ScriptAction, screenSize: Size) -> [[InputEvent]] {
    switch action {
    case .key(let key, let count):
      let events = delivered(key).map(InputEvent.key)
      return Array(repeating: events, count: count)
    case .type(let text):
      return text.unicodeScalars.map { [.key(.character(Character($0)))] }
    case .click(let point):
      return [[.mouse(.press(point)), .mouse(.release(point))]]
    case .wheel(let direction, let notches):
      let center = wheelPoint(on: screenSize)
      let event: MouseEvent = direction == .up ? .wheelUp(center) : .wheelDown(center)
      return [Array(repeating: .mouse(event), count: notches)]
    case .resize, .expect, .expectNot, .snapshot, .wait, .waitFor, .waitUntilGone:
      return []
    }
  }

  /// Where a `wheel` step turns the wheel on a screen of `size`: its middle cell.
  nonisolated static func wheelPoint(on size: Size) -> Point {
    Point(x: size.width / 2, y: size.height / 2)
  }

  /// The keys a terminal delivers when `key` is pressed.
  static func delivered(_ key: Key) -> [Key] {
    switch key {
    case .ctrl("h"): [.backspace]
    case .ctrl("i"): [.tab]
    case .ctrl("j"), .ctrl("m"): [.enter]
    case .character(let character) where character.unicodeScalars.count > 1:
      character.unicodeScalars.map { .character(Character($0)) }
    default: [key]
    }
  }
}
