import StackCore
import StackTerminal
import StackTesting
import Testing

/// An app that quits when its animation (started by `g`) has run 100 ms.
@MainActor
private final class QuitsAfterAnimatingApp: TerminalApp {
  let clock: ManualClock
  private var start: Duration?

  init(clock: ManualClock) { self.clock = clock }

  func handle(_ event: InputEvent) -> AppResponse {
    guard event == .key(.character("g")) else { return .unchanged }
    start = clock.now
    return .redraw
  }

  func render(in surface: inout Surface) {
    surface.write("app", at: .zero, style: .plain)
  }

  func resize(to size: Size) {}

  var isAnimating: Bool { start != nil }

  func advanceAnimations() -> AppResponse {
    guard let start, clock.now - start >= .milliseconds(100) else { return .unchanged }
    return .quit
  }

  func finishAnimations() { start = nil }
}

/// Found in review: an app that quits while time passes (the settling before a step, or at
/// the end) must still be reported as quitting, at the line of the step whose time it was.
@MainActor
@Suite struct ScriptRunnerQuitLineTests {
  private func run(_ text: String) throws -> ScriptResult {
    let clock = ManualClock()
    let app = QuitsAfterAnimatingApp(clock: clock)
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 20, height: 3)), app: app, clock: clock)
    return try runner.run(try ScriptParser.parse(text, file: "quit.keys"))
  }

  @Test func quittingWhileSettlingBeforeAStepIsAtThePreviousStep() throws {
    let result = try run("g\nexpect \"app\"\nj\n")
    #expect(result.quitLine == 1)
  }

  @Test func quittingWhileSettlingAtTheEndIsAtTheLastStep() throws {
    let result = try run("j\ng\n")
    #expect(result.quitLine == 2)
  }

  @Test func anAppThatDoesNotQuitHasNoQuitLine() throws {
    let result = try run("j\n")
    #expect(result.quitLine == nil)
  }
}
