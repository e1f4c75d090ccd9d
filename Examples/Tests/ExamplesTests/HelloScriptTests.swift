import StackCore
import StackTesting
import Testing

@testable import HelloStack

/// The app played headless by a script: ↓ Enter picks the second row, and the status line
/// says so.
@MainActor
@Suite struct HelloScriptTests {
  @Test func pickingAFruitSaysSo() throws {
    let script = try ScriptParser.parse(
      """
      down enter
      expect "You picked Bananas"
      snapshot picked
      """, file: "hello.keys")
    let terminal = VirtualTerminal(size: Size(width: 30, height: 8))
    let app = try HelloApp(items: ["Apples", "Bananas", "Cherries"])
    let runner = ScriptRunner(terminal: terminal, app: app)
    let result = try runner.run(script)
    #expect(result.snapshots.map(\.name) == ["picked"])
    #expect(result.finalScreen.last == "You picked Bananas.")
  }
}
