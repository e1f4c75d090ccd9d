import Foundation
import StackTerminal
import StackTesting
import TestSupport
import Testing

/// Where a scripted run writes and what it reads, through the built binary: a write that
/// fails is a message and exit status 2, never a trap or silent loss (issue 8, item 5), and a
/// script that cannot be read says why (item 8).
@Suite struct ScriptOutputTests {
  private static let script = "# screen: list\n# rows: 20\ndown\n"

  /// A directory with `t.keys` (``script``); removed by the caller.
  private func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Self.script.write(
      to: directory.appendingPathComponent("t.keys"), atomically: true, encoding: .utf8)
    return directory
  }

  /// `stack-demo arguments` with standard output closed (`>&-`), through `sh`.
  private func runWithClosedStdout(_ arguments: [String]) throws -> DemoProcess.Result {
    let result = try Spawn.run(
      "/bin/sh", ["-c", "exec \"$0\" \"$@\" >&-", try DemoProcess.executable()] + arguments,
      environment: DemoProcess.cleanEnvironment(), timeout: hangCeiling)
    return DemoProcess.Result(status: result.status, stdout: result.stdout, stderr: result.stderr)
  }

  /// A pipe whose ends are closed on exec, so that no other test's child (a tmux server)
  /// keeps one open; `Spawn` hands the child its own copy.
  private func closeOnExecPipe() throws -> [Int32] {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw DemoProcess.Failure(description: "pipe: \(errno)") }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return ends
  }

  // MARK: Writing

  @Test func aClosedStdoutIsAnErrorNotATrap() throws {
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("t.keys").path
    let events = directory.appendingPathComponent("e.jsonl").path
    for extra in [[], ["--events", "-"], ["--events", events]] {
      let output = try runWithClosedStdout(["--script", path] + extra)
      #expect(output.status == 2, "\(extra): \(output.stderrText)")
      #expect(
        output.stderrText == "stack-demo: cannot write to standard output: Bad file descriptor\n",
        "\(extra)")
    }
    // The events file was opened while stdout was closed: it got the events, not the screen.
    let log = try String(contentsOfFile: events, encoding: .utf8)
    #expect(log.hasPrefix("{\"type\":"))
    #expect(!log.contains("Row 0"))
  }

  @Test func helpAndVersionReportAClosedStdout() throws {
    for argument in ["--help", "--version"] {
      let output = try runWithClosedStdout([argument])
      #expect(output.status == 2, "\(argument)")
      #expect(
        output.stderrText == "stack-demo: cannot write to standard output: Bad file descriptor\n")
    }
    let version = try DemoProcess.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdoutText == "stack-demo 0.2.0\n")
  }

  @Test(.enabled(if: FullDevice.isPresent, "needs the /dev/full device"))
  func aFullStdoutOrEventsFileIsAnError() throws {
    let full = try FullDevice.openForWriting()
    defer { close(full) }
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("t.keys").path
    let toStdout = try DemoProcess.run(["--script", path], output: full)
    #expect(toStdout.status == 2)
    #expect(
      toStdout.stderrText
        == "stack-demo: cannot write to standard output: No space left on device\n")
    let toFile = try DemoProcess.run(["--script", path, "--events", "/dev/full"])
    #expect(toFile.status == 2)
    #expect(
      toFile.stderrText
        == "stack-demo: cannot write to the events file /dev/full: No space left on device\n")
    #expect(toFile.stdout.isEmpty)
  }

  @Test func aClosedPipeIsAnErrorNotASignal() throws {
    let ends = try closeOnExecPipe()
    close(ends[0])
    defer { close(ends[1]) }
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try DemoProcess.run(
      ["--script", directory.appendingPathComponent("t.keys").path], output: ends[1])
    #expect(output.status == 2)
    #expect(output.stderrText == "stack-demo: cannot write to standard output: Broken pipe\n")
  }

  @Test func aNonBlockingStdoutGetsEverything() throws {
    let ends = try closeOnExecPipe()
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    // F_SETPIPE_SZ (Linux): a one-page pipe fills at once, so the demo meets EAGAIN.
    _ = fcntl(ends[1], 1031, 4096)
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("w.keys").path
    // Four 1000x100 snapshots and the final screen: far more than the pipe holds.
    try "# screen: list\nsnapshot a\nsnapshot b\nsnapshot c\nsnapshot d\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let reader = PipeReader(descriptor: ends[0])
    let output = try DemoProcess.run(
      ["--script", path, "--size", "1000x100", "--dump", "each"], output: ends[1])
    close(ends[1])
    let bytes = reader.finish()
    #expect(output.status == 0, "\(output.stderrText)")
    #expect(bytes.count > 100_000)
    #expect(bytes.filter { $0 == 0x0A }.count == 5 * 101)
  }

  @Test func anExpectFailureIsStillReportedWhenTheEventsCannotBeWritten() throws {
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.keys").path
    try "expect \"nowhere\"\n".write(toFile: path, atomically: true, encoding: .utf8)
    let output = try DemoProcess.run(
      ["--script", path, "--events", directory.appendingPathComponent("no/dir.jsonl").path])
    #expect(output.status == 2)
    #expect(output.stderrText.hasPrefix("\(path):1:1: expect failed: \"nowhere\""))
    #expect(output.stderrText.hasSuffix("/no/dir.jsonl: No such file or directory\n"))
  }

  // MARK: Reading

  @Test func unreadableScriptsSayWhatIsWrong() throws {
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(String, String)] = [
      (directory.path, "it is a directory"),
      ("/dev/zero", "it is larger than 4 MiB (a script is a short text file)"),
      (directory.appendingPathComponent("none.keys").path, "No such file or directory"),
    ]
    for (path, reason) in cases {
      let output = try DemoProcess.run(["--script", path])
      #expect(output.status == 2, "\(path)")
      #expect(output.stderrText == "stack-demo: cannot read the script \(path): \(reason)\n")
    }
  }

  @Test func anEmptyScriptShowsTheStartScreen() throws {
    let output = try DemoProcess.run(["--script", "/dev/null", "--size", "40x5"])
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    #expect(output.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).count == 6)
  }

  @Test func aScriptFromAPipeRuns() throws {
    let ends = try closeOnExecPipe()
    let text = Array(Self.script.utf8)
    #expect(write(ends[1], text, text.count) == text.count)
    close(ends[1])
    defer { close(ends[0]) }
    let output = try DemoProcess.run(
      ["--script", "/dev/stdin", "--size", "40x5"], input: ends[0])
    #expect(output.status == 0, "\(output.stderrText)")
    #expect(output.stdoutText.contains(" list │ row 2/20 │"))
  }

  @Test func invalidUTF8InAFileNamesItsPosition() throws {
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("bad.keys").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data([0x6A, 0x0A, 0x6B, 0xFF])))
    let output = try DemoProcess.run(["--script", path])
    #expect(output.status == 2)
    #expect(
      output.stderrText
        == "\(path):2:2: the script is not valid UTF-8 (byte 0xFF at offset 3); save it as UTF-8\n")
  }

  // MARK: stderr

  @Test func aHugeArgumentIsShortenedInTheUsageError() throws {
    let output = try DemoProcess.run(["--screen", String(repeating: "x", count: 100_000)])
    #expect(output.status == 2)
    #expect(output.stderr.count < 10_000)
    #expect(output.stderrText.contains("more)"))
  }

  @Test func stderrNeverCarriesRawControlBytes() throws {
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let title = "\u{1B}]0;PWNED\u{07}"
    let scripts = [
      "j \(title) k\n", "expect \"\(title)\"\n", "# screen: \(title)\n", "# rows: \(title)\n",
      "# size: \(title)\n",
    ]
    var runs: [[String]] = [
      ["--screen", title], ["--size", title], ["--script", directory.path + "/\(title).keys"],
    ]
    for (index, text) in scripts.enumerated() {
      let path = directory.appendingPathComponent("s\(index).keys").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      runs.append(["--script", path])
    }
    for arguments in runs {
      let output = try DemoProcess.run(arguments)
      #expect(output.status == 1 || output.status == 2, "\(arguments)")
      #expect(!output.stderr.isEmpty)
      let controls = output.stderr.filter { $0 < 0x20 && $0 != 0x0A || $0 == 0x7F }
      #expect(controls.isEmpty, "\(arguments): \(output.stderrText.debugDescription)")
      #expect(output.stderrText.contains("\\u{1B}]0;PWNED\\u{7}"), "\(arguments)")
    }
  }
}

/// Reads a pipe on a thread until end of file.
private final class PipeReader: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private let done = DispatchSemaphore(value: 0)

  init(descriptor: Int32) {
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        lock.withLock { bytes += buffer[0..<count] }
      }
      close(descriptor)
      done.signal()
    }
  }

  /// Everything read, once the writers have closed the pipe.
  func finish() -> [UInt8] {
    done.wait()
    return lock.withLock { bytes }
  }
}
