import StackCore
import StackTerminal
import StackTesting
import Testing

@Suite struct ScriptParserTests {
  private func parse(_ text: String) throws -> KeyScript {
    try ScriptParser.parse(text, file: "t.keys")
  }

  private func actions(_ text: String) throws -> [ScriptAction] { try scriptActions(text) }

  /// The `FILE:LINE:COL: message` a bad script gives.
  private func error(_ text: String) -> String? {
    scriptError(text)
  }

  // MARK: Keys

  @Test func everyNamedKeyParses() throws {
    let expected: [String: Key] = [
      "up": .up, "down": .down, "left": .left, "right": .right, "pgup": .pageUp,
      "pgdn": .pageDown, "home": .home, "end": .end, "enter": .enter, "space": .character(" "),
      "tab": .tab, "backtab": .backTab, "esc": .escape, "backspace": .backspace,
      "delete": .delete, "insert": .insert,
    ]
    for (name, key) in expected {
      #expect(try actions(name) == [.key(key, count: 1)], "\(name)")
    }
  }

  @Test func functionAndControlKeysParse() throws {
    for number in 1...12 {
      #expect(try actions("f\(number)") == [.key(.function(number), count: 1)])
    }
    for letter in "abcdefghijklmnopqrstuvwxyz" {
      #expect(try actions("ctrl-\(letter)") == [.key(.ctrl(letter), count: 1)])
    }
  }

  @Test func singlePrintableCharactersAreKeys() throws {
    for character in ["j", "?", "q", "G", "+", "*", "\\", "'", "中", "é", "5", ";"] {
      #expect(
        try actions(character) == [.key(.character(Character(character)), count: 1)], "\(character)"
      )
    }
  }

  @Test func repetitionAndSeveralKeysOnALine() throws {
    let script = try parse("down*5 j  k*2\tenter")
    #expect(
      script.steps.map(\.action) == [
        .key(.down, count: 5), .key(.character("j"), count: 1),
        .key(.character("k"), count: 2), .key(.enter, count: 1),
      ])
    #expect(script.steps.map(\.column) == [1, 8, 11, 15])
    #expect(script.steps.allSatisfy { $0.line == 1 })
    #expect(
      try actions("**3 +*10000") == [
        .key(.character("*"), count: 3), .key(.character("+"), count: 10000),
      ])
  }

  @Test func typeTakesAStringWithEscapes() throws {
    #expect(try actions(#"type "hi \"you\" \\ # x""#) == [.type(#"hi "you" \ # x"#)])
    #expect(
      try actions(#"j type "ab" enter"#) == [
        .key(.character("j"), count: 1), .type("ab"), .key(.enter, count: 1),
      ])
    #expect(try actions(#"type "中文 🎉""#) == [.type("中文 🎉")])
  }

  // MARK: Commands

  @Test func everyCommandParses() throws {
    let script = try parse(
      """
      resize 40x12
      click 0 23
      wheel up
      wheel down 3
      expect "Row 3"
      expect-not "a \\"b\\""
      snapshot after-scroll_2.v1
      """)
    #expect(
      script.steps.map(\.action) == [
        .resize(Size(width: 40, height: 12)), .click(Point(x: 0, y: 23)),
        .wheel(.up, notches: 1), .wheel(.down, notches: 3), .expect("Row 3"),
        .expectNot(#"a "b""#), .snapshot("after-scroll_2.v1"),
      ])
    #expect(script.steps.map(\.line) == Array(1...7))
  }

  @Test func commentsAndBlankLinesAreIgnored() throws {
    let script = try parse(
      """
      # a comment

        down   # trailing comment
      expect "# not a comment"  # but this is
      \t
      """)
    #expect(script.steps.map(\.action) == [.key(.down, count: 1), .expect("# not a comment")])
    #expect(script.steps.map(\.line) == [3, 4])
    #expect(script.steps[0].column == 3)
  }

  @Test func windowsLineEndingsWork() throws {
    #expect(try actions("down\r\nup\r\n") == [.key(.down, count: 1), .key(.up, count: 1)])
  }

  @Test func directivesComeFromTheLeadingComments() throws {
    let script = try parse(
      """
      # A tour.
      # screen: list
      #rows:  1000000
      # Note without a directive
      down
      # size: 10x10
      """)
    #expect(script.directives.map(\.name) == ["screen", "rows"])
    #expect(script.directive("screen")?.value == "list")
    #expect(script.directive("rows")?.value == "1000000")
    #expect(script.directive("rows")?.line == 3)
    #expect(script.directive("rows")?.column == 9)
    #expect(script.directive("size") == nil)
  }

  @Test func scriptTextRoundTrips() throws {
    let text = """
      down*5 j
      type "a\\"b\\\\c"
      resize 40x12
      click 3 4
      wheel down 2
      wheel up
      expect "x"
      expect-not "y"
      snapshot s
      """
    let script = try parse(text)
    #expect(
      script.steps.map(\.action.scriptText).joined(separator: "\n")
        == text.replacing("down*5 j", with: "down*5\nj"))
    let again = try parse(script.steps.map(\.action.scriptText).joined(separator: "\n"))
    #expect(again.steps.map(\.action) == script.steps.map(\.action))
  }

  // MARK: Errors

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
