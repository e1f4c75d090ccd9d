import StackCore
import StackTerminal
import StackTesting
import Testing

/// Messages that quote a script's text never carry its control characters to the terminal,
/// and a huge token costs little and gives a short message (issue 8, items 6 and 9).
@Suite struct ScriptMessageSafetyTests {
  /// The `FILE:LINE:COL: message` a bad script gives.
  private func error(_ text: String, file: String = "x.keys") -> String? {
    scriptError(text, file: file)
  }

  /// True when `text` has a C0 or C1 control character, DEL, or U+2028/U+2029.
  private func hasRawControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029
    }
  }

  @Test func aTitleSequenceInAnUnknownKeyIsEscaped() {
    let message = error("j \u{1B}]0;PWNED\u{07} k")
    #expect(
      message == "x.keys:1:3: unknown key '\\u{1B}]0;PWNED\\u{7}' "
        + "(to press several keys, separate them with spaces)")
  }

  @Test func everyParserMessageEscapesControlCharacters() {
    let osc52 = "\u{1B}]52;c;aGk=\u{07}"
    let scripts = [
      "\(osc52)", "down*\(osc52)", "type \"\\\(osc52)\"", "\"\(osc52)\"", "resize \(osc52)",
      "click \(osc52) 1", "click 1 \(osc52)", "wheel \(osc52)", "wheel up \(osc52)",
      "snapshot \(osc52)", "expect \"a\" \(osc52)", "resize 4x4 \"\(osc52)\"",
      "down\u{9B}31m", "down\u{85}up", "j\u{2028}k",
    ]
    for script in scripts {
      let message = error(script)
      #expect(message != nil, "\(script.debugDescription)")
      #expect(message.map(hasRawControls) == false, "\(message.debugDescription)")
    }
  }

  @Test func theFileNameInAMessageIsEscaped() {
    let message = error("dwon", file: "\u{1B}]0;x\u{07}.keys")
    #expect(message == "\\u{1B}]0;x\\u{7}.keys:1:1: unknown key 'dwon' (did you mean 'down'?)")
  }

  @Test func anExpectFailureEscapesTheTextAndTheScreen() throws {
    let script = try ScriptParser.parse("expect \"\u{1B}[2J\"", file: "e.keys")
    do {
      try script.checkExpectation(script.steps[0], screen: ["a\u{1B}b"])
      Issue.record("expected a failure")
    } catch {
      #expect(error.summary == "e.keys:1:1: expect failed: \"\\u{1B}[2J\" is not on the screen")
      #expect(!hasRawControls(error.description.replacingNewlines()))
      #expect(error.description.contains("a\\u{1B}b"))
    }
  }

  @Test func aLongTokenIsShortenedInTheMessage() {
    let token = String(repeating: "x", count: 1_000)
    let message = error("down \(token)")
    let expected = String(repeating: "x", count: MessageText.standardLimit)
    #expect(message?.hasPrefix("x.keys:1:6: unknown key '\(expected)… (936 more)'") == true)
    #expect((message?.count ?? .max) < 200)
  }

  @Test func aMegabyteTokenGetsNoSuggestionAndAShortMessage() {
    // The suggestion search is bounded: a token longer than any name could be near gets none
    // (this took 17.5 s before, by computing the edit distance to every name).
    let token = String(repeating: "dwon", count: 250_000)
    let message = error(token)
    #expect(message?.hasSuffix("(936 more)'") == false)
    #expect(message?.contains("did you mean") == false)
    #expect((message?.count ?? .max) < 200)
    // A combining mark repeated a million times is one Character, but a million scalars.
    let marks = "ab" + String(repeating: "\u{301}", count: 1_000_000)
    #expect((error(marks)?.unicodeScalars.count ?? .max) < 200)
  }

  @Test func closestIgnoresWordsBeyondTheCap() {
    let long = String(repeating: "a", count: 33)
    #expect(ScriptParser.closest(to: long, among: [long]) == nil)
    let short = String(repeating: "a", count: 32)
    #expect(ScriptParser.closest(to: short, among: [short + "b"]) == short + "b")
  }

  @Test func messageTextEscapesInvisibleScalarsAndCounts() {
    #expect(MessageText.escaped("a\u{7F}b\u{202E}c") == "a\\u{7F}b\\u{202E}c")
    #expect(MessageText.escaped("é中🎉") == "é中🎉")
    #expect(MessageText.escaped("abcdef", limit: 3) == "abc… (3 more)")
    #expect(MessageText.escapingControls(inMessage: "a\n\u{1B}b") == "a\n\\u{1B}b")
  }
}

extension String {
  /// The text with line feeds replaced by spaces (multi-line messages may keep them).
  fileprivate func replacingNewlines() -> String {
    String(unicodeScalars.map { $0 == "\n" ? " " : Character($0) })
  }
}
