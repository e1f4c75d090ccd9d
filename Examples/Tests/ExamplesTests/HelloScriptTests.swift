import StackCore
import StackTesting
import Testing

@testable import HelloStack

/// The first scripted test of README.md and the Getting Started article, word for word:
/// the `hello-stack` example's ``HelloApp`` played headless by a script.
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
