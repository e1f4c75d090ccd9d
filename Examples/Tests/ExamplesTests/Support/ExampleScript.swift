import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

/// An example's `.keys` script (`Examples/NAME/NAME.keys`), played headless against the
/// example's app and in tmux against its built executable, each giving a ``ScreenDump`` of
/// every snapshot and the final screen.
@MainActor
struct ExampleScript {
  /// The folder of the examples' sources, the Examples package's (this file is
  /// `Examples/Tests/ExamplesTests/Support/…`).
  static let examplesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The folder of this target's fixtures.
  static let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The parsed script.
  let script: KeyScript
  /// Its `# size:` (`WIDTHxHEIGHT`).
  let size: Size

  /// The script of the example `name` (its folder and product name, e.g. `hello-stack`).
  init(example name: String, script file: String? = nil) throws {
    let path = Self.examplesFolder.appendingPathComponent("\(name)/\(file ?? name).keys").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    script = try ScriptParser.parse(text, file: path)
    let parts = try #require(script.directive("size")?.value.split(separator: "x"))
    let width = try #require(parts.first.flatMap { Int($0) })
    let height = try #require(parts.last.flatMap { Int($0) })
    size = Size(width: width, height: height)
    try script.validate(screenSize: size)
  }

  /// Plays the script headless against `app` (made for ``size``); the app must not quit.
  func headlessDump(_ app: any TerminalApp) throws -> String {
    let result = try ScriptRunner(terminal: VirtualTerminal(size: size), app: app).run(script)
    #expect(result.quitLine == nil)
    return ScreenDump.text(
      snapshots: result.snapshots, finalScreen: result.finalScreen, mode: .each)
  }

  /// Plays the script headless against `app` with `await`: the app's tasks run between
  /// steps, as in a terminal.
  func headlessDumpLettingTasksRun(_ app: any TerminalApp) async throws -> String {
    let result = try await ScriptRunner(terminal: VirtualTerminal(size: size), app: app)
      .run(script)
    #expect(result.quitLine == nil)
    return ScreenDump.text(
      snapshots: result.snapshots, finalScreen: result.finalScreen, mode: .each)
  }

  /// Plays the script in tmux against the built executable `product` with `arguments`
  /// (started in `folder` when given), off the main actor (`TmuxReplay.runAsync`): the
  /// suite's other tests run meanwhile.
  func tmuxDump(
    product: String, arguments: [String], in folder: String? = nil
  ) async throws -> String {
    let executable = try BuiltExecutable.path(named: product)
    var command = ([executable] + arguments).map(TmuxSession.shellQuoted).joined(separator: " ")
    command = "exec " + command
    if let folder { command = "cd \(TmuxSession.shellQuoted(folder)) && " + command }
    let result = try await TmuxReplay(command: command, size: size).runAsync(script)
    return ScreenDump.text(
      snapshots: result.snapshots, finalScreen: result.finalScreen, mode: .each)
  }

  /// Plays the script of the example `name` headless against `app` and in tmux against its
  /// built executable started with `arguments`, and expects the same screens.
  static func expectSameHeadlessAndInTmux(
    example name: String, app: any TerminalApp, arguments: [String]
  ) async throws {
    let script = try ExampleScript(example: name)
    let headless = try script.headlessDump(app)
    let tmux = try await script.tmuxDump(product: name, arguments: arguments)
    expectSame(headless: headless, tmux: tmux)
  }

  /// Expects the two dumps to be the same, showing a diff when not.
  static func expectSame(headless: String, tmux: String) {
    let diff = LineDiff.unified(headless, tmux, oldName: "headless", newName: "tmux")
    #expect(diff == nil, "headless and tmux screens differ:\n\(diff ?? "")")
  }
}
