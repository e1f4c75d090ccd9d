import StackCore
import StackTerminal
import StackTesting
import Testing

@Suite struct ScriptParserTests {
  private func parse(_ text: String) throws -> KeyScript {
    try ScriptParser.parse(text, file: "t.keys")
  }

  private func actions(_ text: String) throws -> [ScriptAction] { try scriptActions(text) }

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
}
