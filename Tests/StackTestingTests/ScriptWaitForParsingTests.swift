import StackCore
import StackTerminal
import Testing

@testable import StackTesting

/// The `wait-for TEXT [TIMEOUT]` and `wait-until-gone TEXT [TIMEOUT]` steps: their grammar,
/// their error messages and their script text.
@Suite struct ScriptWaitForParsingTests {
  @Test func waitForAndWaitUntilGoneTakeATextAndAnOptionalTimeout() throws {
    #expect(try scriptActions(#"wait-for "loaded""#) == [.waitFor("loaded", timeout: nil)])
    #expect(
      try scriptActions(#"wait-for "loaded" 20s"#) == [.waitFor("loaded", timeout: .seconds(20))])
    #expect(
      try scriptActions(#"wait-until-gone "loading…" 1.5s # spinner"#)
        == [.waitUntilGone("loading…", timeout: .milliseconds(1_500))])
  }

  @Test func aBadWaitForSaysWhatItNeeds() {
    #expect(
      scriptError("wait-for")
        == #"demo/x.keys:1:1: wait-for needs a quoted text, like wait-for "loaded" or wait-for "loaded" 20s"#
    )
    #expect(
      scriptError(#"wait-until-gone """#)
        == "demo/x.keys:1:17: wait-until-gone needs a non-empty text")
    #expect(scriptError(#"wait-for "a" "b""#)?.contains("a timeout is a duration") == true)
    #expect(scriptError(#"wait-for "a" 20"#)?.contains("missing unit") == true)
    #expect(
      scriptError(#"wait-for "a" 2s x"#)
        == "demo/x.keys:1:17: unexpected 'x' after the wait-for command")
  }

  @Test func waitForScriptTextRoundTrips() throws {
    let actions: [ScriptAction] = [
      .waitFor("a \"b\"", timeout: nil), .waitFor("x", timeout: .milliseconds(250)),
      .waitUntilGone("loading…", timeout: .seconds(20)),
    ]
    for action in actions {
      #expect(try scriptActions(action.scriptText) == [action], "\(action.scriptText)")
    }
  }

  @MainActor @Test func waitForIsNeitherInputNorASettledLook() {
    let action = ScriptAction.waitFor("x", timeout: nil)
    #expect(!action.isInput)
    #expect(!action.looksAtScreen)
    #expect(action.waits)
    #expect(ScriptRunner.inputBatches(for: action, screenSize: Size(width: 4, height: 4)).isEmpty)
  }
}
