import StackCore
import StackTerminal
import StackTesting
import Testing

/// Timers on the loop's clock: the wait ends at the next timer (no polling), they fire in
/// deadline order, repeat until cancelled, and in a headless script fire on virtual time.
@MainActor
@Suite struct AppLoopTimerTests {
  /// An app that records, on its clock, when each named timer fired.
  @MainActor final class TimedApp: TerminalApp {
    let clock: ManualClock
    var fired: [(name: String, time: Duration)] = []
    var onStart: ((AppLoop) -> Void)?
    init(clock: ManualClock) { self.clock = clock }
    func start(in loop: AppLoop) { onStart?(loop) }
    func record(_ name: String) -> AppResponse {
      fired.append((name, clock.now))
      return .redraw
    }
    func handle(_ event: InputEvent) -> AppResponse {
      event == .key(.character("q")) ? .quit : .unchanged
    }
    func resize(to size: Size) {}
    func render(in surface: inout Surface) {
      surface.write("fired \(fired.count)", at: .zero, style: .plain)
    }
  }

  @Test func theWaitEndsAtTheNextTimerAndTheTimerFiresThere() {
    let clock = ManualClock()
    let app = TimedApp(clock: clock)
    app.onStart = { loop in loop.schedule(after: .milliseconds(300)) { app.record("once") } }
    let terminal = ScheduledTerminal(
      clock: clock, schedule: [(.milliseconds(1000), .key(.character("q")))])
    AppLoop(terminal: terminal, app: app, clock: clock).run()
    #expect(terminal.timeouts.first == 300)
    #expect(app.fired.map(\.name) == ["once"])
    #expect(app.fired.first?.time == .milliseconds(300))
    // After it fired the loop waits without a timeout again.
    #expect(terminal.timeouts.dropFirst().allSatisfy { $0 == nil || $0 == 0 })
  }

  @Test func aWaitStepFiresExactlyTheTimersDueInDeadlineOrder() throws {
    let clock = ManualClock()
    let app = TimedApp(clock: clock)
    app.onStart = { loop in
      loop.schedule(after: .milliseconds(250)) { app.record("b") }
      loop.schedule(after: .milliseconds(100)) { app.record("a") }
      loop.schedule(after: .milliseconds(400)) { app.record("late") }
      loop.schedule(every: .milliseconds(80)) { app.record("tick") }
    }
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 20, height: 2)), app: app, clock: clock)
    let script = try ScriptParser.parse("wait 300ms\nexpect \"fired 5\"\n", file: "t.keys")
    _ = try runner.run(script)
    #expect(app.fired.map(\.name) == ["tick", "a", "tick", "tick", "b"])
    #expect(
      app.fired.map(\.time)
        == [80, 100, 160, 240, 250].map { Duration.milliseconds($0) })
  }

  @Test func aRepeatingTimerNeverMakesAHeadlessRunSpin() throws {
    let clock = ManualClock()
    let app = TimedApp(clock: clock)
    app.onStart = { loop in loop.schedule(every: .milliseconds(80)) { app.record("spin") } }
    let terminal = VirtualTerminal(size: Size(width: 20, height: 2))
    let runner = ScriptRunner(terminal: terminal, app: app, clock: clock)
    let script = try ScriptParser.parse(
      "expect \"fired 0\"\ndown\nwait 500ms\nexpect \"fired 6\"\n", file: "t.keys")
    _ = try runner.run(script)
    #expect(app.fired.count == 6)
  }

  @Test func aCancelledTimerNeverFires() throws {
    let clock = ManualClock()
    let app = TimedApp(clock: clock)
    var timer: LoopTimer?
    app.onStart = { loop in
      timer = loop.schedule(after: .milliseconds(100)) { app.record("cancelled") }
      loop.schedule(after: .milliseconds(50)) {
        timer?.cancel()
        return app.record("canceller")
      }
    }
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 20, height: 2)), app: app, clock: clock)
    _ = try runner.run(try ScriptParser.parse("wait 1s\n", file: "t.keys"))
    #expect(app.fired.map(\.name) == ["canceller"])
    #expect(timer?.isScheduled == false)
  }

  @Test func aSleepOnTheLoopsClockEndsWhenVirtualTimeReachesIt() async throws {
    let clock = ManualClock()
    let app = TimedApp(clock: clock)
    app.onStart = { loop in
      loop.task {
        await loop.sleep(for: .milliseconds(200))
        _ = app.record("woke")
      }
    }
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 20, height: 2)), app: app, clock: clock)
    let script = try ScriptParser.parse(
      "wait 150ms\nexpect \"fired 0\"\nwait 100ms\nexpect \"fired 1\"\n", file: "t.keys")
    _ = try await runner.run(script)
    #expect(app.fired.first?.time == .milliseconds(200))
  }
}
