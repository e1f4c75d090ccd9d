import Foundation
import StackTesting
import Testing

/// Every tour in `demo/` and every fixture in `Tests/StackDemoTests/Fixtures/` gives the same
/// screens headless (`stack-demo --script`) and in a real terminal (`stack-demo --script
/// --tmux`): each snapshot and the final screen, line for line.
///
/// Runs the built binary twice per script. The scripts run one after another: side by side
/// (17 tmux servers at once) on a loaded machine (load 25–30), 5 of 17 replays captured a
/// screen before the demo had read its keys (decision 0670). Each waits for the demo on a thread
/// of its own (``StackDemoBinary/runOnOwnThread(_:)``), leaving the concurrency pool's threads
/// to the module's other tests meanwhile.
@Suite(.serialized) struct ParityTests {
  static let scripts = ScriptTestSupport.allScripts

  @Test func thereAreScriptsToCompare() {
    #expect(Self.scripts.count(where: { $0.hasPrefix("demo/") }) >= 5)
    #expect(Self.scripts.contains("demo/list.keys"))
  }

  @Test(arguments: scripts)
  func headlessMatchesTmux(script: String) async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let headless = try await StackDemoBinary.runOnOwnThread(["--script", script, "--dump", "each"])
    try #require(
      headless.status == 0,
      "headless run of \(script) failed (\(headless.status)):\n\(headless.stderr)")
    let tmux = try await StackDemoBinary.runOnOwnThread([
      "--script", script, "--dump", "each", "--tmux",
    ])
    try #require(
      tmux.status == 0, "tmux replay of \(script) failed (\(tmux.status)):\n\(tmux.stderr)")
    if let diff = LineDiff.unified(
      headless.stdout, tmux.stdout, oldName: "headless \(script)", newName: "tmux \(script)")
    {
      Issue.record("headless and tmux screens differ for \(script):\n\(diff)")
    }
    let elapsed = start.duration(to: clock.now)
    print(
      "parity \(script): \(headless.stdout.count(where: { $0 == "\n" })) lines equal, \(elapsed)")
  }
}
