import StackCore
import StackTesting
import Testing

/// The first scripted test of README.md and the Getting Started article, word for word:
/// ``HelloApp`` played headless by a script.
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
    let runner = ScriptRunner(terminal: terminal, app: try HelloApp())
    let result = try runner.run(script)
    #expect(result.snapshots.map(\.name) == ["picked"])
    #expect(result.finalScreen.last == "You picked Bananas")
  }
}
