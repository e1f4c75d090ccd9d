import StackCore
@_spi(Testing) import StackTerminal
import Testing

/// How the run loop drives animation frames: by the clock, only while the app animates,
/// never delaying input.
@MainActor
@Suite struct RunLoopFrameTests {
  private func ms(_ value: Int) -> Duration { .milliseconds(value) }

  private func run(
    _ schedule: [(time: Duration, event: InputEvent)],
    app configure: (AnimatingApp) -> Void = { _ in }
  ) -> (ScheduledTerminal, AnimatingApp) {
    let clock = ManualClock()
    let terminal = ScheduledTerminal(clock: clock, schedule: schedule)
    let app = AnimatingApp(clock: clock)
    configure(app)
    AppLoop(terminal: terminal, app: app, clock: clock, frameInterval: ms(16)).run()
    return (terminal, app)
  }

  @Test func framesAreDrivenByTheClockOnlyWhileTheAppAnimates() {
    let (terminal, app) = run([(ms(100), .key(.character("a")))])
    // A 100 ms animation from t = 100: one frame every 16 ms until it has ended.
    #expect(app.frameTimes == [100, 116, 132, 148, 164, 180, 196, 212].map(ms))
    #expect(terminal.frameTimes == [0, 100, 116, 132, 148, 164, 180, 196, 212].map(ms))
    // Blocks for the key, drains what is pending, waits one frame at a time, then blocks.
    #expect(terminal.timeouts == [nil, 0] + Array(repeating: 16, count: 7) + [nil])
  }

  @Test func anIdleAppCostsNoWakeUps() {
    let clock = ManualClock()
    let terminal = ScheduledTerminal(
      clock: clock,
      schedule: [(ms(1_000), .key(.down)), (ms(5_000), .key(.up)), (ms(60_000), .key(.down))])
    let app = CountingApp()
    AppLoop(terminal: terminal, app: app, clock: clock).run()
    #expect(app.handled == 3)
    // Blocks with no timeout for each key, only polls for what is pending with it.
    #expect(terminal.timeouts == [nil, 0, nil, 0, nil, 0, nil])
    #expect(terminal.timedWaits.isEmpty)
  }

  @Test func afterTheAnimationTheLoopBlocksAgain() {
    let (terminal, app) = run([(ms(0), .key(.down)), (ms(10_000), .key(.down))])
    #expect(app.keyTimes == [ms(0), ms(10_000)])
    // 7 frame waits per 100 ms animation, and nothing in the ~10 s between them.
    #expect(terminal.timedWaits == Array(repeating: 16, count: 14))
    #expect(terminal.timeouts.last == .some(nil))
  }

  @Test func aKeyPressedMidAnimationIsHandledAtOnce() {
    let (terminal, app) = run([(ms(10), .key(.character("a"))), (ms(37), .key(.character("b")))])
    #expect(app.keyTimes == [ms(10), ms(37)])
    // Frames at 10 and 26; the key at 37 cuts the wait for the frame due at 42 short and is
    // drawn at once, with the animation's frame for 37; frames go on from there.
    #expect(Array(app.frameTimes.prefix(4)) == [10, 26, 37, 53].map(ms))
    #expect(terminal.frames.contains { $0.time == ms(37) && $0.line == "keys 2" })
  }

  @Test func holdingDownNeverLagsBehindTheKeys() {
    // Auto-repeat faster than frames (every 5 ms), then a burst of three at once.
    var schedule = (0..<20).map { (time: ms(5 * $0 + 1), event: InputEvent.key(.down)) }
    schedule += Array(repeating: (time: ms(101), event: InputEvent.key(.down)), count: 3)
    let (terminal, app) = run(schedule)
    #expect(app.keyTimes == schedule.map(\.time))
    // Every key is on screen the moment it is handled, the burst in one frame.
    for (index, key) in schedule.enumerated() where index < 20 {
      #expect(terminal.frames.contains { $0.time == key.time && $0.line == "keys \(index + 1)" })
    }
    #expect(terminal.frames.filter { $0.time == ms(101) }.map(\.line) == ["keys 23"])
    // At most one frame per pass: never two frames at the same moment.
    #expect(Set(terminal.frameTimes).count == terminal.frameTimes.count)
  }

  @Test func theFrameIntervalIsConfigurableAndNeverWokenEarly() {
    let clock = ManualClock()
    let terminal = ScheduledTerminal(clock: clock, schedule: [(ms(0), .key(.down))])
    let app = AnimatingApp(clock: clock, duration: ms(40))
    let interval = Duration.microseconds(10_500)
    AppLoop(terminal: terminal, app: app, clock: clock, frameInterval: interval).run()
    // 10.5 ms is waited as 11 ms (rounded up, so a frame is never taken before it is due).
    #expect(terminal.timedWaits == [11, 11, 11, 11])
    #expect(app.frameTimes == [0, 11, 22, 33, 44].map(ms))
  }

  @Test func anIdleTimeoutStillFiresWhileAnimating() {
    let (_, app) = run([(ms(0), .key(.character("a")))]) { app in
      app.idleTimeoutMilliseconds = 50
    }
    #expect(app.idleTimes == [ms(50)])
    #expect(Array(app.frameTimes.prefix(5)) == [0, 16, 32, 48, 50].map(ms))
  }

  @Test func runUntilIdleTakesOneFrameAtTheClocksCurrentTime() {
    let clock = ManualClock()
    let terminal = ScheduledTerminal(clock: clock, schedule: [(ms(0), .key(.down))])
    let app = AnimatingApp(clock: clock)
    let loop = AppLoop(terminal: terminal, app: app, clock: clock)
    loop.runUntilIdle()
    #expect(app.frameTimes == [ms(0)])
    #expect(loop.isAnimating)
    clock.advance(by: ms(16))
    loop.runUntilIdle()
    #expect(app.frameTimes == [ms(0), ms(16)])
    #expect(terminal.timedWaits.isEmpty)  // Headless: never waits.
    loop.finishAnimations()
    #expect(app.finishCount == 1)
    #expect(!loop.isAnimating)
    #expect(terminal.frames.count == 4)  // First, key, frame at 16, finished.
    loop.finishAnimations()  // Nothing animates: nothing to do.
    #expect(app.finishCount == 1)
  }

  @Test func appsThatDoNotAnimateGetTheDefaults() {
    let app = CountingApp()
    #expect(!app.isAnimating)
    #expect(app.advanceAnimations() == .unchanged)
    app.finishAnimations()
  }

  @Test func theMonotonicClockNeverGoesBackAndInstancesAgree() {
    let first = MonotonicClock()
    let second = MonotonicClock()
    var last = first.now
    for _ in 0..<1_000 {
      let now = first.now
      #expect(now >= last)
      last = now
    }
    #expect(second.now >= last)
    // The same epoch (one boot-time clock): apart by the loop's time, not by an offset. The
    // bound is far above any delay a loaded machine makes.
    #expect(second.now - first.now < .seconds(60))
  }
}
