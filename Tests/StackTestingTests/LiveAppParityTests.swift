import Foundation
import StackCore
import StackTerminal
import StackTesting
import TestSupport
import Testing

@testable import StackTestingFixtureApp

/// The adopter's case of "live apps": a plain main-actor task started in the app's `init`,
/// fed from a background thread. It used to never run while the loop waited for keys in a
/// terminal (the screen stayed on "loading"), while a test that awaited passed. Now it runs
/// in the real loop (tmux) and the screen shows what it loaded, without a key.
@MainActor
@Suite struct LiveAppParityTests {
  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func aMainActorTaskStartedInInitUpdatesTheRealTerminalWithoutAKey() throws {
    let command = try fixtureAppCommand("--live 5")
    let session = try TmuxSession(size: Size(width: 30, height: 8)) { _ in command }
    defer { session.kill() }
    let screen = try session.waitForScreen("the loaded lines") {
      $0.first == "loaded 5 lines"
    }
    #expect(screen[1] == "line 1")
    #expect(screen[5] == "line 5")
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func theSpinnerTurnsOnItsTimerInTheRealTerminalWhileLinesLoad() throws {
    let command = try fixtureAppCommand("--live 40")
    let session = try TmuxSession(size: Size(width: 30, height: 8)) { _ in command }
    defer { session.kill() }
    var frames: Set<String> = []
    let clock = ContinuousClock()
    let deadline = clock.now + hangCeiling
    while frames.count < 3 && clock.now < deadline {
      if let first = try session.capture().first, first.hasPrefix("loading ") {
        frames.insert(String(first.dropFirst(8).prefix(1)))
      }
      usleep(20_000)
    }
    // Several spinner frames were seen without any key: the timer woke the loop.
    #expect(frames.count >= 3)
  }

  @Test func theHeadlessAsyncRunShowsWhatTheTaskLoadedAndTheSpinnerIsTestable() async throws {
    let app = LiveFixtureApp(count: 3, gap: .zero)
    let runner = ScriptRunner(terminal: VirtualTerminal(size: Size(width: 30, height: 6)), app: app)
    runner.maximumTaskRounds = 200
    let script = try ScriptParser.parse("wait 200ms\n", file: "live.keys")
    // The producer thread runs in real time: give it the time it needs, then look.
    var result = try await runner.run(script)
    let clock = ContinuousClock()
    let deadline = clock.now + hangCeiling
    while result.finalScreen.first != "loaded 3 lines" && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
      result = try await runner.run(script)
    }
    #expect(result.finalScreen.first == "loaded 3 lines")
    #expect(result.finalScreen[3] == "line 3")
  }

  /// The spinner's script: it turns while loading, then the load ends on the loop's clock.
  /// Each look follows a `wait`, so the tmux replay captures the screen as it is instead of
  /// waiting for a screen that a spinner never lets settle.
  static let spinnerScript = """
    # size: 20x3
    wait 50ms
    expect "loading"
    wait 200ms
    expect "loading"
    wait 1500ms
    expect "loaded"
    expect-not "loading"
    """

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func theSpinnersScriptGivesTheSameScreensHeadlessAndInTmux() async throws {
    let script = try ScriptParser.parse(Self.spinnerScript, file: "spinner.keys")
    let size = Size(width: 20, height: 3)
    let headless = try await ScriptRunner(
      terminal: VirtualTerminal(size: size), app: SpinnerFixtureApp()
    )
    .run(script)
    #expect(headless.finalScreen.first == "loaded")
    let replay = TmuxReplay(command: try fixtureAppCommand("--spinner"), size: size)
    let tmux = try await replay.runAsync(script)
    #expect(tmux.finalScreen == headless.finalScreen)
  }
}
