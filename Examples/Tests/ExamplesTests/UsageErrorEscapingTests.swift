import Foundation
import StackTesting
import Testing

/// Every executable of the library package leaves on a usage error through ProcessExit: the bad
/// argument ArgumentParser quotes reaches standard error escaped, so it cannot set the
/// terminal's title (OSC 0) or write its clipboard (OSC 52).
@Suite struct UsageErrorEscapingTests {
  static let title = "\u{1B}]0;PWNED\u{7}"
  static let clipboard = "\u{1B}]52;c;cHduZWQ=\u{7}"

  /// Each program with arguments it refuses, quoting the hostile text.
  static let runs: [(program: String, arguments: [String])] = [
    ("file-tree", [".", title]),
    ("file-tree", ["--\(title)"]),
    // An unknown option's name is quoted whatever options tail-follow has (issue 19 rebuilds
    // them; `--poll-interval VALUE` quoted its value the same way).
    ("tail-follow", ["--\(clipboard)"]),
    ("tail-follow", ["a", "b", title]),
    // hello-stack quotes no argument (it takes none: HelloStackTests).
    ("two-pane", [".", title]),
    ("file-details", [".", clipboard]),
    ("run-stream", ["--\(title)", "--", "true"]),
    // stack-bench is in the Tools package: its cases are Tools/Tests/StackBenchTests.
  ]

  @Test func usageErrorsWriteNoRawEscapeOrBell() throws {
    for run in Self.runs {
      let output = try Spawn.run(BuiltExecutable.path(named: run.program), run.arguments)
      let stderr = String(decoding: output.stderr, as: UTF8.self)
      #expect(output.status != 0, "\(run.program) \(run.arguments.debugDescription)")
      #expect(!output.stderr.isEmpty, "\(run.program)")
      let controls = output.stderr.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
      #expect(controls.isEmpty, "\(run.program): \(stderr.debugDescription)")
      #expect(output.stdout.isEmpty, "\(run.program)")
      #expect(stderr.contains("\\u{1B}]"), "\(run.program): \(stderr.debugDescription)")
    }
  }

  @Test func helpStillGoesToStandardOutputWithStatusZero() throws {
    for program in [
      "file-tree", "tail-follow", "hello-stack", "two-pane", "file-details", "run-stream",
    ] {
      let output = try Spawn.run(BuiltExecutable.path(named: program), ["--help"])
      #expect(output.status == 0, "\(program)")
      #expect(String(decoding: output.stdout, as: UTF8.self).contains("USAGE:"), "\(program)")
    }
  }
}
