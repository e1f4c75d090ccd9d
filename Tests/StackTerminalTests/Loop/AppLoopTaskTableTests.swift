import StackCore
import StackTesting
import Testing

@_spi(Testing) @testable import StackTerminal

/// Tasks started with `AppLoop.task(_:)`: a finished one leaves the loop's table, so an app
/// that starts one per item (file-details: one per file) pays the same for the 40,000th as
/// for the first (issue 27: the table kept every task and was scanned on each start).
@MainActor
@Suite struct AppLoopTaskTableTests {
  @Test func aFinishedTaskLeavesTheLoopsTable() async throws {
    let loop = AppLoop(
      terminal: VirtualTerminal(size: Size(width: 20, height: 4)), app: RecordingApp())
    var finished = 0
    for _ in 0..<200 { loop.task { finished += 1 } }
    #expect(loop.loopTasks.count == 200)
    // A generous ceiling that only catches a hang: the tasks run as this test awaits.
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(600)
    while finished < 200 && clock.now < deadline { await Task.yield() }
    try await Task.sleep(for: .milliseconds(10))
    #expect(finished == 200)
    #expect(loop.loopTasks.isEmpty)
    #expect(!loop.hasLoopTasks)
  }

  @Test func anUnfinishedTaskIsStillCancelledWhenTheLoopEnds() async {
    let loop = AppLoop(
      terminal: VirtualTerminal(size: Size(width: 20, height: 4)), app: RecordingApp())
    let task = loop.task {
      try? await Task.sleep(for: .seconds(600))
    }
    #expect(loop.loopTasks.count == 1)
    loop.cancelTasks()
    #expect(task.isCancelled)
    #expect(loop.loopTasks.isEmpty)
  }
}
