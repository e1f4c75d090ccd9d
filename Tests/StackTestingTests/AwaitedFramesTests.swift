import StackCore
import StackTerminal
import Testing

@testable import StackTesting

/// Counts its key presses and shows the count; notes the most frames the terminal had kept for
/// a `wait-for` when a key arrived.
@MainActor
private final class PressCounterApp: TerminalApp {
  let terminal: VirtualTerminal
  private(set) var presses = 0
  private(set) var mostFramesKept = 0

  init(terminal: VirtualTerminal) { self.terminal = terminal }

  func handle(_ event: InputEvent) -> AppResponse {
    guard case .key = event else { return .unchanged }
    presses += 1
    mostFramesKept = max(mostFramesKept, terminal.recordedFrames.count)
    return .redraw
  }

  func render(in surface: inout Surface) {
    surface.write("count \(presses)", at: .zero, style: .plain)
  }

  func resize(to size: Size) {}
}

/// A script run keeps the frames a `wait-for` or `wait-until-gone` can look at, and only
/// those: turning a frame into lines costs about what drawing it does, and the demo fuzz's
/// `KEY*6000` steps paid it for every press with no wait anywhere (a quarter of each press).
@Suite struct AwaitedFramesTests {
  private func steps(_ text: String) throws -> [KeyScript.Step] {
    try ScriptParser.parse(text, file: "t.keys").steps
  }

  @Test func onlyTheStepsBeforeAWaitWithNoInputBetweenKeepTheirFrames() throws {
    let frames = AwaitedFrames(
      try steps(
        """
        down*500
        expect "x"
        up
        snapshot a
        wait 1s
        wait-for "x"
        left
        wait-until-gone "y"
        right
        """))
    #expect(!frames.beforeFirstStep)
    #expect(frames.duringStep == [false, false, true, true, true, true, true, true, false])
  }

  @Test func framesBeforeTheFirstStepAreKeptWhenAWaitComesFirst() throws {
    let frames = AwaitedFrames(try steps("snapshot a\nwait-for \"x\"\nq"))
    #expect(frames.beforeFirstStep)
    #expect(frames.duringStep == [true, true, false])
    #expect(!AwaitedFrames(try steps("q\nwait-for \"x\"")).beforeFirstStep)
  }

  @MainActor
  @Test func aRepeatedKeyWithNoWaitAfterItKeepsNoFrame() throws {
    let terminal = VirtualTerminal(size: Size(width: 20, height: 2))
    let app = PressCounterApp(terminal: terminal)
    let runner = ScriptRunner(terminal: terminal, app: app)
    let result = try runner.run(try ScriptParser.parse("x*50\nexpect \"count 50\"", file: "t.keys"))
    #expect(result.finalScreen.first == "count 50")
    #expect(app.mostFramesKept == 0)
  }

  @MainActor
  @Test func aWaitForStillSeesAFrameDrawnDuringTheKeysBeforeIt() throws {
    let terminal = VirtualTerminal(size: Size(width: 20, height: 2))
    let app = PressCounterApp(terminal: terminal)
    let runner = ScriptRunner(terminal: terminal, app: app)
    // "count 3" was on the screen only between the third and the fourth press.
    let result = try runner.run(
      try ScriptParser.parse("x*50\nwait-for \"count 3\" 1s", file: "t.keys"))
    #expect(result.finalScreen.first == "count 50")
    #expect(app.mostFramesKept > 0)
  }
}
