import ExamplesTestSupport
import Foundation
import StackCore
import StackTesting
import Testing

/// Every command of README.md and Examples/README.md that runs an example works as written in
/// the Examples folder (the examples' package): each one runs in tmux (with the built executable in place of
/// `swift run NAME`, which would build again) until its rows and status line show, and
/// `--help` prints the usage.
@MainActor
@Suite struct ExampleCommandTests {
  /// The repository's root (the library package's).
  static let root = ExampleScript.examplesFolder.deletingLastPathComponent()
  /// The examples' product names.
  static let examples = ["hello-stack", "file-tree", "tail-follow"]

  /// A shell command of a document, with the example it runs.
  struct Command: CustomStringConvertible {
    /// The document it is in.
    let document: String
    /// The line as written, without a trailing `# comment`.
    let line: String
    /// The product that `swift run` runs.
    let example: String
    var description: String { "\(document): \(line)" }

    /// The line with `swift run NAME` replaced by the built executable's quoted path.
    func shellLine() throws -> String {
      let executable = try BuiltExecutable.path(named: example)
      return line.replacingOccurrences(
        of: "swift run \(example)", with: TmuxSession.shellQuoted(executable))
    }
  }

  /// The lines of ```sh blocks of `document` that `swift run` an example.
  static func commands(in document: String) throws -> [Command] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    var commands: [Command] = []
    for command in shellBlockLines(in: text) {
      guard
        let example = examples.first(where: {
          command.hasSuffix("swift run \($0)") || command.contains("swift run \($0) ")
        })
      else { continue }
      commands.append(Command(document: document, line: command, example: example))
    }
    return commands
  }

  static func allCommands() throws -> [Command] {
    try commands(in: "README.md") + commands(in: "Examples/README.md")
  }

  @Test func bothReadmesRunEveryExample() throws {
    for document in ["README.md", "Examples/README.md"] {
      let shown = Set(try Self.commands(in: document).map(\.example))
      #expect(shown == Set(Self.examples), "\(document) runs \(shown.sorted())")
    }
  }

  @Test func helpCommandsPrintTheUsage() throws {
    let commands = try Self.allCommands().filter { $0.line.hasSuffix(" --help") }
    #expect(!commands.isEmpty)
    for command in commands {
      let output = try Spawn.run(BuiltExecutable.path(named: command.example), ["--help"])
      #expect(output.status == 0, "\(command)")
      #expect(String(decoding: output.stdout, as: UTF8.self).contains("USAGE:"), "\(command)")
    }
  }

  /// An interactive command shows its first screen in a terminal: its status line says how to
  /// quit. A command that follows a system log this system lacks (`/var/log/dpkg.log` is
  /// Debian's) is skipped.
  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func interactiveCommandsShowTheirScreen() throws {
    let commands = try Self.allCommands().filter { !$0.line.hasSuffix(" --help") }
    #expect(commands.count >= 6)
    for command in commands {
      let missing = command.line.split(separator: " ").first {
        $0.hasPrefix("/var/log/") && !FileManager.default.fileExists(atPath: String($0))
      }
      if missing != nil { continue }
      let folder = TmuxSession.shellQuoted(ExampleScript.examplesFolder.path)
      let line = "cd \(folder) && \(try command.shellLine())"
      // The pane stays after the program exits, so a failed start shows its message.
      let session = try TmuxSession(size: Size(width: 80, height: 12), keepsPaneAfterExit: true) {
        _ in line
      }
      defer { session.kill() }
      do {
        let screen = try session.waitForScreen("\(command)") {
          // Piped text may arrive after the first frame: wait for rows too.
          $0.last?.contains("q quit") == true && $0.dropLast().contains { !$0.isEmpty }
        }
        #expect(screen.count == 12, "\(command)")
      } catch {
        let screen = (try? session.capture())?.joined(separator: "\n") ?? ""
        Issue.record("\(command): \(error)\n\(screen)")
      }
    }
  }
}
