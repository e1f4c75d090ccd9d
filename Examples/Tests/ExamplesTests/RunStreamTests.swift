import ExamplesTestSupport
import Foundation
import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import RunStream

/// `run-stream`: a command's output as rows while it runs, its exit status at the end; the
/// script headless and in tmux (same screens, durations masked); a program that cannot
/// start, one that ignores SIGTERM (Ctrl-C twice), one that exits at once, one that closes
/// its output but keeps running; hostile bytes shown safely.
@MainActor
@Suite struct RunStreamTests {
  /// The command the script runs.
  static let scriptCommand = [
    "sh", "-c",
    "echo 'line 1 is long enough to be cut at sixty columns, so Enter shows the rest of it';"
      + " for i in $(seq 2 12); do echo \"line $i\"; done; sleep 0.2;"
      + " echo 'something went wrong' >&2; exit 3",
  ]

  /// A screen of 60x10 running `arguments` until its output ended and it exited.
  static func screen(_ arguments: [String], keys: [Key] = [], maximumLines: Int = 1_000_000)
    -> (RunStreamApp, [String])
  {
    let app = RunStreamApp(arguments: arguments, maximumLines: maximumLines)
    let terminal = VirtualTerminal(size: Size(width: 60, height: 10))
    let runner = ScriptRunner(terminal: terminal, app: app)
    runner.loop.runUntilIdle()
    runner.settleSources()
    terminal.enqueue(keys.map(InputEvent.key))
    runner.loop.runUntilIdle()
    return (app, terminal.screen.lines)
  }

  /// `dump` with every duration ("1.2 s") written as "#.# s".
  static func maskingDurations(_ dump: String) -> String {
    dump.replacingOccurrences(
      of: "[0-9]+\\.[0-9] s", with: "#.# s", options: .regularExpression)
  }

  @Test func theScriptShowsOutputErrorsAndTheExitStatus() throws {
    let script = try ExampleScript(example: "run-stream")
    let dump = try script.headlessDump(RunStreamApp(arguments: Self.scriptCommand))
    #expect(dump.contains("--- snapshot ended ---\n"))
    #expect(dump.contains(" ✗ exit 3 · 0.0 s · 13 lines · "))
    #expect(dump.contains("▌something went wrong"))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() async throws {
    let script = try ExampleScript(example: "run-stream")
    let headless = try script.headlessDump(RunStreamApp(arguments: Self.scriptCommand))
    let tmux = try await script.tmuxDump(
      product: "run-stream", arguments: ["--"] + Self.scriptCommand)
    ExampleScript.expectSame(
      headless: Self.maskingDurations(headless), tmux: Self.maskingDurations(tmux))
  }

  @Test func aProgramThatCannotStartShowsAClearErrorRowAndStatus127() {
    let (app, lines) = Self.screen(["/nonexistent/tool"])
    #expect(lines[0].contains("cannot run /nonexistent/tool: No such file or directory"))
    #expect(lines[9].hasPrefix(" ✗ cannot start · exit 127"))
    #expect(app.termination == .exited(127))
  }

  @Test func aProgramThatExitsAtOnceEndsWithItsStatus() {
    let (app, lines) = Self.screen(["true"])
    #expect(app.termination == .exited(0))
    #expect(lines[9].hasPrefix(" ✓ exit 0 · 0.0 s · 0 lines"))
  }

  @Test func aFailedCommandIsShownAsAFailureNotLikeASuccess() {
    let app = RunStreamApp(arguments: ["sh", "-c", "exit 3"])
    let terminal = VirtualTerminal(size: Size(width: 60, height: 10))
    let runner = ScriptRunner(terminal: terminal, app: app)
    runner.loop.runUntilIdle()
    runner.settleSources()
    runner.loop.runUntilIdle()
    #expect(terminal.screen.lines[9].hasPrefix(" ✗ exit 3 · "))
    #expect(
      terminal.screen[1, 9].style == RenderContext().style(RunStreamApp.errorRole))
    let (_, success) = Self.screen(["true"])
    #expect(success[9].hasPrefix(" ✓ exit 0 · "))
  }

  @Test func runStreamLeavesWithTheCommandsStatus() {
    let (failed, _) = Self.screen(["sh", "-c", "exit 3"])
    #expect(failed.exitStatus() == 3)
    let (succeeded, _) = Self.screen(["true"])
    #expect(succeeded.exitStatus() == 0)
    let (unstartable, _) = Self.screen(["/nonexistent/tool"])
    #expect(unstartable.exitStatus() == 127)
  }

  @Test func runStreamDoesNotExitZeroAfterCtrlCStoppedItsCommand() {
    let app = RunStreamApp(arguments: ["sh", "-c", "echo ready; exec sleep 30"])
    let terminal = VirtualTerminal(size: Size(width: 60, height: 10))
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()
    let clock = ContinuousClock()
    let ceiling = clock.now + .seconds(60)  // Only catches a hang.
    while app.output.count == 0 && clock.now < ceiling {
      _ = loop.waitForWatches(milliseconds: 50)
      loop.runUntilIdle()
    }
    terminal.enqueue([.key(.ctrl("c"))])
    loop.runUntilIdle()
    while app.termination == nil && clock.now < ceiling {
      _ = loop.waitForWatches(milliseconds: 50)
      loop.runUntilIdle()
    }
    #expect(app.termination == .signalled(SIGTERM))
    #expect(terminal.screen.lines[9].hasPrefix(" ✗ signal 15 (SIGTERM) · "))
    #expect(app.exitStatus() == 143)
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func theBinaryExitsWithTheCommandsStatus() throws {
    let executable = try BuiltExecutable.path(named: "run-stream")
    let session = try TmuxSession(
      command: "\(TmuxSession.shellQuoted(executable)) -- sh -c 'exit 3'; echo \"status=$?\"; "
        + "sleep 60",
      size: Size(width: 60, height: 10))
    defer { session.kill() }
    try session.waitForScreen("exit 3", timeout: .seconds(120)) {
      $0.joined().contains("✗ exit 3")
    }
    try session.send("q")
    try session.waitForScreen("status=3", timeout: .seconds(120)) {
      $0.joined().contains("status=3")
    }
  }

  @Test func aProgramThatClosesItsOutputButKeepsRunningIsWaitedFor() {
    let (app, lines) = Self.screen(["sh", "-c", "echo bye; exec >&- 2>&-; sleep 0.3; exit 5"])
    #expect(app.termination == .exited(5))
    #expect(lines[0] == " bye")
  }

  @Test func hostileBytesAreNeverSentRaw() {
    let (_, lines) = Self.screen([
      "printf", "esc\\033]0;PWNED\\007 nul\\000 bad\\377 tab\\tend\\n",
    ])
    let screen = lines.joined(separator: "\n")
    #expect(!screen.contains("\u{1B}"))
    #expect(!screen.contains("\u{7}"))
    #expect(!screen.contains("\u{0}"))
    #expect(screen.contains("esc"))
    #expect(screen.contains("end"))
  }

  @Test func ctrlCStopsTheCommandAndASecondKillsOneThatIgnoresSIGTERM() {
    let app = RunStreamApp(arguments: ["sh", "-c", "trap '' TERM; echo ready; sleep 30"])
    let terminal = VirtualTerminal(size: Size(width: 60, height: 10))
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()
    let clock = ContinuousClock()
    let deadline = clock.now + hangCeiling
    while app.output.count == 0 && clock.now < deadline {
      _ = loop.waitForWatches(milliseconds: 50)
      loop.runUntilIdle()
    }
    terminal.enqueue([.key(.ctrl("c"))])
    loop.runUntilIdle()
    #expect(app.isStopping)
    #expect(terminal.screen.lines[9].contains("stopping… Ctrl-C kills"))
    // SIGTERM is ignored: still running after a while.
    _ = loop.waitForWatches(milliseconds: 200)
    loop.runUntilIdle()
    #expect(app.termination == nil)
    terminal.enqueue([.key(.ctrl("c"))])
    loop.runUntilIdle()
    while app.termination == nil && clock.now < deadline {
      _ = loop.waitForWatches(milliseconds: 50)
      loop.runUntilIdle()
    }
    #expect(app.termination == .signalled(9))
    #expect(!loop.isFinished)  // Leaving is the user's choice: q, or Ctrl-C now.
    terminal.enqueue([.key(.ctrl("c"))])
    loop.runUntilIdle()
    #expect(loop.isFinished)
  }

  @Test func pastTheLineCapTheOldestLinesAreDroppedAndARowSaysHowMany() {
    let (app, lines) = Self.screen(["seq", "1000"], keys: [.home], maximumLines: 64)
    #expect(app.output.lineCount == 1000)
    #expect(app.output.count <= 65)
    #expect(lines[0].contains("\(app.output.droppedCount) earlier lines dropped"))
    #expect(app.output.text(at: app.output.count - 1) == "1000")
    #expect(lines.last?.contains("1000 lines") == true)
  }

  @Test func aStoppedCommandIsShownStoppedAndCtrlCContinuesAndEndsIt() {
    let app = RunStreamApp(arguments: ["sh", "-c", "echo ready; kill -STOP $$; exec sleep 30"])
    let terminal = VirtualTerminal(size: Size(width: 60, height: 10))
    let runner = ScriptRunner(terminal: terminal, app: app)
    runner.loop.runUntilIdle()
    var step = timespec(tv_sec: 0, tv_nsec: 20_000_000)
    for _ in 0..<1500 where app.stopSignal == nil {
      _ = nanosleep(&step, nil)
      runner.clock.advance(by: .milliseconds(200))
      runner.loop.runUntilIdle()
    }
    #expect(app.stopSignal == SIGSTOP)
    #expect(terminal.screen.lines.last?.contains("stopped (SIGSTOP)") == true)
    terminal.enqueue([.key(.ctrl("c"))])
    runner.loop.runUntilIdle()
    runner.settleSources()
    runner.loop.runUntilIdle()
    #expect(app.termination == .signalled(SIGTERM))
  }
}
