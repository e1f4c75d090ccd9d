import StackCore
import StackTerminal
import StackTesting
import Testing

/// The messages a bad script gives: where it is wrong (`FILE:LINE:COL`) and how to fix it.
@Suite struct ScriptParserErrorTests {
  /// The `FILE:LINE:COL: message` a bad script gives.
  private func error(_ text: String) -> String? {
    scriptError(text)
  }

  @Test func unknownKeysSuggestTheClosestName() {
    #expect(error("down\nup\ndwon") == "demo/x.keys:3:1: unknown key 'dwon' (did you mean 'down'?)")
    #expect(error("j  Up") == "demo/x.keys:1:4: unknown key 'Up' (did you mean 'up'?)")
    #expect(error("escape") == "demo/x.keys:1:1: unknown key 'escape' (did you mean 'esc'?)")
    #expect(error("pagedown") == "demo/x.keys:1:1: unknown key 'pagedown' (did you mean 'pgdn'?)")
    #expect(error("C-x") == "demo/x.keys:1:1: unknown key 'C-x' (did you mean 'ctrl-x'?)")
    #expect(error("ctrl-A") == "demo/x.keys:1:1: unknown key 'ctrl-A' (did you mean 'ctrl-a'?)")
    #expect(error("f13") == "demo/x.keys:1:1: unknown key 'f13' (did you mean 'f1'?)")
    #expect(
      error("snapshto x") == "demo/x.keys:1:1: unknown key 'snapshto' (did you mean 'snapshot'?)")
    #expect(
      error("expect_not \"a\"")
        == "demo/x.keys:1:1: unknown key 'expect_not' (did you mean 'expect-not'?)")
    #expect(
      error("jj")
        == "demo/x.keys:1:1: unknown key 'jj' (to press several keys, separate them with spaces)")
    #expect(error("down#x") == "demo/x.keys:1:1: unknown key 'down#x' (did you mean 'down'?)")
    #expect(error("dwon*3") == "demo/x.keys:1:1: unknown key 'dwon' (did you mean 'down'?)")
  }

  @Test func badRepetitions() {
    #expect(error("down*") == "demo/x.keys:1:5: missing repeat count after '*'")
    #expect(
      error("up down*x")
        == "demo/x.keys:1:9: bad repeat count 'x' (expected a number from 1 to 10000)")
    #expect(
      error("down*0") == "demo/x.keys:1:6: bad repeat count '0' (expected a number from 1 to 10000)"
    )
    #expect(
      error("down*10001")
        == "demo/x.keys:1:6: bad repeat count '10001' (expected a number from 1 to 10000)")
    #expect(
      error("down*-1")
        == "demo/x.keys:1:6: bad repeat count '-1' (expected a number from 1 to 10000)")
  }

  @Test func badStrings() {
    #expect(error("type") == "demo/x.keys:1:1: type needs a quoted text, like type \"hello\"")
    #expect(error("type hello") == "demo/x.keys:1:6: type needs a quoted text, like type \"hello\"")
    #expect(error("type \"\"") == "demo/x.keys:1:6: type needs at least one character")
    #expect(
      error("type \"a\tb\"") == "demo/x.keys:1:6: cannot type U+0009 (not a printable character)")
    #expect(error("j type \"abc") == "demo/x.keys:1:8: unterminated string (no closing \")")
    #expect(error("type \"abc\\\"") == "demo/x.keys:1:6: unterminated string (no closing \")")
    #expect(
      error("type \"a\\nb\"")
        == "demo/x.keys:1:8: unknown escape '\\n' in a string (only \\\" and \\\\ are allowed)")
    #expect(error("type \"ab\"c") == "demo/x.keys:1:10: expected a space after the closing quote")
    #expect(
      error("j \"abc\"") == "demo/x.keys:1:3: unexpected string (to type text, write type \"abc\")")
  }

  @Test func commandsMustStartTheirLine() {
    #expect(
      error("down resize 40x12")
        == "demo/x.keys:1:6: 'resize' is a command and must start its own line")
    #expect(
      error("j expect \"x\"")
        == "demo/x.keys:1:3: 'expect' is a command and must start its own line")
  }

  @Test func badResize() {
    #expect(error("resize") == "demo/x.keys:1:1: resize needs a size, like resize 40x12")
    #expect(error("resize \"40x12\"") == "demo/x.keys:1:8: resize needs a size, like resize 40x12")
    #expect(
      error("resize 40") == "demo/x.keys:1:8: bad size '40' (expected WIDTHxHEIGHT, like 40x12)")
    #expect(
      error("resize 40x") == "demo/x.keys:1:8: bad size '40x' (expected WIDTHxHEIGHT, like 40x12)")
    #expect(
      error("resize 0x12")
        == "demo/x.keys:1:8: size 0x12 is out of range (width and height must be 1 to 1000)")
    #expect(
      error("resize 40x1001")
        == "demo/x.keys:1:8: size 40x1001 is out of range (width and height must be 1 to 1000)")
    #expect(
      error("resize 40x12 down") == "demo/x.keys:1:14: unexpected 'down' after the resize command")
  }

  @Test func badClick() {
    #expect(error("click") == "demo/x.keys:1:1: click needs a column and a row, like click 10 5")
    #expect(error("click 3") == "demo/x.keys:1:1: click needs a column and a row, like click 10 5")
    #expect(
      error("click x 3") == "demo/x.keys:1:7: bad column 'x' (expected a number from 0, 0-based)")
    #expect(
      error("click 3 -1") == "demo/x.keys:1:9: bad row '-1' (expected a number from 0, 0-based)")
    #expect(error("click 3 4 5") == "demo/x.keys:1:11: unexpected '5' after the click command")
  }

  @Test func badWheel() {
    #expect(
      error("wheel") == "demo/x.keys:1:1: wheel needs a direction, like wheel down or wheel up 3")
    #expect(
      error("wheel left") == "demo/x.keys:1:7: bad wheel direction 'left' (expected up or down)")
    #expect(
      error("wheel up 0")
        == "demo/x.keys:1:10: bad notch count '0' (expected a number from 1 to 1000)")
    #expect(
      error("wheel up lots")
        == "demo/x.keys:1:10: bad notch count 'lots' (expected a number from 1 to 1000)")
    #expect(error("wheel up 2 3") == "demo/x.keys:1:12: unexpected '3' after the wheel command")
  }

  @Test func badExpectations() {
    #expect(error("expect") == "demo/x.keys:1:1: expect needs a quoted text, like expect \"Row 3\"")
    #expect(
      error("expect Row") == "demo/x.keys:1:8: expect needs a quoted text, like expect \"Row 3\"")
    #expect(
      error("expect-not")
        == "demo/x.keys:1:1: expect-not needs a quoted text, like expect-not \"Row 3\"")
    #expect(error("expect \"\"") == "demo/x.keys:1:8: expect needs a non-empty text")
    #expect(
      error("expect \"a\" \"b\"") == "demo/x.keys:1:12: unexpected \"b\" after the expect command")
  }

  @Test func badSnapshots() {
    #expect(
      error("snapshot") == "demo/x.keys:1:1: snapshot needs a name, like snapshot after-scroll")
    #expect(
      error("snapshot a/b")
        == "demo/x.keys:1:10: bad snapshot name 'a/b' (use letters, digits, '-', '_' and '.')")
    #expect(
      error("snapshot one\ndown\n  snapshot one")
        == "demo/x.keys:3:3: duplicate snapshot name 'one' (first used on line 1)")
    #expect(error("snapshot a b") == "demo/x.keys:1:12: unexpected 'b' after the snapshot command")
  }

  @Test func columnsCountCharacters() {
    // Wide characters and emoji are one column each in error positions.
    #expect(error("中 🎉 dwon") == "demo/x.keys:1:5: unknown key 'dwon' (did you mean 'down'?)")
  }

  @Test func theFirstErrorIsReported() {
    #expect(error("down\nbad1\nbad2").map { $0.hasPrefix("demo/x.keys:2:1:") } == true)
  }

  @Test func clicksAreValidatedAgainstTheScreenSize() throws {
    let fits = try ScriptParser.parse("click 79 23\nresize 40x12\nclick 39 11", file: "c.keys")
    try fits.validate(screenSize: Size(width: 80, height: 24))
    do {
      try ScriptParser.parse("click 79 23\nresize 40x12\nclick 40 3", file: "c.keys")
        .validate(screenSize: Size(width: 80, height: 24))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "c.keys:3:1: click 40 3 is outside the 40x12 screen (columns 0-39, rows 0-11)")
    }
  }

  @Test func closestNameIsPublicForAppChecks() {
    #expect(ScriptParser.closest(to: "lst", among: ["showcase", "list"]) == "list")
    #expect(ScriptParser.closest(to: "zzzzzz", among: ["showcase", "list"]) == nil)
  }
}
