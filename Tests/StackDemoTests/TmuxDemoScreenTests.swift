import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// What the built `stack-demo` shows in a real terminal (tmux): the cells of the headless
/// screen, wide characters in their columns, redraws after resizes, colour or none.
/// Each test has its own tmux server at 80x24, driven with `send-keys` and read with
/// `capture-pane`. These tests fail (they do not skip) when tmux or the demo binary is missing.
@Suite(.timeLimit(.minutes(10)))
struct TmuxDemoScreenTests {
  /// For each screen, keys that show wide characters (or the screen's main feature), in tmux
  /// names and in the headless harness's names.
  static let screenTours: [(screen: String, tmux: [String], keys: [String])] = [
    ("showcase", ["j", "j", "l"], ["j", "j", "l"]),
    ("checkout", ["j", "j"], ["j", "j"]),
    ("goal", ["j", "Enter"], ["j", "enter"]),
    ("chat", ["n", "n"], ["n", "n"]),
    ("list", ["NPage", "j"], ["pgdn", "j"]),
    // The checkout form: Pay now opens it; typing, Tab, → and Space fill it in.
    (
      "checkout", ["End", "Enter", "A", "d", "a", "Tab", "Tab", "Right", "Space"],
      ["end", "enter", "A", "d", "a", "tab", "tab", "right", "space"]
    ),
  ]

  /// The headless demo on `screen` after `keys` (the harness's names), each its own burst.
  @MainActor
  static func headless(screen: String = "showcase", after keys: [String]) throws -> DemoHarness {
    let harness = try DemoHarness(screen: screen)
    for key in keys { harness.press(key) }
    return harness
  }

  @Test(arguments: 0..<6)
  func eachScreenLooksExactlyLikeTheHeadlessScreen(tour: Int) async throws {
    let (screen, tmuxKeys, keys) = Self.screenTours[tour]
    let demo = try TmuxDemo.started(["--screen", screen])
    try demo.session.tmux(["send-keys", "-t", "0"] + tmuxKeys)
    let expected = try await MainActor.run { try Self.headless(screen: screen, after: keys).lines }
    let shown = try? demo.session.waitForScreen("the headless screen of \(screen)") {
      $0 == expected
    }
    #expect(
      shown == expected,
      "tmux shows:\n\((try? demo.session.capture())?.joined(separator: "\n") ?? "")\nheadless:\n\(expected.joined(separator: "\n"))"
    )
    if expected.contains(where: { $0.contains("Checkout — Total") }) {
      // The form takes every key, q included: Esc closes it first.
      try demo.send("Escape")
      try demo.waitFor("[ Pay now ]")
    }
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q on \(screen)")
  }

  @Test func wideCharactersLandOnTheColumnsOfTheHeadlessScreen() async throws {
    let demo = try TmuxDemo.started()
    try demo.send("j", "j", "l")
    let shown = try demo.waitFor("[中文] [emoji 🎉]")
    let expected = try await MainActor.run { try Self.headless(after: ["j", "j", "l"]).lines }
    for text in [
      "Notes — 笔记 📝", "(中文, 日本語, 한국어) and emoji (🎉🚀) take", "[中文] [emoji 🎉]",
      "marks (e\u{301})",
    ] {
      let line = try #require(expected.firstIndex { $0.contains(text) }, "\(text)")
      #expect(shown[line] == expected[line], "\(text)")
      // Same column: what precedes it takes the same width in both.
      let tmuxPrefix = try #require(shown[line].firstRange(of: text)).lowerBound
      let headlessPrefix = try #require(expected[line].firstRange(of: text)).lowerBound
      #expect(
        TextWidth.of(shown[line][..<tmuxPrefix]) == TextWidth.of(expected[line][..<headlessPrefix]))
    }
    // The scroll indicator after the wide characters is in the last column in both.
    let notes = try #require(expected.firstIndex { $0.contains("(中文, 日本語") })
    #expect(TextWidth.of(shown[notes]) == 80)
    #expect(TextWidth.of(expected[notes]) == 80)
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q")
  }

  @Test func resizeTo20x6AndBackRedrawsWithoutStaleCells() async throws {
    let demo = try TmuxDemo.started()
    try demo.send("j", "j", "l")
    try demo.waitFor("▾ Tags")
    let harness = try await Self.headless(after: ["j", "j", "l"])
    for (width, height) in [(20, 6), (80, 24), (1, 1), (300, 100), (80, 24)] {
      try demo.session.resize(width: width, height: height)
      let expected = await MainActor.run {
        harness.resize(width, height)
        return harness.lines
      }
      let shown = try? demo.session.waitForScreen("\(width)x\(height)") { $0 == expected }
      #expect(
        shown == expected,
        "at \(width)x\(height) tmux shows:\n\((try? demo.session.capture())?.joined(separator: "\n") ?? "")\nheadless:\n\(expected.joined(separator: "\n"))"
      )
      #expect(try demo.session.format("#{pane_width}x#{pane_height}") == "\(width)x\(height)")
    }
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q after resizing")
  }

  @Test(arguments: [true, false])
  func withoutColourTheSelectionIsStillShown(byEnvironment: Bool) throws {
    let demo = try TmuxDemo(
      byEnvironment ? [] : ["--no-color"], environment: byEnvironment ? ["NO_COLOR": "1"] : [:])
    try demo.waitForStart()
    try demo.send("j")
    let screen = try demo.session.waitForScreen("row 2/5", escapes: true) {
      $0.last?.contains("row 2/5") == true
    }
    let notes = try #require(screen.firstIndex { $0.contains("Notes") })
    #expect(Self.sgrParameters(screen[notes]).contains(7), "the selected row is in reverse video")
    let welcome = try #require(screen.firstIndex { $0.contains("Welcome to StackTUI") })
    #expect(!Self.sgrParameters(screen[welcome]).contains(7), "the other rows are not")
    for (y, line) in screen.enumerated() {
      let colours = Self.sgrParameters(line).filter(Self.isColour)
      #expect(colours.isEmpty, "line \(y) has colour parameters \(colours)")
    }
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q without colour")
  }

  @Test func withColourTheSelectionHasItsBackground() throws {
    let demo = try TmuxDemo.started()
    let screen = try demo.session.waitForScreen("the first frame", escapes: true) {
      $0.last?.contains("row 1/5") == true
    }
    let welcome = try #require(screen.firstIndex { $0.contains("Welcome to StackTUI") })
    // The theme's selection role: a blue background of its own (44 at 8 and 16 colours,
    // palette entry 25 at 256) behind white text; reverse video only without colour (above).
    let parameters = Self.sgrParameters(screen[welcome])
    let sequence = ";" + parameters.map(String.init).joined(separator: ";") + ";"
    #expect(parameters.contains(44) || sequence.contains(";48;5;25;"), "\(parameters)")
    #expect(!parameters.contains(7), "no reverse video in colour: \(parameters)")
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q")
  }

  /// The parameters of every SGR sequence (`ESC [ ... m`) in `line`.
  static func sgrParameters(_ line: String) -> [Int] {
    var parameters: [Int] = []
    for match in line.matches(of: /\x1B\[([0-9;]*)m/) {
      let numbers = match.1.split(separator: ";", omittingEmptySubsequences: false).map {
        Int($0) ?? 0
      }
      parameters += numbers
    }
    return parameters
  }

  /// True for SGR parameters that set a colour (not the defaults 39/49).
  static func isColour(_ parameter: Int) -> Bool {
    (30...37).contains(parameter) || (40...47).contains(parameter) || (90...97).contains(parameter)
      || (100...107).contains(parameter) || parameter == 38 || parameter == 48
  }
}
