import StackTesting
import Testing

/// `stack-bench` leaves on a usage error through ProcessExit, as every executable of the
/// library package does (their test is ExamplesTests' UsageErrorEscapingTests): the bad
/// argument ArgumentParser quotes reaches standard error escaped, so it cannot set the
/// terminal's title (OSC 0) or write its clipboard (OSC 52).
@Suite struct StackBenchUsageErrorTests {
  static let title = "\u{1B}]0;PWNED\u{7}"
  static let clipboard = "\u{1B}]52;c;cHduZWQ=\u{7}"

  /// Arguments stack-bench refuses, quoting the hostile text.
  static let runs: [[String]] = [
    ["--repeats", clipboard],
    ["--only", "x", title],
  ]

  @Test func usageErrorsWriteNoRawEscapeOrBell() throws {
    for arguments in Self.runs {
      let output = try Spawn.run(BuiltExecutable.path(named: "stack-bench"), arguments)
      let stderr = String(decoding: output.stderr, as: UTF8.self)
      #expect(output.status != 0, "\(arguments.debugDescription)")
      #expect(!output.stderr.isEmpty)
      let controls = output.stderr.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
      #expect(controls.isEmpty, "\(stderr.debugDescription)")
      #expect(output.stdout.isEmpty)
      #expect(stderr.contains("\\u{1B}]"), "\(stderr.debugDescription)")
    }
  }
}
