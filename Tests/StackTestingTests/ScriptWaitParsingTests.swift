import StackCore
import StackTerminal
import Testing

@testable import StackTesting

/// The `wait DURATION` step: its grammar and its error messages.
@Suite struct ScriptWaitParsingTests {
  private func actions(_ text: String) throws -> [ScriptAction] { try scriptActions(text) }

  /// The `FILE:LINE:COL: message` a bad script gives.
  private func error(_ text: String) -> String? {
    scriptError(text)
  }

  @Test func parserAcceptsMillisecondsAndSeconds() throws {
    let expected: [String: Duration] = [
      "120ms": .milliseconds(120), "1s": .seconds(1), "1.5s": .milliseconds(1_500),
      "0.25s": .milliseconds(250), "0.001s": .milliseconds(1), "1.500s": .milliseconds(1_500),
      "0ms": .zero, "16ms": .milliseconds(16), "60s": .seconds(60), "2.0ms": .milliseconds(2),
    ]
    for (text, duration) in expected {
      #expect(try actions("wait \(text)") == [.wait(duration)], "\(text)")
    }
    #expect(try actions("  wait\t120ms  # a pause") == [.wait(.milliseconds(120))])
  }

  @MainActor @Test func waitIsAStepThatIsNeitherInputNorALookAtTheScreen() {
    let wait = ScriptAction.wait(.milliseconds(5))
    #expect(!wait.isInput)
    #expect(!wait.looksAtScreen)
    #expect(ScriptAction.snapshot("a").looksAtScreen)
    #expect(ScriptRunner.inputBatches(for: wait, screenSize: Size(width: 4, height: 4)).isEmpty)
  }

  @Test func waitScriptTextRoundTrips() throws {
    for milliseconds in [0, 1, 16, 120, 999, 1_000, 1_500, 2_000, 59_999, 60_000] {
      let action = ScriptAction.wait(.milliseconds(milliseconds))
      #expect(try actions(action.scriptText) == [action], "\(action.scriptText)")
    }
    #expect(ScriptAction.wait(.milliseconds(1_500)).scriptText == "wait 1500ms")
    #expect(ScriptAction.wait(.seconds(2)).scriptText == "wait 2s")
  }

  @Test func parserRejectsBadDurationsWithTheirPlace() {
    let cases: [(String, String)] = [
      ("wait", "1:1: wait needs a duration, like wait 120ms or wait 1.5s"),
      ("wait \"1s\"", "1:6: wait needs a duration, like wait 120ms or wait 1.5s"),
      ("wait 120", "1:6: missing unit in '120' (write 120ms or 120s)"),
      ("wait 120 ms", "1:10: write the unit right after the number, like wait 120ms"),
      ("wait 2sec", "1:7: unknown unit 'sec' (expected ms or s; did you mean '2s'?)"),
      ("wait 20MS", "1:8: unknown unit 'MS' (expected ms or s; did you mean '20ms'?)"),
      ("wait 5min", "1:7: unknown unit 'min' (expected ms or s)"),
      (
        "wait 1.5ms",
        "1:6: wait 1.5ms is finer than a millisecond (durations are whole milliseconds)"
      ),
      (
        "wait 0.0001s",
        "1:6: wait 0.0001s is finer than a millisecond (durations are whole milliseconds)"
      ),
      ("wait 61s", "1:6: wait 61s is too long (at most 60s)"),
      ("wait 60001ms", "1:6: wait 60001ms is too long (at most 60s)"),
      ("wait 99999999999ms", "1:6: wait 99999999999ms is too long (at most 60s)"),
      ("wait -5ms", "1:6: bad duration '-5ms' (expected a number and a unit, like 120ms or 1.5s)"),
      (
        "wait .5s",
        "1:6: bad duration '.5s' (expected a number and a unit, like 120ms or 1.5s) "
          + "(did you mean '0.5s'?)"
      ),
      (
        "wait 1.2.3s",
        "1:6: bad duration '1.2.3s' (expected a number and a unit, like 120ms or 1.5s)"
      ),
      ("wait 1.s", "1:6: bad duration '1.s' (expected a number and a unit, like 120ms or 1.5s)"),
      ("wait 1s 2s", "1:9: unexpected '2s' after the wait command"),
      ("down\n  wait 1x", "2:9: unknown unit 'x' (expected ms or s)"),
      ("down wait 1s", "1:6: 'wait' is a command and must start its own line"),
      ("wiat 1s", "1:1: unknown key 'wiat' (did you mean 'wait'?)"),
    ]
    for (text, message) in cases {
      #expect(error(text) == "demo/x.keys:\(message)", "\(text)")
    }
  }
}
