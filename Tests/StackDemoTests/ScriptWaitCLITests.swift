import Foundation
import StackTesting
import TestSupport
import Testing

/// `wait DURATION` in `stack-demo --script`: virtual time headless (no sleeping), real time
/// with `--tmux`, the same screens both ways; a bad duration is a script error.
@Suite struct ScriptWaitCLITests {
  private func scriptFile(_ text: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-wait-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("t.keys")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  private func remove(_ file: URL) {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
  }

  private func elapsed(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return start.duration(to: clock.now)
  }

  @Test func headlessWaitAdvancesVirtualTimeWithoutSleeping() throws {
    let file = try scriptFile(
      "# screen: list\n# rows: 100\ndown\nwait 30s\nexpect \"row 2/100\"\n"
        + String(repeating: "wait 60s\n", count: 20) + "down\n")
    defer { remove(file) }
    var output: StackDemoBinary.Output?
    let time = try elapsed {
      output = try StackDemoBinary.run(["--script", file.path, "--size", "40x6"])
    }
    #expect(output?.status == 0, "\(output?.stderr ?? "")")
    #expect(output?.stdout.contains("row 3/100") == true)
    // Twenty minutes and a half of virtual time: sleeping them would take longer than the
    // ceiling, which no loaded machine reaches running the script.
    #expect(time < hangCeiling, "20.5 minutes of virtual time took \(time)")
  }

  @Test func aBadDurationIsAScriptErrorAtItsPlace() throws {
    let file = try scriptFile("# screen: list\ndown\nwait 2sec\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path])
    #expect(output.status == 2)
    #expect(
      output.stderr
        == "\(file.path):3:7: unknown unit 'sec' (expected ms or s; did you mean '2s'?)\n")
    #expect(output.stdout.isEmpty)
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func tmuxWaitSleepsAndGivesTheSameScreens() throws {
    let file = try scriptFile(
      "# screen: list\n# rows: 100\ndown\nwait 400ms\nsnapshot paused\ndown\nwait 0ms\n")
    defer { remove(file) }
    let arguments = ["--script", file.path, "--size", "40x6", "--dump", "each"]
    let headless = try StackDemoBinary.run(arguments)
    var tmux: StackDemoBinary.Output?
    let time = try elapsed { tmux = try StackDemoBinary.run(arguments + ["--tmux"]) }
    #expect(headless.status == 0 && tmux?.status == 0, "\(tmux?.stderr ?? "")")
    #expect(time >= .milliseconds(400))
    #expect(tmux?.stdout == headless.stdout)
  }
}
