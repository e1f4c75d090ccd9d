import Foundation
import TestSupport
import Testing

/// Every headless `stack-demo` command in README.md works as written at the package root:
/// the `swift run stack-demo … --script …` lines of its shell blocks run against the built
/// executable (not `swift run`, which would build again) and exit 0 with a screen on stdout.
@Suite struct ReadmeCommandTests {
  /// The arguments of each headless command: `swift run stack-demo` lines of ```sh blocks
  /// that have `--script` (and no `--tmux`, `--record` or shell redirection), with a trailing
  /// `# comment` removed.
  static func headlessCommands() throws -> [[String]] {
    let text = try String(
      contentsOf: ScriptTestSupport.root.appendingPathComponent("README.md"), encoding: .utf8)
    var commands: [[String]] = []
    for command in shellBlockLines(in: text) {
      guard command.hasPrefix("swift run stack-demo ") else { continue }
      let words = command.split(separator: " ").map(String.init)
      guard words.contains("--script"), !words.contains("--tmux"), !words.contains("--record"),
        !command.contains(">"), !command.contains("|")
      else { continue }
      commands.append(Array(words.dropFirst(3)))
    }
    return commands
  }

  @Test func theReadmeHasHeadlessCommands() throws {
    let commands = try Self.headlessCommands()
    #expect(commands.count >= 3, "\(commands)")
    for arguments in commands {
      let script = try #require(arguments.firstIndex(of: "--script").map { arguments[$0 + 1] })
      #expect(
        FileManager.default.fileExists(
          atPath: ScriptTestSupport.root.appendingPathComponent(script).path), "\(script)")
    }
  }

  /// The captured demo screen at the top of the README is what
  /// `swift run stack-demo --script /dev/null --no-color` prints today (the start screen).
  @Test func theReadmePictureIsTheDemoStartScreen() throws {
    let text = try String(
      contentsOf: ScriptTestSupport.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(text.range(of: "```text\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    let picture = String(text[start.upperBound..<end.lowerBound]) + "\n"
    let output = try StackDemoBinary.run(["--script", "/dev/null", "--no-color"])
    #expect(output.status == 0)
    // The README's copy has no trailing blank lines (the dump ends with none on this screen).
    #expect(picture == output.stdout, "update the picture in README.md")
  }

  /// Every relative link of README.md and docs/*.md points at a file or folder of the
  /// repository.
  @Test func relativeLinksPointAtFiles() throws {
    let manager = FileManager.default
    let docs =
      (try? manager.contentsOfDirectory(atPath: ScriptTestSupport.root.path + "/docs"))
      ?? []
    let documents = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
    var links = 0
    for document in documents {
      let url = ScriptTestSupport.root.appendingPathComponent(document)
      let text = try String(contentsOf: url, encoding: .utf8)
      for part in text.components(separatedBy: "](").dropFirst() {
        guard let close = part.firstIndex(of: ")") else { continue }
        let target = String(part[..<close]).components(separatedBy: "#")[0]
        guard !target.isEmpty, !target.contains("://") else {
          continue
        }
        let path = url.deletingLastPathComponent().appendingPathComponent(target).path
        #expect(manager.fileExists(atPath: path), "\(document) links to \(target)")
        links += 1
      }
    }
    #expect(links >= 10)
  }

  @Test func everyHeadlessReadmeCommandRuns() throws {
    for arguments in try Self.headlessCommands() {
      let output = try StackDemoBinary.run(arguments)
      let command = "swift run stack-demo " + arguments.joined(separator: " ")
      #expect(output.status == 0, "\(command): \(output.stderr)")
      #expect(!output.stdout.isEmpty, "\(command) printed nothing")
    }
  }
}
