import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The built `stack-demo` in a real terminal (tmux) answers keys and the mouse as it should.
/// Each test has its own tmux server at 80x24, driven with `send-keys` and read with
/// `capture-pane`. These tests fail (they do not skip) when tmux or the demo binary is missing.
@Suite(.timeLimit(.minutes(10)))
struct TmuxDemoKeyTests {
  @Test func keysMoveCollapseExpandLogAndShowHelp() throws {
    let demo = try TmuxDemo.started()
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
    screen = try demo.waitFor("Keys — showcase")
    #expect(screen.contains { $0.contains("PgUp PgDn ^B ^F   page") })
    try demo.send("z")
    try demo.session.waitForScreen("help closed") { !$0.contains { $0.contains("Esc closes") } }
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
}
