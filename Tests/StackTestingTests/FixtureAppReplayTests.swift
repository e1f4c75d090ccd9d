import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackTestingFixtureApp

/// The one script `Fixtures/fixture-app.keys` played against the small fixture app (not the
/// demo): headless on a ``VirtualTerminal`` in this process, and in a real terminal (the
/// built `StackTestingFixtureApp` in tmux, through ``TmuxReplay``). Every snapshot and the
/// final screen must be the same, line for line. The tmux half needs tmux
/// (`Scripts/test.sh` installs it) and is skipped only when it is not installed.
@MainActor
@Suite struct FixtureAppReplayTests {
  static let scriptPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fixture-app.keys").path
  static let rows = 20

  /// The script, and its `# size:` (`WIDTHxHEIGHT`).
  static func script() throws -> (script: KeyScript, size: Size) {
    let text = try String(contentsOfFile: scriptPath, encoding: .utf8)
    let script = try ScriptParser.parse(text, file: scriptPath)
    let parts = try #require(script.directive("size")?.value.split(separator: "x"))
    let width = try #require(parts.first.flatMap { Int($0) })
    let height = try #require(parts.last.flatMap { Int($0) })
    let size = Size(width: width, height: height)
    try script.validate(screenSize: size)
    return (script, size)
  }

  /// What the headless run shows: every snapshot, then the final screen.
  static func headlessDump() throws -> String {
    let (script, size) = try script()
    let clock = ManualClock()
    let app = try FixtureApp(rows: rows, size: size, clock: clock)
    let result = try ScriptRunner(terminal: VirtualTerminal(size: size), app: app, clock: clock)
      .run(script)
    #expect(result.quitLine == nil)
    return ScreenDump.text(
      snapshots: result.snapshots, finalScreen: result.finalScreen, mode: .each)
  }

  @Test func theHeadlessRunFollowsTheScript() throws {
    let dump = try Self.headlessDump()
    #expect(dump.contains("--- snapshot moved ---\n"))
    #expect(dump.contains(" row 3/20\n"))
    #expect(dump.contains("Row 19"))
    #expect(dump.contains("--- snapshot bar ---\n"))
    #expect(dump.contains("[##########]\n"))
    #expect(dump.hasSuffix("\n"))
  }

  /// `wait` lets virtual time pass headless: 40 ms after `g` the 200 ms bar shows, not full.
  /// Not in the shared script: in tmux that screen depends on the machine's timing (a loaded
  /// machine captured it full; decision 0670).
  @Test func fortyMillisecondsAfterGTheBarIsNotFullYet() throws {
    let size = Size(width: 30, height: 10)
    let text = "g\nwait 40ms\nexpect \"[#\"\nexpect-not \"[##########]\"\n"
    let script = try ScriptParser.parse(text, file: "bar.keys")
    let clock = ManualClock()
    let app = try FixtureApp(rows: Self.rows, size: size, clock: clock)
    _ = try ScriptRunner(terminal: VirtualTerminal(size: size), app: app, clock: clock)
      .run(script)
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() throws {
    let (script, size) = try Self.script()
    let replay = TmuxReplay(command: try fixtureAppCommand("--rows \(Self.rows)"), size: size)
    let result = try replay.run(script)
    let tmux = ScreenDump.text(
      snapshots: result.snapshots, finalScreen: result.finalScreen, mode: .each)
    let headless = try Self.headlessDump()
    let diff = LineDiff.unified(headless, tmux, oldName: "headless", newName: "tmux")
    #expect(diff == nil, "headless and tmux screens differ:\n\(diff ?? "")")
    #expect(
      result.snapshots.map(\.name) == ["moved", "end", "wheel-and-click", "narrow", "bar"])
  }
}
