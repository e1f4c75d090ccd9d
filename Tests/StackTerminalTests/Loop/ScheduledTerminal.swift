import StackCore
import StackTerminal

/// A fake ``Terminal`` whose input arrives at set times on a ``ManualClock``: waiting for
/// input moves the clock (to the next event, or by the whole timeout when none comes in
/// time). It records every timeout the loop asked for and when each frame was presented.
@MainActor
final class ScheduledTerminal: Terminal {
  let size: Size
  let isMonochrome = false
  let clock: ManualClock
  /// Every `nextInput` timeout asked for, in order.
  private(set) var timeouts: [Int?] = []
  /// Each presented frame: when, and its first line.
  private(set) var frames: [(time: Duration, line: String)] = []
  private var schedule: [(time: Duration, event: InputEvent)]

  /// A terminal whose input is `schedule` (in time order); the input ends after it.
  init(
    size: Size = Size(width: 20, height: 3), clock: ManualClock,
    schedule: [(time: Duration, event: InputEvent)]
  ) {
    self.size = size
    self.clock = clock
    self.schedule = schedule
  }

  /// When each frame was presented.
  var frameTimes: [Duration] { frames.map(\.time) }

  /// The non-zero finite waits: each one is a wake-up without input.
  var timedWaits: [Int] { timeouts.compactMap { $0 }.filter { $0 > 0 } }

  func present(_ canvas: Canvas) {
    frames.append((clock.now, canvas.lines.first ?? ""))
  }

  func nextInput(timeoutMilliseconds timeout: Int?) -> InputEvent? {
    timeouts.append(timeout)
    if let next = schedule.first, next.time <= clock.now {
      return schedule.removeFirst().event
    }
    guard timeout != 0 else { return nil }
    if let next = schedule.first,
      timeout.map({ next.time <= clock.now + .milliseconds($0) }) ?? true
    {
      clock.advance(by: next.time - clock.now)
      return schedule.removeFirst().event
    }
    if let timeout { clock.advance(by: .milliseconds(timeout)) }
    return nil
  }
}

/// An app that animates for ``duration`` after each key, measured on a ``ManualClock``,
/// like a stack scrolling smoothly; it records when it handled keys, took frames and idled.
@MainActor
final class AnimatingApp: TerminalApp {
  let clock: ManualClock
  let duration: Duration
  /// When the running animation ends; nil when nothing moves.
  private(set) var animationEnd: Duration?
  /// When each key was handled.
  private(set) var keyTimes: [Duration] = []
  /// When each animation frame was taken.
  private(set) var frameTimes: [Duration] = []
  /// When ``idle()`` was called.
  private(set) var idleTimes: [Duration] = []
  private(set) var finishCount = 0
  var idleTimeoutMilliseconds: Int?

  init(clock: ManualClock, duration: Duration = .milliseconds(100)) {
    self.clock = clock
    self.duration = duration
  }

  func handle(_ event: InputEvent) -> AppResponse {
    keyTimes.append(clock.now)
    animationEnd = clock.now + duration
    return .redraw
  }

  func render(in surface: inout Surface) {
    surface.write("keys \(keyTimes.count)", at: .zero, style: .plain)
  }

  func resize(to size: Size) {}

  func idle() -> AppResponse {
    idleTimes.append(clock.now)
    idleTimeoutMilliseconds = nil
    return .redraw
  }

  var isAnimating: Bool { animationEnd != nil }

  func advanceAnimations() -> AppResponse {
    frameTimes.append(clock.now)
    if let end = animationEnd, clock.now >= end { animationEnd = nil }
    return .redraw
  }

  func finishAnimations() {
    finishCount += 1
    animationEnd = nil
  }
}
