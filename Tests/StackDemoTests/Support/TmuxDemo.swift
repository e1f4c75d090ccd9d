import Foundation
import StackCore
import StackTesting
import Testing
import TmuxTestSupport

/// The built `stack-demo` running in a private tmux server, started by a wrapper script that
/// records the terminal settings (`stty -g`) before and after the demo, the demo's exit
/// status and its process id, then keeps the pane open.
final class TmuxDemo {
  let session: TmuxSession

  /// Starts `stack-demo arguments` in a `width`x`height` pane, with `TERM` set to `term`
  /// when given (tmux sets `TERM` itself, over `environment`).
  init(
    _ arguments: [String] = [], width: Int = 80, height: Int = 24,
    environment: [String: String] = [:], term: String? = nil
  ) throws {
    let binary = try DemoProcess.executable()
    session = try TmuxSession.forTests(width: width, height: height, environment: environment) {
      directory in
      let command = ([binary] + arguments).map(shellQuoted).joined(separator: " ")
      let setTerm = term.map { "export TERM=" + shellQuoted($0) } ?? ":"
      let script = """
        trap : INT TERM HUP QUIT
        ulimit -c 0 2>/dev/null
        cd \(shellQuoted(directory.path)) || exit 1
        \(setTerm)
        stty -g > before.tmp && mv before.tmp before
        sh -c 'echo $$ > pid.tmp && mv pid.tmp pid && exec "$@"' sh \(command)
        echo $? > status.tmp && mv status.tmp status
        stty -g > after.tmp && mv after.tmp after
        exec sleep 600
        """
      let url = directory.appendingPathComponent("run.sh")
      try script.write(to: url, atomically: true, encoding: .utf8)
      return "sh " + shellQuoted(url.path)
    }
  }

  /// ``init(_:width:height:environment:term:)``, then waits for the demo's first frame.
  static func started(
    _ arguments: [String] = [], width: Int = 80, height: Int = 24,
    environment: [String: String] = [:], term: String? = nil
  ) throws -> TmuxDemo {
    let demo = try TmuxDemo(
      arguments, width: width, height: height, environment: environment, term: term)
    try demo.waitForStart()
    return demo
  }

  deinit { session.kill() }

  /// Sends keys by tmux name.
  func send(_ keys: String...) throws {
    try session.tmux(["send-keys", "-t", "0"] + keys)
  }

  /// Waits for the demo's first frame (a status line with "│ row ").
  @discardableResult
  func waitForStart() throws -> [String] {
    try session.waitForScreen("the demo's first frame") { $0.last?.contains(" │ row ") == true }
  }

  /// Waits until the screen shows `text` somewhere; returns the screen.
  @discardableResult
  func waitFor(_ text: String) throws -> [String] {
    try session.waitForScreen("\"\(text)\"") { $0.contains { $0.contains(text) } }
  }

  /// Waits until the status line (the last line) satisfies `condition`.
  @discardableResult
  func waitForStatus(_ what: String, _ condition: @escaping (String) -> Bool) throws -> [String] {
    try session.waitForScreen("status line: \(what)") { condition($0.last ?? "") }
  }

  /// The demo's process id.
  func pid() throws -> pid_t {
    let text = try session.waitForFile("pid")
    guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw DemoProcess.Failure(description: "bad pid file: \(text)")
    }
    return pid
  }

  /// Sends `signal` to the demo.
  func signal(_ signal: Int32) throws {
    let pid = try pid()
    guard StackDemoTests.kill(pid, signal) == 0 else {
      throw DemoProcess.Failure(description: "kill(\(pid), \(signal)) failed: errno \(errno)")
    }
  }

  /// Waits for the demo to end and checks that it left the terminal as it found it: the same
  /// `stty -g`, the normal screen (not the alternate one), a visible cursor, no mouse
  /// reporting, the keypad in normal mode, and none of its drawing left on the screen.
  func expectRestored(
    exitStatus: Int32, _ note: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let status = try session.waitForFile("status")
    let before = try session.waitForFile("before")
    let after = try session.waitForFile("after")
    #expect(
      status == "\(exitStatus)\n", "exit status after \(note)", sourceLocation: sourceLocation)
    #expect(before == after, "stty -g before and after \(note)", sourceLocation: sourceLocation)
    let flags = try session.format(
      "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}"
        + "#{mouse_standard_flag}#{mouse_button_flag}#{mouse_sgr_flag} "
        + "keypad=#{keypad_cursor_flag}#{keypad_flag}")
    #expect(
      flags == "alternate=0 cursor=1 mouse=0000 keypad=00", "terminal modes after \(note)",
      sourceLocation: sourceLocation)
    let screen = try session.capture()
    #expect(
      !screen.contains { $0.contains("StackTUI") || $0.contains(" │ row ") },
      "the demo's screen is gone after \(note)", sourceLocation: sourceLocation)
  }
}

extension TmuxSession {
  /// An interactive shell in tmux that saved its terminal settings (`stty -g`) in the file
  /// `before` and then started the demo as a job, so a test can stop it (Ctrl-Z) and bring it
  /// back (`fg`). Returns once the demo shows its first screen.
  static func shellRunningTheDemo() throws -> TmuxSession {
    let binary = try DemoProcess.executable()
    let shell =
      FileManager.default.isExecutableFile(atPath: "/bin/bash")
      ? "/bin/bash --norc --noprofile -i" : "/bin/sh -i"
    let session = try TmuxSession.forTests { _ in "env PS1='$ ' " + shell }
    let directory = session.directory.path
    try session.waitForScreen("the shell prompt") { $0.first?.hasPrefix("$") == true }
    try session.type("cd \(shellQuoted(directory)) && stty -g > before && \(shellQuoted(binary))")
    try session.send("Enter")
    try session.waitForScreen("the demo") { $0.last?.hasPrefix(" showcase │ row 1/5") == true }
    return session
  }
}

/// Shell quoting for command lines sent to tmux (``TmuxSession/shellQuoted(_:)``).
func shellQuoted(_ text: String) -> String {
  TmuxSession.shellQuoted(text)
}
