import StackCore
@_spi(Testing) import StackTerminal
import Testing

/// `setNeedsRedraw()` asks for a frame; it needs to wake the loop only when the loop waits.
/// Called during a pass — from sent work, a timer, a watch handler, or a main-actor task the
/// synchronous `run()` runs in its pass — the frame is drawn at the end of that pass, and a
/// wake-up queued for later only costs one more `poll` and an empty pass (measured by
/// `stack-bench live-send`: a `loop.task` that calls it made two waits per value).
@MainActor
@Suite struct AppLoopRedrawWakeTests {
  @Test func setNeedsRedrawDuringAPassDrawsInThatPassAndQueuesNoWakeUp() {
    let terminal = DescriptorTerminal()
    let app = RecordingApp()
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()
    loop.send { [app] in
      app.values = [7]
      app.loop?.setNeedsRedraw()
      return .unchanged
    }
    loop.runUntilIdle()
    #expect(terminal.frames.last?.split(separator: "\n").first == "n=1 last=7")
    // Nothing is left for a later pass: the loop would wake for nothing.
    #expect(!loop.hasSentWork)
  }
}
