import Foundation
import StackTesting
import Testing

/// The built `stack-demo` in tmux, fed what real terminals and users send that the key tests
/// do not: bytes that are not UTF-8, Ctrl-Z then `fg`, and every signal that ends a process.
@Suite(.timeLimit(.minutes(10)))
struct TerminalLifecycleTests {
  /// A paste of Latin-1 text, an 8-bit Meta key or a C1 control must not freeze the keys
  /// that follow (ncurses' `wget_wch` used to keep them all, waiting for a character).
  @Test(arguments: ["ff", "9b", "c3", "e9"])
  func aByteThatIsNotUTF8DoesNotFreezeTheKeyboard(byte: String) throws {
    let demo = try TmuxDemo(["--screen", "list"])
    try demo.waitForStatus("row 1") { $0.hasPrefix(" list │ row 1/1000 │") }
    try demo.session.tmux("send-keys", "-t", "0", "-H", byte)
    try demo.send("j", "j", "j")
    try demo.waitForStatus("row 4") { $0.hasPrefix(" list │ row 4/1000 │") }
    try demo.send("q")
    try demo.expectRestored(exitStatus: 0, "q after byte 0x\(byte)")
  }

  /// After Ctrl-Z and `fg` the first arrow key works: the keypad mode (which makes the
  /// terminal send the arrows the terminfo entry describes) and mouse reporting are back.
  @Test func theFirstArrowKeyAfterCtrlZAndFgWorks() throws {
    let session = try TmuxSession.shellRunningTheDemo()
    defer { session.kill() }
    let modes = "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{keypad_cursor_flag}"
    #expect(try session.format(modes) == "1 0 1 1")
    try session.send("C-z")
    try session.waitForScreen("the job stopped") { screen in
      screen.contains { $0.contains("Stopped") } && !screen.contains { $0.contains("StackTUI") }
    }
    #expect(try session.format(modes) == "0 1 0 0", "the shell's terminal while stopped")
    // A stopped job is not told of a resize: the demo must find the new size after fg.
    try session.resize(width: 60, height: 20)
    try session.type("fg")
    try session.send("Enter")
    let redrawn = try session.waitForScreen("the demo redrawn at 60x20") {
      $0.count == 20 && $0.last?.hasPrefix(" showcase │ row 1/5") == true
    }
    #expect(redrawn.first?.hasPrefix(" StackTUI  showcase") == true)
    #expect(try session.format(modes) == "1 0 1 1", "the demo's terminal after fg")
    try session.send("Down")
    try session.waitForScreen("the first Down moved") {
      $0.last?.hasPrefix(" showcase │ row 2/5") == true
    }
    try session.send("q")
    try session.waitForScreen("the prompt again") { !$0.contains { $0.contains("StackTUI") } }
    try session.type("stty -g > after; echo done > finished")
    try session.send("Enter")
    _ = try session.waitForFile("finished")
    #expect(try session.waitForFile("after") == session.waitForFile("before"))
    #expect(try session.format(modes) == "0 1 0 0")
  }

  /// Every signal whose default action ends the process, beyond the ones the tmux demo tests
  /// already check (INT, TERM, HUP, QUIT): the terminal is restored, then the signal ends the
  /// process (status 128 + signal). The Linux-only ones are in `linuxOnlyFatalSignals`.
  @Test(
    arguments: [
      SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS, SIGIO,
      SIGFPE,
    ] + linuxOnlyFatalSignals)
  func everySignalThatEndsTheProcessRestoresTheTerminalFirst(signal: Int32) throws {
    let demo = try TmuxDemo.started(["--screen", "list"])
    try demo.signal(signal)
    try demo.expectRestored(exitStatus: 128 + signal, "signal \(signal)")
  }
}
