import Foundation
import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// `--record`: what a user does becomes a script that replays to the same screen.
@MainActor
@Suite struct RecorderTests {
  private let point = Point(x: 3, y: 7)

  @Test func theRecordingReplaysToTheSameFinalScreen() throws {
    let size = Size(width: 60, height: 16)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-record-\(UUID().uuidString).keys").path
    defer { try? FileManager.default.removeItem(atPath: path) }

    // A session on a virtual terminal, recorded as `--record` does.
    let live = VirtualTerminal(size: size)
    let recording = try RecordingTerminal(
      base: live, path: path, header: ["screen: checkout", "rows: 1000", "size: 60x16"])
    let app = try DemoApp(screen: .checkout, rows: 1000, size: size, isMonochrome: false)
    let loop = AppLoop(terminal: recording, app: app)
    let session: [[InputEvent]] = [
      [.key(.down), .key(.down), .key(.character("a")), .key(.character("a"))],
      [.key(.character("K")), .key(.character("x")), .key(.enter)],
      [.mouse(.press(Point(x: 5, y: 4))), .mouse(.release(Point(x: 5, y: 4)))],
      [.key(.character("e")), .mouse(.wheelDown(point)), .mouse(.wheelDown(point))],
      [.key(.tab), .key(.tab), .key(.enter), .key(.enter)],
      [.key(.backTab), .key(.backTab), .key(.character("X"))],
      [.key(.character("#")), .key(.character("?"))],
    ]
    for burst in session {
      live.enqueue(burst)
      loop.runUntilIdle()
    }
    live.resize(to: Size(width: 70, height: 14))
    loop.runUntilIdle()
    // The user closes the help, then quits (the last frame is the one before the quit key).
    live.enqueue([.key(.character(" "))])
    loop.runUntilIdle()
    live.enqueue([.key(.character("q"))])
    loop.runUntilIdle()
    #expect(loop.isFinished)
    try recording.finish(appQuit: loop.isFinished)
    let expected = live.screen.lines

    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("# screen: checkout"))
    #expect(text.contains("resize 70x14"))
    #expect(text.contains("# (the key q, which quit the demo, is left out)"))
    let replay = try ScriptTestSupport.run(text: text, file: path)
    #expect(replay.result.quitLine == nil)
    #expect(replay.result.finalScreen == expected)
  }

  @Test func theFileIsWrittenBeforeWaitingForInput() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-record-\(UUID().uuidString).keys").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let live = VirtualTerminal(size: Size(width: 40, height: 10))
    let recording = try RecordingTerminal(base: live, path: path, header: [])
    live.enqueue([.key(.down), .key(.down)])
    _ = recording.nextInput(timeoutMilliseconds: 0)
    _ = recording.nextInput(timeoutMilliseconds: 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "")
    // About to block: whatever was recorded so far is saved (so Ctrl-C loses nothing).
    _ = recording.nextInput(timeoutMilliseconds: nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "down*2\n")
  }

  @Test func anUnwritablePathFailsAtOnce() {
    #expect(throws: DemoFailure.self) {
      _ = try RecordingTerminal(
        base: VirtualTerminal(size: Size(width: 10, height: 4)), path: "/nonexistent/dir/x.keys",
        header: [])
    }
  }
}
