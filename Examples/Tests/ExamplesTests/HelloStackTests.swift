import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import HelloStack

/// `hello-stack`: its script headless and in tmux, what Enter does, and its command line (none:
/// `--help` prints the usage, anything else is refused with it).
@MainActor
@Suite struct HelloStackTests {
  static let rows = 12

  static func app() throws -> HelloApp {
    try HelloApp(items: (1...rows).map { "Hello, row \($0)" })
  }

  @Test func theScriptPicksRows() throws {
    let script = try ExampleScript(example: "hello-stack")
    let dump = try script.headlessDump(Self.app())
    #expect(dump.contains("--- snapshot picked ---\n"))
    #expect(dump.contains("You picked Hello, row 12."))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() async throws {
    try await ExampleScript.expectSameHeadlessAndInTmux(
      example: "hello-stack", app: Self.app(), arguments: [])
  }

  @Test func anyArgumentButHelpIsRefusedWithTheUsage() throws {
    let executable = try BuiltExecutable.path(named: "hello-stack")
    for arguments in [["--rows", "100"], ["extra"], ["--help", "extra"]] {
      let output = try Spawn.run(executable, arguments)
      let stderr = String(decoding: output.stderr, as: UTF8.self)
      #expect(output.status == 2, "\(arguments)")
      #expect(stderr.contains("USAGE: hello-stack"), "\(arguments): \(stderr)")
      #expect(output.stdout.isEmpty, "\(arguments)")
    }
    let help = try Spawn.run(executable, ["--help"])
    #expect(help.status == 0)
    #expect(String(decoding: help.stdout, as: UTF8.self).contains("USAGE: hello-stack"))
  }

  @Test func enterPicksTheSelectedRowAndQQuits() throws {
    let app = try Self.app()
    #expect(app.handle(.key(.down)) == .redraw)
    #expect(app.handle(.key(.enter)) == .redraw)
    #expect(app.status == "You picked Hello, row 2.")
    #expect(app.handle(.key(.character("q"))) == .quit)
  }
}
