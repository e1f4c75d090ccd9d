import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

/// An app that polls on its idle timeout, which never goes away: each ``idle()`` shows the
/// lines that arrived (``pending``) and answers `.unchanged` when there were none; it quits
/// at its ``quitAfter``th idle call.
@MainActor
private final class PollingApp: TerminalApp {
  let clock: ManualClock
  var pending: [String] = []
  private(set) var shown: [String] = []
  private(set) var idleTimes: [Duration] = []
  var quitAfter = Int.max
  let idleTimeoutMilliseconds: Int? = 100

  init(clock: ManualClock) { self.clock = clock }

  func handle(_ event: InputEvent) -> AppResponse { .unchanged }
  func render(in surface: inout Surface) {
    surface.write(shown.joined(separator: " "), at: .zero, style: .plain)
  }
  func resize(to size: Size) {}

  func idle() -> AppResponse {
    idleTimes.append(clock.now)
    if idleTimes.count >= quitAfter { return .quit }
    guard !pending.isEmpty else { return .unchanged }
    shown += pending
    pending = []
    return .redraw
  }
}

/// Polling on the idle timeout: a real run calls ``TerminalApp/idle()`` every timeout without
/// input; a headless run calls it until it finds nothing new, then returns.
@MainActor
@Suite struct RunLoopPollingTests {
  private func ms(_ value: Int) -> Duration { .milliseconds(value) }

  @Test func runUntilIdleReturnsOnceAPollFindsNothingNew() {
    let clock = ManualClock()
    let terminal = VirtualTerminal(size: Size(width: 20, height: 2))
    let app = PollingApp(clock: clock)
    let loop = AppLoop(terminal: terminal, app: app, clock: clock)
    loop.runUntilIdle()
    #expect(app.idleTimes.count == 1)
    #expect(terminal.presentCount == 1)
    app.pending = ["a", "b"]
    loop.runUntilIdle()
    #expect(app.idleTimes.count == 3)  // Found a and b, then nothing.
    #expect(terminal.presentCount == 2)
    #expect(terminal.screen.line(0) == "a b")
  }

  @Test func aRealRunPollsEveryTimeoutWithoutInput() {
    let clock = ManualClock()
    let terminal = ScheduledTerminal(clock: clock, schedule: [(ms(250), .key(.down))])
    let app = PollingApp(clock: clock)
    app.quitAfter = 4
    AppLoop(terminal: terminal, app: app, clock: clock).run()
    // The key at 250 ms starts the timeout again.
    #expect(app.idleTimes == [100, 200, 350, 450].map(ms))
  }
}
