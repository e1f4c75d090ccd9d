import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import TestSupport
import Testing

/// The "Live data" article's `Dashboard`, run headless with `await`: the task's report, the
/// readings sent from a thread, the command's lines and exit status, the feed's lines.
@MainActor
@Suite struct LiveGuideTests {
  @Test func theDashboardShowsWhatEverySourceDelivered() async throws {
    let (feed, continuation) = AsyncStream.makeStream(of: String.self)
    continuation.yield("fed 1")
    continuation.yield("fed 2")
    continuation.finish()
    let app = Dashboard(
      readings: Array(1...500), command: ["sh", "-c", "echo from the child; exit 3"], feed: feed)
    let runner = ScriptRunner(terminal: VirtualTerminal(size: Size(width: 40, height: 8)), app: app)
    let result = try await runner.run(try ScriptParser.parse("wait 160ms\n", file: "live.keys"))
    #expect(app.rows == ["north", "south", "east"])
    #expect(app.lines.contains("from the child"))
    #expect(app.lines.contains("fed 2"))
    #expect(app.status == "exit 3")
    #expect(result.finalScreen[1] == "north")
    #expect(app.frame == 0)  // The spinner stopped when the command ended.
    // The thread's sends arrive in order; the last one is shown once they are all in.
    let clock = ContinuousClock()
    let deadline = clock.now + hangCeiling
    while app.latest != 500 && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
      runner.loop.runUntilIdle()
    }
    #expect(app.latest == 500)
  }
}
