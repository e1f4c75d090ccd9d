import Foundation
import StackCore
import StackTesting
import Testing
import TmuxTestSupport

/// Inline mode in a real terminal (tmux): the fixture app in lines under the shell's prompt,
/// with an input line and the terminal's real cursor. The shell's earlier lines stay on the
/// screen during and after; the terminal comes back as it was.
@Suite(.serialized, .timeLimit(.minutes(10)))
@MainActor
struct InlineModeTmuxTests {
  /// A shell in a 60×15 tmux pane that printed eight lines, then started the fixture app
  /// `arguments` (stdout to the file `out`), and `stty -g` to `before` and `after` around
  /// it; and the pane's line count.
  func start(_ arguments: String) throws -> TmuxSession {
    let executable = try BuiltExecutable.path(named: "StackTestingFixtureApp")
    return try TmuxSession.interactiveShell(width: 60, height: 15) { directory in
      "cd \(TmuxSession.shellQuoted(directory.path)); for i in 1 2 3 4 5 6 7 8; "
        + "do echo shell line $i; done; stty -g > before; "
        + "\(TmuxSession.shellQuoted(executable)) \(arguments) > out; echo status $?; "
        + "stty -g > after"
    }
  }

  /// ``start(_:)`` with the app in 5 lines and a query line in which `abc` has been typed.
  func startWithAbcTyped() throws -> TmuxSession {
    let session = try start("--inline 5 --query")
    try session.waitForScreen("the inline app") { $0.last == "> query" }
    try session.type("abc")
    return session
  }

  func cursor(_ session: TmuxSession) throws -> String {
    try session.format("#{cursor_x} #{cursor_y} #{cursor_flag} #{alternate_on}")
  }

  @Test func theRegionSitsUnderThePromptAndTheShellLinesStayAbove() throws {
    let session = try start("--inline 6 --query")
    defer { session.kill() }
    let during = try session.waitForScreen("the inline app") { $0.last == "> query" }
    // The screen scrolled up to make room: the shell's lines are still above the region.
    #expect(during.contains("shell line 8"))
    #expect(during.count == 15 && during[9] == "Row 0")
    // The real cursor, shown, after the prompt; no alternate screen.
    #expect(try cursor(session) == "2 14 1 0")
    try session.type("héllo")
    try session.send("Left")
    try session.waitForScreen("the typed query") { $0.last == "> héllo" }
    #expect(try cursor(session) == "6 14 1 0")
    // A bracketed paste with a newline: one edit, the newline as a space.
    try session.tmux("set-buffer", "x\ny")
    try session.tmux("paste-buffer", "-p", "-t", session.target)
    try session.waitForScreen("the pasted text") { $0.last == "> héllx yo" }
    try session.send("Enter")
    let after = try session.waitForScreen("the shell again") { $0.contains("status 0") }
    #expect(after.contains("shell line 8"))
    #expect(!after.contains("Row 0"))  // Cleared on exit.
    #expect(try session.waitForFile("out") == "héllx yo\n")
    #expect(try session.waitForFile("after") == (try session.waitForFile("before")))
  }

  @Test func keepLeavesTheLastFrameAndThePromptContinuesBelow() throws {
    let session = try start("--inline 4 --keep")
    defer { session.kill() }
    try session.waitForScreen("the inline app") { $0.contains(" row 1/20") }
    try session.send("q")
    let after = try session.waitForScreen("the shell again") { $0.contains("status 0") }
    let region = after.firstIndex(of: "Row 0") ?? 0
    #expect(after[region + 3] == " row 1/20")
    #expect(after[region + 4] == "status 0")
    #expect(after.contains("shell line 8"))
  }

  @Test func ctrlZGivesTheTerminalBackAndFgPlacesTheRegionAgain() throws {
    let session = try startWithAbcTyped()
    defer { session.kill() }
    try session.send("C-z")
    try session.waitForScreen("the stopped job") { $0.last?.hasPrefix("$") == true }
    #expect(try session.format("#{cursor_flag} #{mouse_any_flag} #{keypad_flag}") == "1 0 0")
    try session.type("stty -g > during; fg")
    try session.send("Enter")
    let resumed = try session.waitForScreen("the app again") { $0.last == "> abc" }
    #expect(resumed.contains { $0.contains("Stopped") })  // The shell's lines stay above.
    #expect(try cursor(session) == "5 14 1 0")
    #expect(try session.waitForFile("during") == (try session.waitForFile("before")))
    try session.send("Enter")  // The rest of the stopped command line is not run again.
    #expect(try session.waitForFile("out") == "abc\n")
    let after = try session.waitForScreen("the prompt") { screen in
      screen.last { !$0.isEmpty }?.hasPrefix("$") == true
    }
    // The copy left above when the job stopped stays; the region drawn after fg is cleared.
    #expect(after.filter { $0 == "> abc" }.count == 1)
  }

  @Test func ctrlCRestoresTheTerminalClearsTheRegionAndKeepsTheShellLines() throws {
    let session = try startWithAbcTyped()
    defer { session.kill() }
    try session.send("C-c")
    let after = try session.waitForScreen("the shell again") { screen in
      screen.last { !$0.isEmpty }?.hasPrefix("$") == true
    }
    #expect(after.contains("shell line 8"))
    // A signal exit leaves the region as a normal one does: cleared (issue 27).
    #expect(!after.contains("> abc"))
    #expect(!after.contains("Row 0"))
    #expect(try session.format("#{cursor_flag} #{mouse_any_flag} #{keypad_flag}") == "1 0 0")
    try session.type("stty -g > after2")
    try session.send("Enter")
    #expect(try session.waitForFile("after2") == (try session.waitForFile("before")))
  }
}
