import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// Whatever `--record` writes replays to the same screen on the demo (issue 8, item 10: a
/// decomposed "é" was written `e ́` and did not parse). The recorder's own round trips are in
/// StackTestingTests (`ScriptRecorderRoundTripTests`).
@MainActor
@Suite struct RecorderRoundTripTests {
  @Test func aRecordedAccentReplaysToTheSameScreen() throws {
    // Typed into the chat screen's question (n opens it): the screen shows the text.
    let size = Size(width: 50, height: 10)
    let live = VirtualTerminal(size: size)
    let app = try DemoApp(screen: .chat, rows: 10, size: size, isMonochrome: false)
    let loop = AppLoop(terminal: live, app: app)
    var recorder = ScriptRecorder()
    let keys: [Key] = [.character("n"), .character("e"), .character("\u{301}"), .down, .down]
    for key in keys {
      recorder.record(.key(key))
      live.enqueue([.key(key)])
      loop.runUntilIdle()
    }
    let text = recorder.scriptText(header: ["screen: chat", "rows: 10", "size: 50x10"])
    // The live demo above has no clock: the replay does not animate either.
    let replay = try ScriptTestSupport.run(text: text, file: "accent.keys", animated: false)
    #expect(replay.result.finalScreen == live.screen.lines)
  }
}
