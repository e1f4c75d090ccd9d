import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// Where the scripts live, and running them in-process (ScriptRunner + DemoApp) or through
/// the built `stack-demo` binary (``Spawn``).
enum ScriptTestSupport {
  /// The package root (this file is `Tests/StackDemoTests/ScriptTestSupport.swift`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `demo/*.keys` then `Tests/StackDemoTests/Fixtures/*.keys`, as paths relative to the root.
  static var allScripts: [String] {
    scripts(in: "demo") + scripts(in: "Tests/StackDemoTests/Fixtures")
  }

  /// The `.keys` files in a directory under the root, sorted, relative to the root.
  static func scripts(in directory: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(directory).path)) ?? []
    return names.filter { $0.hasSuffix(".keys") }.sorted().map { "\(directory)/\($0)" }
  }

  /// What an in-process run produced.
  struct InProcessRun {
    var result: ScriptResult
    /// The `--events` lines.
    var events: [String]
  }

  /// Parses `text` (named `file` in messages) and runs it headless on the demo, as
  /// `stack-demo --script` does (`animated: false`: as with `--no-animation`), collecting
  /// the JSON event lines; with `contrastCheck`, checks every screen it shows.
  @MainActor
  static func run(
    text: String, file: String, animated: Bool = true, contrastCheck: ContrastCheck? = nil
  ) throws -> InProcessRun {
    let script = try ScriptParser.parse(text, file: file)
    let settings = try DemoSettings.resolve(script: script, screen: nil, rows: nil, size: nil)
    try script.validate(screenSize: settings.size)
    let terminal = VirtualTerminal(size: settings.size)
    let clock = ManualClock()
    let app = try DemoApp(
      screen: settings.screen, rows: settings.rows, size: settings.size,
      isMonochrome: false, clock: animated ? clock : nil)
    let events = EventLines()
    app.eventSink = { events.append($0) }
    let runner = ScriptRunner(terminal: terminal, app: app, clock: clock)
    runner.willRunStep = { events.scriptLine = $0.line }
    runner.contrastCheck = contrastCheck
    let result = try runner.run(script)
    return InProcessRun(result: result, events: events.lines)
  }

  /// Runs the script at `path` (relative to the root) in-process.
  @MainActor
  static func run(path: String, animated: Bool = true, contrastCheck: ContrastCheck? = nil)
    throws -> InProcessRun
  {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return try run(text: text, file: path, animated: animated, contrastCheck: contrastCheck)
  }
}

/// The built `stack-demo` executable, run with ``Spawn`` (StackTesting's one process helper).
enum StackDemoBinary {
  /// What a finished run left.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// `stack-demo` next to the test bundle (``DemoProcess/executable()``).
  static func path() throws -> String {
    try DemoProcess.executable()
  }

  /// Runs `stack-demo arguments` in the package root (through `sh`, which changes directory
  /// and `exec`s it) with standard input from `/dev/null` (not a terminal) and standard
  /// output and error captured through files (pipes could be held open by a tmux server the
  /// demo starts), or, with `pipe`, standard output into a pipe (read once the demo has
  /// exited: for outputs that fit in the pipe's buffer).
  static func run(_ arguments: [String], pipe: Bool = false) throws -> Output {
    var ends: [Int32] = [-1, -1]
    if pipe {
      guard StackDemoTests.pipe(&ends) == 0 else {
        throw DemoProcess.Failure(description: "pipe: errno \(errno)")
      }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    defer { if pipe { close(ends[0]) } }
    let result: Spawn.Output
    do {
      defer { if pipe { close(ends[1]) } }
      result = try Spawn.run(
        "/bin/sh",
        ["-c", "cd \"$0\" && exec \"$@\"", ScriptTestSupport.root.path, try path()]
          + arguments,
        environment: ProcessInfo.processInfo.environment, output: pipe ? ends[1] : nil,
        timeout: .seconds(300))
    }
    var stdout = result.stdout
    if pipe {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(ends[0], &buffer, buffer.count)
        guard count > 0 else { break }
        stdout += buffer[0..<count]
      }
    }
    return Output(
      status: result.status, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: result.stderr, as: UTF8.self))
  }
}
