import Foundation
import StackTerminal
import Testing

/// The version lives in one place, `StackTUIVersion.current`: `stack-demo --version` prints
/// it, and the newest release in CHANGELOG.md is that version.
@Suite struct VersionTests {
  @Test func theDemoPrintsTheOneVersion() throws {
    let result = try DemoProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdoutText == "stack-demo \(StackTUIVersion.current)\n")
  }

  @Test func theVersionIsSemantic() {
    let parts = StackTUIVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }

  @Test func theNewestChangelogReleaseIsTheVersion() throws {
    let text = try String(
      contentsOf: ScriptTestSupport.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let releases = text.components(separatedBy: "\n").filter {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    #expect(releases.first?.hasPrefix("## [\(StackTUIVersion.current)]") == true, "\(releases)")
  }
}
