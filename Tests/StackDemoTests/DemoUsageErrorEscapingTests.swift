import Foundation
import StackTesting
import Testing

/// stack-demo leaves on a usage error the way every executable of the repository does
/// (ProcessExit): the bad argument quoted escaped, status 2.
@Suite struct DemoUsageErrorEscapingTests {
  @Test func usageErrorsQuoteHostileArgumentsEscaped() throws {
    let title = "\u{1B}]0;PWNED\u{7}"
    let clipboard = "\u{1B}]52;c;cHduZWQ=\u{7}"
    for arguments in [["--rows", clipboard], [title], ["--\(title)"], ["--size", clipboard]] {
      let output = try DemoProcess.run(arguments)
      #expect(output.status == 2, "\(arguments.debugDescription)")
      let controls = output.stderr.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
      #expect(
        controls.isEmpty, "\(arguments.debugDescription): \(output.stderrText.debugDescription)")
      #expect(output.stderrText.contains("\\u{1B}]"), "\(arguments.debugDescription)")
    }
  }
}
