import Foundation
import Testing

/// `stack-demo --script` as a user runs it: the built binary, through StackTesting's `Spawn`,
/// with standard input not a terminal.
@Suite struct ScriptCLITests {
  /// A script file in a fresh temporary directory; removed by the caller.
  private func scriptFile(_ text: String, name: String = "t.keys") throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  private func remove(_ file: URL) {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
  }

  @Test func pipedHeadlessRunPrintsThePlainScreen() throws {
    let file = try scriptFile("# screen: list\n# rows: 100\ndown*2\nexpect \"row 3/100\"\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path, "--size", "40x6"], pipe: true)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.isEmpty)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // Six rows, each ending in a newline, trailing spaces trimmed.
    #expect(lines.count == 7)
    #expect(lines.last == "")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    #expect(lines.contains { $0.hasPrefix("Row 3: some text for the row ") })
    #expect(lines[5].hasPrefix(" list │ row 3/100 │"))
    // Plain text: no escape sequences.
    #expect(!output.stdout.contains("\u{1B}"))
  }

  @Test func emptyLinesAtTheBottomArePrinted() throws {
    let file = try scriptFile("# screen: chat\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path, "--size", "50x8"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // 8 rows, each ending in a newline; empty rows printed as empty lines.
    #expect(lines.count == 9)
    #expect(lines.last == "")
    // Everything fits: no scroll indicator.
    #expect(lines[1] == " Bot: Hi! Press n to ask me something.")
  }

  @Test func dumpEachPrintsEverySnapshotThenTheFinalScreen() throws {
    let file = try scriptFile("# screen: goal\nsnapshot first\nenter\nsnapshot second\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run([
      "--script", file.path, "--size", "30x5", "--dump", "each",
    ])
    #expect(output.status == 0)
    let headers = output.stdout.split(separator: "\n").filter { $0.hasPrefix("--- ") }
    #expect(headers == ["--- snapshot first ---", "--- snapshot second ---", "--- final ---"])
    #expect(
      output.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 3 * 6 + 1)
  }

  @Test func badScriptLineExitsTwoWithTheLocation() throws {
    let file = try scriptFile("down\n\n  dwon\nexpect \"never checked\"\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path])
    #expect(output.status == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == "\(file.path):3:3: unknown key 'dwon' (did you mean 'down'?)\n")
  }

  @Test func badDirectiveExitsTwo() throws {
    let file = try scriptFile("# screen: lsit\ndown\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path])
    #expect(output.status == 2)
    #expect(output.stderr == "\(file.path):1:11: unknown screen 'lsit' (did you mean 'list'?)\n")
  }

  @Test func failedExpectExitsOneWithLineTextAndScreen() throws {
    let file = try scriptFile("# screen: list\n# rows: 10\ndown\nexpect \"Row 99\"\ndown\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path, "--size", "40x4"])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "\(file.path):4:1: expect failed: \"Row 99\" is not on the screen")
    #expect(lines.count == 1 + 1 + 4 + 1 + 1)
    #expect(lines[1] == "--- screen ---")
    #expect(lines[2...5].contains { $0.hasPrefix("Row 2: some text for the row ") })
    #expect(lines[5].hasPrefix(" list │ row 2/10 │"))
    #expect(lines[6] == "--- end of screen ---")
  }

  @Test func badSizeIsAUsageError() throws {
    let file = try scriptFile("down\n")
    defer { remove(file) }
    for size in ["80", "80x", "0x24", "80x24x1", "axb", "2000x10"] {
      let output = try StackDemoBinary.run(["--script", file.path, "--size", size])
      #expect(output.status == 2, "\(size)")
      #expect(output.stderr.contains("--size"), "\(size): \(output.stderr)")
    }
  }

  @Test func optionsThatNeedAScriptAreRejectedWithoutOne() throws {
    for arguments in [["--size", "80x24"], ["--tmux"], ["--dump", "each"], ["--events", "-"]] {
      let output = try StackDemoBinary.run(arguments)
      #expect(output.status == 2, "\(arguments)")
      #expect(output.stderr.contains("needs --script FILE"), "\(arguments): \(output.stderr)")
    }
  }

  @Test func missingScriptFileExitsTwo() throws {
    let output = try StackDemoBinary.run(["--script", "/nonexistent/x.keys"])
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix("stack-demo: cannot read the script /nonexistent/x.keys"))
  }

  @Test func eventsToStdoutReplaceTheScreenUnlessDumpIsGiven() throws {
    let file = try scriptFile("# screen: list\n# rows: 10\ntab\n")
    defer { remove(file) }
    let eventsOnly = try StackDemoBinary.run(["--script", file.path, "--events", "-"])
    #expect(eventsOnly.status == 0)
    let lines = eventsOnly.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"type\":") && $0.hasSuffix("}") })
    #expect(lines.last == #"{"type":"screen","line":3,"screen":"showcase"}"#)

    let both = try StackDemoBinary.run(
      ["--script", file.path, "--events", "-", "--dump", "final", "--size", "40x6"])
    #expect(both.status == 0)
    // Events first, then the screen.
    #expect(both.stdout.hasPrefix(eventsOnly.stdout))
    let screen = both.stdout.dropFirst(eventsOnly.stdout.count)
    #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
    #expect(screen.contains("Welcome to StackTUI"))
  }

  @Test func eventsToAFileKeepTheScreenOnStdout() throws {
    let file = try scriptFile("# screen: list\n# rows: 10\nresize 40x5\n")
    defer { remove(file) }
    let events = file.deletingLastPathComponent().appendingPathComponent("events.jsonl")
    let output = try StackDemoBinary.run(["--script", file.path, "--events", events.path])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Row 1: some text for the row"))
    let log = try String(contentsOf: events, encoding: .utf8)
    #expect(log.contains(#"{"type":"resize","line":3,"width":40,"height":5}"#))
  }

  // MARK: --tmux

  @Test func tmuxRejectsKeysTheTTYDriverTakesBeforeRunning() throws {
    let file = try scriptFile("down\nj ctrl-z\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path, "--tmux"])
    #expect(output.status == 2)
    #expect(
      output.stderr == "\(file.path):2:3: ctrl-z cannot be replayed in a terminal (the tty "
        + "driver takes it as a signal or flow control); leave it out of scripts played with "
        + "--tmux\n")
  }

  @Test func tmuxReplayReportsAFailedExpectWithTheRealScreen() throws {
    let file = try scriptFile("# screen: list\n# rows: 10\ndown\nexpect \"Row 99\"\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path, "--tmux", "--size", "40x4"])
    #expect(output.status == 1)
    let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "\(file.path):4:1: expect failed: \"Row 99\" is not on the screen")
    #expect(lines.count == 8)
    #expect(lines[5].hasPrefix(" list │ row 2/10 │"))
  }

  @Test func tmuxReplayFailsClearlyWhenTheDemoQuits() throws {
    let file = try scriptFile("down\nq\nexpect \"x\"\n")
    defer { remove(file) }
    let output = try StackDemoBinary.run(["--script", file.path, "--tmux", "--size", "40x5"])
    #expect(output.status == 2)
    #expect(
      output.stderr == "stack-demo --tmux: the demo quit after the input of line 2 (a script "
        + "played with --tmux must not quit the app)\n")
    // Headless, the run stops there with a note and prints the last screen.
    let headless = try StackDemoBinary.run(["--script", file.path, "--size", "40x5"])
    #expect(headless.status == 0)
    #expect(
      headless.stderr
        == "stack-demo: note: the demo quit at line 2; the steps after it did not run\n")
    #expect(headless.stdout.split(separator: "\n").count == 5)
  }

  @Test func eventsCannotBeCombinedWithTmux() throws {
    let output = try StackDemoBinary.run(["--script", "x.keys", "--tmux", "--events", "-"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("--events cannot be used with --tmux"))
  }
}
