import StackCore
import StackTerminal
import StackTesting
import Testing

/// A bar that grows from 0 to 10 cells over 160 ms after `g`, measured on the runner's
/// virtual clock; it records every animation frame.
@MainActor
private final class GrowingBarApp: TerminalApp {
  let clock: ManualClock
  /// When the bar started growing; nil when it is still.
  private var start: Duration?
  private(set) var width = 0
  private(set) var frameTimes: [Duration] = []
  private(set) var finishCount = 0
  /// Never stops animating (an endless spinner) when true.
  var isEndless = false

  init(clock: ManualClock) {
    self.clock = clock
  }

  func handle(_ event: InputEvent) -> AppResponse {
    guard event == .key(.character("g")) else { return .unchanged }
    width = 0
    start = clock.now
    return .redraw
  }

  func render(in surface: inout Surface) {
    surface.write("bar:" + String(repeating: "#", count: width), at: .zero, style: .plain)
  }

  func resize(to size: Size) {}

  var isAnimating: Bool { start != nil || isEndless }

  func advanceAnimations() -> AppResponse {
    frameTimes.append(clock.now)
    guard let start else { return .unchanged }
    let elapsed = clock.now - start
    width = min(10, Int(elapsed / .milliseconds(16)))
    if width == 10 { self.start = nil }
    return .redraw
  }

  func finishAnimations() {
    finishCount += 1
    if start != nil { width = 10 }
    start = nil
  }
}

/// Headless `wait`: the virtual clock, intermediate frames, and settled screens.
@MainActor
@Suite struct ScriptRunnerWaitTests {
  private let full = "bar:##########"

  private func run(_ text: String, configure: (GrowingBarApp) -> Void = { _ in }) throws
    -> (ScriptResult, GrowingBarApp, ScriptRunner)
  {
    let clock = ManualClock()
    let app = GrowingBarApp(clock: clock)
    configure(app)
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 20, height: 2)), app: app, clock: clock)
    let result = try runner.run(try ScriptParser.parse(text, file: "t.keys"))
    return (result, app, runner)
  }

  @Test func headlessWaitAdvancesTheClockAndRendersIntermediateFrames() throws {
    let (result, app, runner) = try run("g\nwait 48ms\nsnapshot mid\nwait 32ms\nsnapshot later")
    #expect(result.snapshots.map(\.lines.first) == ["bar:###", "bar:#####"])
    // One frame per frame interval, the first one when the key was handled.
    #expect(Array(app.frameTimes.prefix(6)) == [0, 16, 32, 48, 64, 80].map(Duration.milliseconds))
    // The end of the script sees the animation finished.
    #expect(result.finalScreen.first == full)
    #expect(runner.clock.now == .milliseconds(160))
  }

  @Test func aWaitShorterThanAFrameAdvancesByItsOwnLength() throws {
    let (result, app, runner) = try run("g\nwait 5ms\nwait 11ms\nexpect \"bar:#\"\nsnapshot s")
    #expect(Array(app.frameTimes.prefix(3)) == [0, 5, 16].map(Duration.milliseconds))
    #expect(result.snapshots.first?.lines.first == "bar:#")
    #expect(runner.clock.now == .milliseconds(160))
  }

  @Test func snapshotSeesFinishedAnimations() throws {
    let (result, app, runner) = try run("g\nsnapshot done\nexpect \"\(full)\"")
    #expect(result.snapshots.first?.lines.first == full)
    #expect(app.finishCount == 0)  // Finished by letting the virtual time run, frame by frame.
    #expect(runner.clock.now == .milliseconds(160))
  }

  @Test func anInputAfterAWaitMakesTheNextSnapshotSettleAgain() throws {
    let (result, _, _) = try run("g\nwait 32ms\ng\nsnapshot settled")
    #expect(result.snapshots.first?.lines.first == full)
  }

  @Test func theFinalScreenIsSettledEvenAfterAWait() throws {
    let (result, _, runner) = try run("g\nwait 16ms")
    #expect(result.finalScreen.first == full)
    #expect(runner.clock.now == .milliseconds(160))
  }

  @Test func aWaitWithoutAnimationOnlyMovesTheClock() throws {
    let (result, app, runner) = try run("wait 1s\nwait 1.5s")
    #expect(runner.clock.now == .milliseconds(2_500))
    #expect(app.frameTimes.isEmpty)
    #expect(runner.terminal.presentCount == 1)
    #expect(result.finalScreen.first == "bar:")
  }

  @Test func anEndlessAnimationIsFinishedAfterTheSettleLimit() throws {
    let clock = ManualClock()
    let app = GrowingBarApp(clock: clock)
    app.isEndless = true
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 20, height: 2)), app: app, clock: clock)
    runner.maximumSettleTime = .milliseconds(160)
    let result = try runner.run(try ScriptParser.parse("g", file: "t.keys"))
    #expect(app.finishCount == 2)  // At the start and at the end.
    #expect(result.finalScreen.first == full)
  }
}
