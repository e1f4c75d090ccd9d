import Foundation
import Testing

/// The built `stack-demo` run as a process: options, usage errors, and what happens when
/// standard input or output is not a terminal.
@Suite struct DemoCommandLineTests {
  /// True when `bytes` contain an escape (or any C0 control other than newline and tab).
  static func hasControlBytes(_ bytes: [UInt8]) -> Bool {
    bytes.contains { $0 == 0x1B || ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) }
  }

  /// Checks a "not a terminal" failure: status 2, one line on stderr naming `stream` and
  /// pointing to scripted mode, nothing on stdout.
  func expectNotATerminal(
    _ result: DemoProcess.Result, stream: String, stdoutBytes: [UInt8],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 2, sourceLocation: sourceLocation)
    let message = result.stderrText
    #expect(message.hasPrefix("stack-demo: "), "\(message)", sourceLocation: sourceLocation)
    #expect(
      message.contains("\(stream) is not a terminal"), "\(message)", sourceLocation: sourceLocation)
    #expect(
      message.contains("--script"), "points to scripted mode: \(message)",
      sourceLocation: sourceLocation)
    #expect(
      message.filter { $0 == "\n" }.count == 1 && message.hasSuffix("\n"),
      "one line: \(message.debugDescription)", sourceLocation: sourceLocation)
    #expect(!Self.hasControlBytes(result.stderr), sourceLocation: sourceLocation)
    #expect(
      stdoutBytes.isEmpty,
      "stdout: \(String(decoding: stdoutBytes, as: UTF8.self).debugDescription)",
      sourceLocation: sourceLocation)
  }

  @Test func stdoutToAPipeFailsWithOneLineAndWritesNothing() throws {
    let terminal = try PseudoTerminal()
    let result = try DemoProcess.run([], input: terminal.terminal)
    expectNotATerminal(result, stream: "stdout", stdoutBytes: result.stdout)
    #expect(terminal.written().isEmpty, "nothing echoed to the input terminal")
  }

  @Test func stdinFromAPipeFailsWithOneLineAndWritesNothingToTheTerminal() throws {
    let terminal = try PseudoTerminal()
    var pipeEnds: [Int32] = [-1, -1]
    #expect(pipe(&pipeEnds) == 0)
    defer { for end in pipeEnds { close(end) } }
    let result = try DemoProcess.run([], input: pipeEnds[0], output: terminal.terminal)
    expectNotATerminal(result, stream: "stdin", stdoutBytes: terminal.written())
  }

  @Test func neitherATerminal() throws {
    let result = try DemoProcess.run(["--screen", "list"])
    expectNotATerminal(result, stream: "stdin", stdoutBytes: result.stdout)
  }

  @Test func stdinFromNullDeviceFails() throws {
    let terminal = try PseudoTerminal()
    let result = try DemoProcess.run([], output: terminal.terminal)
    expectNotATerminal(result, stream: "stdin", stdoutBytes: terminal.written())
  }

  @Test func helpExitsZero() throws {
    let result = try DemoProcess.run(["--help"])
    #expect(result.status == 0, "stderr: \(result.stderrText)")
    #expect(result.stdoutText.contains("--screen"))
    #expect(result.stdoutText.contains("--rows"))
    #expect(result.stdoutText.contains("--no-color"))
    #expect(!Self.hasControlBytes(result.stdout))
  }

  @Test func versionExitsZero() throws {
    let result = try DemoProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdoutText.hasPrefix("stack-demo "))
    #expect(result.stdoutText.filter { $0 == "\n" }.count == 1)
  }

  @Test(arguments: [
    ["--bogus"], ["--screen", "nope"], ["--screen"], ["--rows", "-1"], ["--rows", "abc"],
    ["--rows", "2000000001"], ["--rows"], ["extra"], ["--no-color=yes"],
  ])
  func usageErrorsExitTwo(arguments: [String]) throws {
    let result = try DemoProcess.run(arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.stdout.isEmpty, "\(arguments)")
    #expect(result.stderrText.contains("Usage: stack-demo"), "\(arguments): \(result.stderrText)")
    #expect(result.stderrText.contains("Error: "), "\(arguments): \(result.stderrText)")
    #expect(!Self.hasControlBytes(result.stderr))
  }

  @Test(arguments: [
    ["--screen", "goal"], ["--rows", "0"], ["--rows", "1000000"], ["--no-color"],
  ])
  func validOptionsGetAsFarAsTheTerminalCheck(arguments: [String]) throws {
    let result = try DemoProcess.run(arguments)
    #expect(result.status == 2)
    #expect(
      result.stderrText.contains("stdin is not a terminal"), "\(arguments): \(result.stderrText)")
  }
}
