import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import FileDetails
@testable import FileTree
@testable import HelloStack
@testable import Pick
@testable import RunStream
@testable import TailFollow
@testable import TwoPane

/// Every screen of every example script (`Examples/*/*.keys`, the apps made as their own
/// tests make them) can be read on a dark and on a light background, at 8 and 256 colours:
/// no cell with text below 3:1 (issue 29, "Readable, checked").
@MainActor
@Suite
struct ExampleContrastTests {
  /// The examples, by folder name.
  static let examples = [
    "file-details", "file-tree", "hello-stack", "pick", "run-stream", "tail-follow", "two-pane",
  ]

  @Test func everyExampleScriptIsReadableOnDarkAndLightAtEightAnd256Colours() async throws {
    var report = ContrastReport()
    var counts: [String] = []
    for name in Self.examples {
      for check in ContrastCheck().perTerminal {
        let found = try await Self.report(example: name, check: check)
        counts.append("\(name) \(check.backgrounds) \(check.depths): \(found.failures.count)")
        report.merge(found)
      }
    }
    #expect(report.isPassing, "\(counts.joined(separator: ", "))\n\(report)")
  }

  /// The contrast report of the example `name`'s script over every screen it shows.
  static func report(example name: String, check: ContrastCheck) async throws -> ContrastReport {
    let script = try ExampleScript(example: name)
    let terminal = VirtualTerminal(size: script.size)
    func runner(_ app: any TerminalApp) -> ScriptRunner {
      let runner = ScriptRunner(terminal: terminal, app: app)
      runner.contrastCheck = check
      return runner
    }
    let result: ScriptResult
    switch name {
    case "file-details":
      result = try await runner(try FileDetailsTests.app()).run(script.script)
    case "file-tree":
      let fixture = try FolderFixture.fileTree()
      defer { fixture.remove() }
      result = try await runner(FileTreeApp(path: fixture.root.path)).run(script.script)
    case "hello-stack":
      result = try await runner(try HelloStackTests.app()).run(script.script)
    case "pick":
      result = try await runner(PickApp(input: PickTests.input)).run(script.script)
    case "run-stream":
      result = try await runner(RunStreamApp(arguments: RunStreamTests.scriptCommand)).run(
        script.script)
    case "tail-follow":
      let source = try TailSource.make(path: TailFollowTests.logPath)
      result = try await runner(TailFollowApp(source: source, name: "app.log")).run(script.script)
    case "two-pane":
      let fixture = try FolderFixture.twoPane()
      defer { fixture.remove() }
      result = try await runner(TwoPaneApp(path: fixture.root.path)).run(script.script)
    default:
      Issue.record("no app for the example \(name)")
      return ContrastReport()
    }
    return try #require(result.contrast)
  }
}
