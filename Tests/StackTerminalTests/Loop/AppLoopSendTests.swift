import Dispatch
import StackCore
@_spi(Testing) import StackTerminal
import Testing

/// Work sent to an ``AppLoop`` from other threads: it wakes the waiting loop at once (the
/// loop has no timeout to wait out), runs in order, loses nothing, coalesces into few
/// frames, and a send after the loop ended is dropped.
@MainActor
@Suite struct AppLoopSendTests {
  /// Sends `count` values from a background thread, then a quit; runs the loop to the end.
  static func runWithSends(count: Int) -> (app: RecordingApp, terminal: DescriptorTerminal) {
    let terminal = DescriptorTerminal()
    let app = RecordingApp()
    app.onStart = { loop in
      let sender = loop.sender
      DispatchQueue.global().async {
        for value in 0..<count {
          sender.send { [app] in
            app.values.append(value)
            return .redraw
          }
        }
        sender.send { .quit }
      }
    }
    AppLoop(terminal: terminal, app: app).run()
    return (app, terminal)
  }

  @Test func workSentFromAnotherThreadRunsInOrderAndWakesTheLoopWithoutATimeout() {
    let (app, terminal) = Self.runWithSends(count: 1000)
    #expect(app.values == Array(0..<1000))
    // The loop never waited with a timeout: it woke for the sends, not on a poll interval.
    #expect(terminal.timedOutWaits == 0)
  }

  @Test func aMillionSendsLoseNoneAndCoalesceIntoFarFewerFrames() {
    let (app, terminal) = Self.runWithSends(count: 1_000_000)
    #expect(app.values.count == 1_000_000)
    #expect(app.values.last == 999_999)
    #expect(app.values.enumerated().allSatisfy { $0.offset == $0.element })
    // One frame per pass, and a pass takes everything queued: frames are a small fraction.
    #expect(terminal.frames.count < 10_000)
  }

  @Test func aSendAfterTheLoopEndedIsDroppedAndSaysSo() {
    let (app, _) = Self.runWithSends(count: 3)
    let loop = app.loop
    let accepted = loop?.send { [app] in
      app.values.append(-1)
      return .redraw
    }
    #expect(accepted == false)
    loop?.runUntilIdle()
    #expect(app.values == [0, 1, 2])
  }

  @Test func setNeedsRedrawFromATaskWakesTheLoopToDraw() {
    let terminal = DescriptorTerminal()
    let app = RecordingApp()
    app.onStart = { loop in
      let sender = loop.sender
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
        sender.send { [app] in
          app.values = [7]
          app.loop?.setNeedsRedraw()
          return .unchanged
        }
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) {
        sender.send { .quit }
      }
    }
    AppLoop(terminal: terminal, app: app).run()
    #expect(terminal.frames.last?.split(separator: "\n").first == "n=1 last=7")
  }
}
