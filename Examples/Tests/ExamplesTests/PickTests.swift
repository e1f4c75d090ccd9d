import ExamplesTmuxTestSupport
import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import Pick

/// `pick`: its script headless and in tmux (the same screens), lines shown escaped and
/// printed as their original bytes, the exit statuses of the built program (Enter 0, Esc 130,
/// no input 1, a terminal on stdin 2), `--multi`, and bad input (a 10 MB line, a 100,000
/// character paste, terminals of 1×1 and 400×200).
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct PickTests {
  /// The lines of `pick.keys`: paths, a tab, an escape sequence, a byte that is not UTF-8
  /// and a NUL.
  static let input: [UInt8] =
    Array("src/main.swift\ninclude/stdio.h\ninclude/stdlib.h\ndocs/README.md\n".utf8)
    + Array("a\tb\nesc \u{1B}[31mred\u{1B}[0m\n".utf8) + Array("bad ".utf8) + [0xFF]
    + Array(" byte\nnul ".utf8) + [0] + Array(" here\n".utf8)

  /// `bytes` as a `printf` format in single quotes: every byte outside printable ASCII (and
  /// `\`, `%`, `'`) as an octal escape.
  static func printfFormat(_ bytes: [UInt8]) -> String {
    var format = "'"
    for byte in bytes {
      if byte >= 0x20 && byte < 0x7F && byte != 0x5C && byte != 0x25 && byte != 0x27 {
        format.append(Character(UnicodeScalar(byte)))
      } else {
        format += "\\" + String(byte, radix: 8).leftPadded(to: 3)
      }
    }
    return format + "'"
  }

  /// Plays `events` on `app` in a terminal of `size`; returns the screen's lines.
  static func screen(
    _ app: PickApp, size: Size = Size(width: 44, height: 10), events: [InputEvent] = []
  ) -> [String] {
    screenLines(of: app, size: size, events: events, clock: app.clock)
  }

  static func keys(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

  @Test func pastTheLineCapTheRestOfTheInputIsNotReadAndTheCountSaysSo() {
    let input = Array((1...100).map { "line \($0)\n" }.joined().utf8)
    let app = PickApp(input: input, maximumLines: 10)
    #expect(app.store.count == 10)
    #expect(app.store.string(at: 9) == "line 10")
    #expect(Self.screen(app, size: Size(width: 60, height: 10))[0].contains("(max: --max-lines)"))
  }

  // MARK: The script

  @Test func theScriptFiltersAndShowsEveryLineEscaped() throws {
    let script = try ExampleScript(example: "pick")
    let dump = try script.headlessDump(PickApp(input: Self.input))
    #expect(dump.contains("--- snapshot narrowed ---\n"))
    #expect(dump.contains("bad \\xFF byte"))
    #expect(!dump.contains("\u{1B}") && !dump.contains("\u{0}"))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() async throws {
    let script = try ExampleScript(example: "pick")
    let headless = try script.headlessDump(PickApp(input: Self.input))
    let executable = try BuiltExecutable.path(named: "pick")
    let command =
      "printf \(Self.printfFormat(Self.input)) | \(TmuxSession.shellQuoted(executable)) --full"
    let result = try await TmuxReplay(command: command, size: script.size).runAsync(script.script)
    let tmux = ScreenDump.text(
      snapshots: result.snapshots, finalScreen: result.finalScreen, mode: .each)
    ExampleScript.expectSame(headless: headless, tmux: tmux)
  }

  // MARK: Picking

  @Test func enterPrintsTheOriginalBytesOfALineThatIsNotUTF8() {
    let app = PickApp(input: Self.input)
    _ = Self.screen(app, events: Self.keys("bad") + [.key(.enter)])
    #expect(app.outcome == .picked([6]))
    #expect(app.output == Array("bad ".utf8) + [0xFF] + Array(" byte\n".utf8))
  }

  @Test func escapeAndCtrlCCancelWithoutOutput() {
    for key in [Key.escape, .ctrl("c")] {
      let app = PickApp(input: Self.input)
      _ = Self.screen(app, events: [.key(key)])
      #expect(app.outcome == .cancelled)
      #expect(app.output.isEmpty)
    }
  }

  @Test func enterWithNothingMatchingPicksNothing() {
    let app = PickApp(input: Self.input)
    _ = Self.screen(app, events: Self.keys("zzz") + [.key(.enter)])
    #expect(app.outcome == .noMatch)
  }

  @Test func noInputEndsThePicker() {
    let app = PickApp(input: [])
    #expect(app.outcome == .noInput)
  }

  @Test func multiMarksWithTabAndPrintsTheMarksInInputOrder() {
    let app = PickApp(input: Self.input, isMulti: true)
    // Best first for "inc": include/stdio.h, include/stdlib.h. Mark both, bottom one first.
    let lines = Self.screen(
      app, events: Self.keys("inc") + [.key(.down), .key(.tab), .key(.up), .key(.up), .key(.tab)])
    #expect(lines[1].hasPrefix("* include/stdio.h"))
    #expect(lines[2].hasPrefix("* include/stdlib.h"))
    _ = Self.screen(app, events: [.key(.enter)])
    #expect(app.output == Array("include/stdio.h\ninclude/stdlib.h\n".utf8))
  }

  @Test func shiftTabUnmarksAndWithoutMarksEnterPrintsTheSelectedLine() {
    let app = PickApp(input: Self.input, isMulti: true)
    // Tab marks the first line and moves down; Shift-Tab on it again unmarks it.
    _ = Self.screen(app, events: [.key(.tab), .key(.up), .key(.backTab)])
    #expect(app.marks.isEmpty)
    _ = Self.screen(app, events: [.key(.enter)])
    #expect(app.output == Array("src/main.swift\n".utf8))
  }

  @Test func linesArrivingInPiecesAreShownAsTheyComeAndCountedWhenTheInputEnds() {
    let clock = ManualClock()
    let app = PickApp(clock: clock)
    Array("one\ntw".utf8).withUnsafeBytes { app.append(chunk: $0) }
    var lines = Self.screen(app)
    #expect(lines[0].hasSuffix("1 / 1 …"))
    #expect(lines[1] == "one")
    Array("o".utf8).withUnsafeBytes { app.append(chunk: $0) }
    #expect(app.finishInput() == .redraw)
    lines = Self.screen(app)
    #expect(lines[0].hasSuffix("2 / 2"))
    #expect(lines[2] == "two")
  }

  // MARK: The built program in tmux

  /// A shell in a 60×12 tmux pane that runs `command` (with `PICK` the built program) with
  /// stdout to the file `out`, then writes its status to `status` and `stty -g` to `before`
  /// and `after` around it.
  func shell(running command: String) throws -> TmuxSession {
    let executable = try BuiltExecutable.path(named: "pick")
    return try TmuxSession.interactiveShell(width: 60, height: 12) { directory in
      "cd \(TmuxSession.shellQuoted(directory.path)); PICK=\(TmuxSession.shellQuoted(executable)); "
        + "echo shell line; stty -g > before; \(command) > out; echo $? > status; stty -g > after"
    }
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func enterPrintsTheLineAndExits0UnderThePromptRestoringTheTerminal() throws {
    let session = try shell(
      running: "printf \(Self.printfFormat(Self.input)) | \"$PICK\" --height 5")
    defer { session.kill() }
    let during = try session.waitForScreen("pick") { $0.contains { $0.hasSuffix("8 / 8") } }
    #expect(during.contains("shell line"))  // Inline: the shell's lines stay above.
    try session.type("bad")
    try session.waitForScreen("the match") { $0.contains { $0.hasSuffix("1 / 8") } }
    try session.send("Enter")
    #expect(try session.waitForFile("status") == "0\n")
    let out = try Data(contentsOf: session.directory.appendingPathComponent("out"))
    #expect(Array(out) == Array("bad ".utf8) + [0xFF] + Array(" byte\n".utf8))
    #expect(try session.waitForFile("after") == (try session.waitForFile("before")))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func escapeExits130AndMultiPrintsTheMarkedLines() throws {
    let cancelled = try shell(running: "seq 1000 | \"$PICK\" --full")
    defer { cancelled.kill() }
    try cancelled.waitForScreen("pick") { $0.contains { $0.hasSuffix("1000 / 1000") } }
    try cancelled.send("Escape")
    #expect(try cancelled.waitForFile("status") == "130\n")
    let out = try Data(contentsOf: cancelled.directory.appendingPathComponent("out"))
    #expect(out.isEmpty)
    #expect(try cancelled.waitForFile("after") == (try cancelled.waitForFile("before")))
    let multi = try shell(running: "seq 5 | \"$PICK\" --multi")
    defer { multi.kill() }
    try multi.waitForScreen("pick") { $0.contains { $0.hasSuffix("5 / 5") } }
    try multi.send("Down")
    try multi.send("Down")
    try multi.send("Tab")  // 3
    try multi.send("Up")
    try multi.send("Up")
    try multi.send("Up")
    try multi.send("Tab")  // 1
    try multi.send("Enter")
    #expect(try multi.waitForFile("status") == "0\n")
    #expect(try multi.waitForFile("out") == "1\n3\n")
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func noInputExits1AndATerminalOnStdinExits2WithAMessage() throws {
    let empty = try shell(running: "\"$PICK\" < /dev/null")
    defer { empty.kill() }
    #expect(try empty.waitForFile("status") == "1\n")
    #expect(try empty.waitForFile("after") == (try empty.waitForFile("before")))
    let terminal = try shell(running: "\"$PICK\"")
    defer { terminal.kill() }
    #expect(try terminal.waitForFile("status") == "2\n")
    let screen = try terminal.waitForScreen("the message") { $0.contains { $0.contains("pick:") } }
    #expect(screen.contains { $0.contains("standard input is a terminal") })
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func aHeightLargerThanTheTerminalUsesAllOfIt() throws {
    let session = try shell(running: "seq 50 | \"$PICK\" --height 100")
    defer { session.kill() }
    let screen = try session.waitForScreen("pick") { $0.first?.hasSuffix("50 / 50") == true }
    #expect(screen.count == 12 && screen[1] == "1" && screen[11] == "11")
    try session.send("Escape")
    #expect(try session.waitForFile("status") == "130\n")
    #expect(try session.waitForFile("after") == (try session.waitForFile("before")))
  }

  // MARK: Bad input

  @Test func aTenMegabyteLineIsOneLineShownCutAndPrintedWhole() {
    var line = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000)
    line[9_999_999] = UInt8(ascii: "z")
    let app = PickApp(input: line + [0x0A] + Array("short\n".utf8))
    let lines = Self.screen(app, events: Self.keys("az"))
    #expect(lines[0].hasSuffix("1 / 2"))
    #expect(lines[1] == String(repeating: "a", count: 44))
    _ = Self.screen(app, events: [.key(.enter)])
    #expect(app.output == line + [0x0A])
  }

  @Test func aPasteOfAHundredThousandCharactersIsOneQuery() {
    let app = PickApp(input: Self.input)
    let query = String(repeating: "x", count: 100_000)
    let lines = Self.screen(app, events: [.paste(query)])
    #expect(app.input.text == query)
    #expect(lines[0].hasSuffix("0 / 8"))
    #expect(lines[0].hasPrefix("> xxx"))
    _ = Self.screen(app, events: [.key(.ctrl("u"))])
    #expect(app.list.shownCount == 8)
  }

  @Test func aTerminalOfOneByOneAndOneOf400By200() {
    let small = PickApp(input: Self.input)
    #expect(Self.screen(small, size: Size(width: 1, height: 1), events: Self.keys("std")) == [">"])
    let large = PickApp(input: Self.input)
    let lines = Self.screen(large, size: Size(width: 400, height: 200))
    #expect(lines.count == 200)
    #expect(lines[0].hasSuffix(" 8 / 8"))
    #expect(lines[8] == "nul ^@ here")  // The NUL as the library shows control characters.
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
