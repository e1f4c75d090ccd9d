import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing
import TmuxTestSupport

@testable import StackDemo

/// The built `stack-demo` refuses to draw when stdout or stdin is not a terminal, even when run
/// from a real one (tmux).
/// Each test has its own tmux server at 80x24, driven with `send-keys` and read with
/// `capture-pane`. These tests fail (they do not skip) when tmux or the demo binary is missing.
@Suite(.timeLimit(.minutes(10)))
struct TmuxDemoNotATerminalTests {
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
