import Foundation
import StackCore
import StackTerminal
import Testing

@testable import StackDemo

/// Where the scripts live, and running them in-process (ScriptRunner + DemoApp) or through
/// the built `stack-demo` binary (Foundation `Process`).
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
  /// `stack-demo --script` does, collecting the JSON event lines.
  @MainActor
  static func run(text: String, file: String) throws -> InProcessRun {
    let script = try ScriptParser.parse(text, file: file)
    let settings = try DemoSettings.resolve(script: script, screen: nil, rows: nil, size: nil)
    try script.validate(screenSize: settings.size)
    let terminal = VirtualTerminal(size: settings.size)
    let app = try DemoApp(
      screen: settings.screen, rows: settings.rows, size: settings.size,
      isMonochrome: false)
    let events = EventLines()
    app.eventSink = { events.append($0) }
    let runner = ScriptRunner(terminal: terminal, app: app)
    runner.willRunStep = { events.scriptLine = $0.line }
    let result = try runner.run(script)
    return InProcessRun(result: result, events: events.lines)
  }

  /// Runs the script at `path` (relative to the root) in-process.
  @MainActor
  static func run(path: String) throws -> InProcessRun {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return try run(text: text, file: path)
  }
}

/// The built `stack-demo` executable, run with Foundation `Process`.
enum StackDemoBinary {
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

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

  /// Runs `stack-demo arguments` in the package root with standard input from `/dev/null`
  /// (not a terminal) and standard output and error captured through files (pipes could be
  /// held open by a tmux server the demo starts), or, with `pipe`, standard output into a
  /// pipe.
  static func run(_ arguments: [String], pipe: Bool = false) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try path())
    process.arguments = arguments
    process.currentDirectoryURL = ScriptTestSupport.root
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outPath = directory.appendingPathComponent("out").path
    let errPath = directory.appendingPathComponent("err").path
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    guard let out = FileHandle(forWritingAtPath: outPath),
      let err = FileHandle(forWritingAtPath: errPath)
    else { throw Missing(description: "cannot create temporary files in \(directory.path)") }
    process.standardInput = FileHandle.nullDevice
    let outputPipe = Pipe()
    process.standardOutput = pipe ? outputPipe : out
    process.standardError = err
    try process.run()
    var piped = Data()
    if pipe {
      try? outputPipe.fileHandleForWriting.close()
      piped = outputPipe.fileHandleForReading.readDataToEndOfFile()
    }
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    let stdout =
      pipe
      ? String(decoding: piped, as: UTF8.self)
      : (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    return Output(
      status: process.terminationStatus, stdout: stdout,
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }
}
