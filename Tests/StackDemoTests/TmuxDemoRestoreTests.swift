import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The built `stack-demo` in a real terminal (tmux) gives the terminal back as it found it when
/// it quits, is signalled or is suspended.
/// Each test has its own tmux server at 80x24, driven with `send-keys` and read with
/// `capture-pane`. These tests fail (they do not skip) when tmux or the demo binary is missing.
@Suite(.timeLimit(.minutes(10)))
struct TmuxDemoRestoreTests {
  @Test(arguments: ["q", "Escape"])
  func quitRestoresTheTerminal(key: String) throws {
    let demo = try TmuxDemo.started()
    try demo.send("j", "e", "v")
    try demo.waitForStatus("horizontal") { $0.contains("│ horizontal │") }
    try demo.send(key)
    try demo.expectRestored(exitStatus: 0, key)
  }

  @Test func ctrlCRestoresTheTerminal() throws {
    let demo = try TmuxDemo.started(["--screen", "list"])
    try demo.send("C-c")
    try demo.expectRestored(exitStatus: 128 + SIGINT, "SIGINT (Ctrl-C)")
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
  func signalsRestoreTheTerminal(signal: Int32) throws {
    let demo = try TmuxDemo.started(["--screen", "chat"])
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
}
