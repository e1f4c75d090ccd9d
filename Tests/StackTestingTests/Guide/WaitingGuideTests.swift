import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackTestingFixtureApp

/// The testing article's "Apps with tasks, timers and child processes": a spinner over real
/// async loads (`Task.sleep`), waited for with `wait-for` and `wait-until-gone`, headless and
/// in tmux with the same screens; a wait that times out; a plain thread's work waited for.
@MainActor
@Suite struct WaitingGuideTests {
  /// The spinner over `Task.sleep` loads, as an adopter tests it: wait for the loading
  /// screen, then for each item, then for the spinner to go; no `wait` guesses how long the
  /// loads take.
  static let loadsScript = """
    # size: 24x4
    wait-for "loading…"
    wait-for "item 1: ready"
    wait-for "loaded 3 items"
    wait-until-gone "loading…"
    snapshot loaded
    """

  @Test func aSpinnerOverTaskSleepLoadsIsSeenHeadless() async throws {
    let script = try ScriptParser.parse(Self.loadsScript, file: "loads.keys")
    let headless = try await ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 24, height: 4)), app: LoadsFixtureApp()
    )
    .run(script)
    #expect(
      headless.snapshots.first?.lines == [
        "loaded 3 items", "item 1: ready", "item 2: ready", "item 3: ready",
      ])
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func aSpinnerOverTaskSleepLoadsGivesTheSameScreensHeadlessAndInTmux() async throws {
    let script = try ScriptParser.parse(Self.loadsScript, file: "loads.keys")
    let size = Size(width: 24, height: 4)
    let command = try fixtureAppCommand("--loads")
    let runner = ScriptRunner(terminal: VirtualTerminal(size: size), app: LoadsFixtureApp())
    let headless = try await runner.run(script)
    let tmux = try await TmuxReplay(command: command, size: size).runAsync(script)
    #expect(tmux.snapshots == headless.snapshots)
    #expect(tmux.finalScreen == headless.finalScreen)
  }

  @Test func aWaitForThatTimesOutNamesWhatTheScreenShowed() async throws {
    let script = try ScriptParser.parse("wait-for \"never shown\" 300ms\n", file: "t.keys")
    do {
      _ = try await ScriptRunner(
        terminal: VirtualTerminal(size: Size(width: 24, height: 4)), app: LoadsFixtureApp()
      )
      .run(script)
      Issue.record("the wait did not time out")
    } catch {
      #expect(error.summary.hasPrefix("t.keys:1:1: wait-for timed out after "))
      #expect(error.summary.hasSuffix(": \"never shown\" is not on the screen"))
      #expect(error.waited.map { $0 >= .milliseconds(300) } == true)
      #expect(error.screenContains("item 1:"))
    }
  }

  @Test func waitUntilGoneSeesAPlainThreadsWork() async throws {
    // LiveFixtureApp's lines come from a background thread through a plain Task: nothing
    // the loop knows of. `wait` passes virtual time only; `wait-until-gone` waits for them.
    let script = try ScriptParser.parse(
      "wait-until-gone \"loading\"\nexpect \"loaded 3 lines\"\n", file: "live.keys")
    let app = LiveFixtureApp(count: 3, gap: .milliseconds(20))
    let result = try await ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 30, height: 6)), app: app
    )
    .run(script)
    #expect(result.finalScreen[3] == "line 3")
  }
}
