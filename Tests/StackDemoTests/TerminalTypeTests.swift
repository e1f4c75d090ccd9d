import Foundation
import StackCore
import Testing

@testable import StackDemo

/// What `TERM` the demo accepts: it refuses a terminal type it cannot draw on with one line
/// and status 2, and draws correctly on the ones it accepts.
@Suite(.timeLimit(.minutes(10)))
struct TerminalTypeTests {
  /// Unset, empty, unknown, a path, control characters, and `dumb` (known, but without cursor
  /// addressing): one line on stderr with control characters escaped, status 2 (1 is "an
  /// expectation failed"), and nothing written to the terminal.
  @Test(arguments: [
    nil, "", "dumb", "no-such-terminal", "../../etc/passwd", "x\u{1B}]0;PWNED\u{7}",
  ])
  func aTerminalTypeThatCannotBeDrawnOnIsRefusedWithOneLineAndStatusTwo(term: String?) throws {
    let terminal = try PseudoTerminal()
    var environment = DemoProcess.cleanEnvironment()
    environment["TERM"] = term
    let result = try DemoProcess.run(
      ["--screen", "list"], environment: environment, input: terminal.terminal,
      output: terminal.terminal)
    let message = result.stderrText
    #expect(result.status == 2, "\(String(describing: term)): \(message)")
    #expect(message.hasPrefix("stack-demo: cannot "), "\(message)")
    #expect(message.contains("TERM"), "\(message)")
    #expect(message.filter { $0 == "\n" }.count == 1 && message.hasSuffix("\n"), "\(message)")
    #expect(!DemoCommandLineTests.hasControlBytes(result.stderr), "\(message.debugDescription)")
    #expect(terminal.written().isEmpty, "nothing drawn")
  }

  /// `TERM=ansi` in a terminal that wraps like a VT100 (tmux): switching from the showcase to
  /// the checkout used to leave "c / heckout 2/7" and old Pricing rows on the screen. The demo
  /// draws 79 columns there (the last one is never written), exactly like the headless demo.
  @Test func ansiIsDrawnLikeTheHeadlessDemoAfterAScreenSwitch() async throws {
    let demo = try TmuxDemo.started(["--screen", "showcase"], term: "ansi")
    try demo.send("Tab", "j")
    let expected = try await MainActor.run {
      let harness = try DemoHarness(screen: "showcase", width: 79)
      harness.press("tab", "j")
      return harness.lines
    }
    let shown = try? demo.session.waitForScreen("the headless checkout") { $0 == expected }
    #expect(
      shown == expected,
      "tmux shows:\n\((try? demo.session.capture())?.joined(separator: "\n") ?? "")")
    try demo.send("q")
    // ansi has no alternate screen: the last frame stays, but the settings are restored.
    #expect(try demo.session.waitForFile("status") == "0\n")
    #expect(try demo.session.waitForFile("after") == demo.session.waitForFile("before"))
  }
}
