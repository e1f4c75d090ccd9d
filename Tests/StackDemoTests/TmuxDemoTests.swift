import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The built `stack-demo` in a real terminal: tmux, at 80x24, driven with `send-keys` and read
/// with `capture-pane`. Each test has its own tmux server. These tests fail (they do not skip)
/// when tmux or the demo binary is missing.
@Suite(.timeLimit(.minutes(1)))
struct TmuxDemoTests {
  // MARK: Keys

  @Test func keysMoveCollapseExpandLogAndShowHelp() throws {
    let demo = try TmuxDemo()
    try demo.waitForStart()
    try demo.waitForStatus("row 1/5") { $0.hasPrefix(" showcase │ row 1/5 │") }
    try demo.send("j", "Down")
    try demo.waitForStatus("row 3/5") { $0.hasPrefix(" showcase │ row 3/5 │") }
    try demo.send("Right")
    var screen = try demo.waitFor("▾ Tags (14)  ← collapse")
    #expect(screen.contains { $0.contains("[swift] [ncurses]") })
    try demo.send("h")
    screen = try demo.waitFor("▸ Tags (14)  → expand")
    #expect(!screen.contains { $0.contains("[swift]") })
    try demo.send("e", "Enter")
    screen = try demo.waitFor("─ events (e hides)")
    screen = try demo.waitForStatus("tapped") { $0.hasSuffix("│ tapped row 3") }
    let rule = try #require(screen.firstIndex { $0.contains("─ events (e hides)") })
    #expect(screen[(rule + 1)...].contains("tapped row 3"))
    #expect(screen.contains { $0.contains("▾ Tags") })
    try demo.send("?")
    screen = try demo.waitFor("Keys — showcase (any key closes)")
    #expect(screen.contains { $0.contains("PgUp PgDn ^B ^F   page") })
    try demo.send("z")
    try demo.session.waitForScreen("help closed") { !$0.contains { $0.contains("any key closes") } }
    try demo.send("Tab")
    try demo.waitForStatus("checkout") { $0.hasPrefix(" checkout │ row 2/7 │") }
    try demo.send("End", "C-b", "NPage", "BTab")
    try demo.waitForStatus("back on showcase") { $0.hasPrefix(" showcase │ row 3/5 │") }
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q")
  }

  /// Alt plus a key arrives as ESC and the key; sequences the terminfo entry does not know
  /// arrive as ESC and their tail. Neither may act as Esc (quit) or type its tail as keys.
  @Test func altKeysAndUnknownEscapeSequencesDoNothing() throws {
    let demo = try TmuxDemo()
    let start = try demo.waitForStart()
    try demo.send("M-j", "M-q", "M-[", "M-Enter")
    // ESC [1;9A and ESC [99J: sequences tmux-256color's terminfo does not describe.
    try demo.session.tmux("send-keys", "-t", "0", "-H", "1b", "5b", "31", "3b", "39", "41")
    try demo.session.tmux("send-keys", "-t", "0", "-H", "1b", "5b", "39", "39", "4a")
    try demo.send("j")  // Proof that everything before it was read.
    let screen = try demo.waitForStatus("row 2/5") { $0.hasPrefix(" showcase │ row 2/5 │") }
    #expect(screen.last == start.last?.replacingOccurrences(of: "row 1/5", with: "row 2/5"))
    #expect(screen.count == start.count)
    try demo.send("Escape")
    try demo.expectRestored(exitStatus: 0, "Esc after Alt keys")
  }

  @Test func aMillionRowsEndShowsTheLastRow() throws {
    let demo = try TmuxDemo(["--screen", "list", "--rows", "1000000"])
    try demo.waitForStatus("list") { $0.hasPrefix(" list │ row 1/1000000 │ 0% │") }
    try demo.send("End")
    let screen = try demo.waitFor("Row 1000000: some text for the row")
    #expect(screen.last?.hasPrefix(" list │ row 1000000/1000000 │ 100% │") == true)
    try demo.send("Escape")
    try demo.expectRestored(exitStatus: 0, "Esc")
  }

  @Test func mouseClickTapsAndWheelScrolls() throws {
    let demo = try TmuxDemo()
    let screen = try demo.waitForStart()
    let tags = try #require(screen.firstIndex { $0.contains("▸ Tags") })
    // X10 mouse reports (ncurses asks tmux-256color for mode 1000): ESC [ M, then button,
    // column and line, each plus 32 (positions counted from 1).
    func report(_ button: Int, x: Int, y: Int) throws {
      let bytes = [0x1B, 0x5B, 0x4D, 32 + button, 33 + x, 33 + y].map { String($0, radix: 16) }
      try demo.session.tmux(["send-keys", "-t", "0", "-H"] + bytes)
    }
    try report(0, x: 5, y: tags)  // Press.
    try report(3, x: 5, y: tags)  // Release.
    try demo.waitFor("▾ Tags (14)  ← collapse")
    try demo.waitForStatus("tapped, selected") {
      $0.hasPrefix(" showcase │ row 3/5 │") && $0.hasSuffix("tapped row 3")
    }
    let before = try demo.session.capture()
    try report(65, x: 5, y: 5)  // Wheel down: 3 lines.
    let after = try demo.session.waitForScreen("scrolled") { $0 != before }
    // The stack's lines (1...22) moved up by 3; the scroll indicator (last column) moved too.
    func rows(_ screen: [String], _ range: Range<Int>) -> [String] {
      screen[range].map { line in
        var line = String(line.dropLast())
        while line.last == " " { line.removeLast() }
        return line
      }
    }
    #expect(rows(after, 1..<20) == rows(before, 4..<23))
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q after mouse use")
  }

  // MARK: Restoring the terminal

  @Test(arguments: ["q", "Escape"])
  func quitRestoresTheTerminal(key: String) throws {
    let demo = try TmuxDemo()
    try demo.waitForStart()
    try demo.send("j", "e", "v")
    try demo.waitForStatus("horizontal") { $0.contains("│ horizontal │") }
    try demo.send(key)
    try demo.expectRestored(exitStatus: 0, key)
  }

  @Test func ctrlCRestoresTheTerminal() throws {
    let demo = try TmuxDemo(["--screen", "list"])
    try demo.waitForStart()
    try demo.send("C-c")
    try demo.expectRestored(exitStatus: 128 + SIGINT, "SIGINT (Ctrl-C)")
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
  func signalsRestoreTheTerminal(signal: Int32) throws {
    let demo = try TmuxDemo(["--screen", "chat"])
    try demo.waitForStart()
    try demo.send("n", "e")
    try demo.waitFor("─ events")
    try demo.signal(signal)
    try demo.expectRestored(exitStatus: 128 + signal, "signal \(signal)")
  }

  @Test func ctrlZSuspendsAndFgRedraws() throws {
    let session = try TmuxSession.shellRunningTheDemo()
    defer { session.kill() }
    try session.send("j")
    try session.waitForScreen("row 2/5") { $0.last?.hasPrefix(" showcase │ row 2/5") == true }
    try session.send("C-z")
    let stopped = try session.waitForScreen("the job stopped") { screen in
      screen.contains { $0.contains("Stopped") } && !screen.contains { $0.contains("StackTUI") }
    }
    #expect(!stopped.contains { $0.contains(" │ row ") })
    // While suspended, the shell has its terminal back as it was.
    #expect(try session.format("#{alternate_on} #{cursor_flag} #{mouse_any_flag}") == "0 1 0")
    try session.type("stty -g > during; fg")
    try session.send("Enter")
    let redrawn = try session.waitForScreen("the demo redrawn") {
      $0.last?.hasPrefix(" showcase │ row 2/5") == true
    }
    #expect(redrawn.first?.hasPrefix(" StackTUI  showcase") == true)
    #expect(redrawn.contains { $0.contains("Welcome to StackTUI") })
    try session.send("j")
    try session.waitForScreen("the demo still works") {
      $0.last?.hasPrefix(" showcase │ row 3/5") == true
    }
    try session.send("q")
    try session.waitForScreen("the prompt again") { screen in
      !screen.contains { $0.contains("StackTUI") }
    }
    try session.type("stty -g > after; echo done > finished")
    try session.send("Enter")
    _ = try session.waitForFile("finished")
    let before = try session.waitForFile("before")
    #expect(try session.waitForFile("during") == before)
    #expect(try session.waitForFile("after") == before)
  }

  // MARK: What a real terminal shows

  /// For each screen, keys that show wide characters (or the screen's main feature), in tmux
  /// names and in the headless harness's names.
  static let screenTours: [(screen: String, tmux: [String], keys: [String])] = [
    ("showcase", ["j", "j", "l"], ["j", "j", "l"]),
    ("checkout", ["j", "j"], ["j", "j"]),
    ("goal", ["j", "Enter"], ["j", "enter"]),
    ("chat", ["n", "n"], ["n", "n"]),
    ("list", ["NPage", "j"], ["pgdn", "j"]),
  ]

  @Test(arguments: 0..<5)
  func eachScreenLooksExactlyLikeTheHeadlessScreen(tour: Int) async throws {
    let (screen, tmuxKeys, keys) = Self.screenTours[tour]
    let demo = try TmuxDemo(["--screen", screen])
    try demo.waitForStart()
    try demo.session.tmux(["send-keys", "-t", "0"] + tmuxKeys)
    let expected = try await MainActor.run {
      let harness = try DemoHarness(screen: screen)
      for key in keys { harness.press(key) }
      return harness.lines
    }
    let shown = try? demo.session.waitForScreen("the headless screen of \(screen)") {
      $0 == expected
    }
    #expect(
      shown == expected,
      "tmux shows:\n\((try? demo.session.capture())?.joined(separator: "\n") ?? "")\nheadless:\n\(expected.joined(separator: "\n"))"
    )
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q on \(screen)")
  }

  @Test func wideCharactersLandOnTheColumnsOfTheHeadlessScreen() async throws {
    let demo = try TmuxDemo()
    try demo.waitForStart()
    try demo.send("j", "j", "l")
    let shown = try demo.waitFor("[中文] [emoji 🎉]")
    let expected = try await MainActor.run {
      let harness = try DemoHarness()
      harness.press("j", "j", "l")
      return harness.lines
    }
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
    let demo = try TmuxDemo()
    try demo.waitForStart()
    try demo.send("j", "j", "l")
    try demo.waitFor("▾ Tags")
    let harness = try await MainActor.run {
      let harness = try DemoHarness()
      harness.press("j", "j", "l")
      return harness
    }
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
    let demo = try TmuxDemo()
    try demo.waitForStart()
    let screen = try demo.session.waitForScreen("the first frame", escapes: true) {
      $0.last?.contains("row 1/5") == true
    }
    let welcome = try #require(screen.firstIndex { $0.contains("Welcome to StackTUI") })
    #expect(Self.sgrParameters(screen[welcome]).contains(44))  // Blue background.
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

  // MARK: Not a terminal

  @Test func redirectedStdoutInARealTerminalGivesOneLineAndNoEscapes() throws {
    let binary = try DemoProcess.executable()
    let session = try TmuxSession.forTests { directory in
      let script = """
        cd \(shellQuoted(directory.path)) || exit 1
        stty -g > before
        \(shellQuoted(binary)) > out 2> err
        echo $? > status.tmp && mv status.tmp status
        \(shellQuoted(binary)) < /dev/null 2> err-stdin
        echo $? > status-stdin.tmp && mv status-stdin.tmp status-stdin
        stty -g > after
        exec sleep 600
        """
      let url = directory.appendingPathComponent("run.sh")
      try script.write(to: url, atomically: true, encoding: .utf8)
      return "sh " + shellQuoted(url.path)
    }
    defer { session.kill() }
    #expect(try session.waitForFile("status") == "2\n")
    #expect(try session.waitForFile("status-stdin") == "2\n")
    let out = try Data(contentsOf: session.directory.appendingPathComponent("out"))
    #expect(
      out.isEmpty, "nothing on stdout: \(String(decoding: out, as: UTF8.self).debugDescription)")
    let err = try session.waitForFile("err")
    #expect(err.filter { $0 == "\n" }.count == 1)
    #expect(err.contains("stdout is not a terminal"))
    #expect(err.contains("--script"))
    #expect(!err.contains("\u{1B}"))
    let errStdin = try session.waitForFile("err-stdin")
    #expect(errStdin.contains("stdin is not a terminal"))
    #expect(errStdin.filter { $0 == "\n" }.count == 1)
    #expect(try session.waitForFile("before") == (try session.waitForFile("after")))
    // Nothing was drawn in the pane: stdout was the terminal for the second run.
    #expect(try session.capture().allSatisfy { $0.isEmpty })
    #expect(try session.format("#{alternate_on} #{mouse_any_flag} #{keypad_flag}") == "0 0 0")
  }
}
