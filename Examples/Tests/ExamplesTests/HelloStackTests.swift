import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import HelloStack

/// `hello-stack`: its script headless and in tmux, and what Enter does.
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
      example: "hello-stack", app: Self.app(), arguments: ["--rows", "\(Self.rows)"])
  }

  @Test func enterPicksTheSelectedRowAndQQuits() throws {
    let app = try Self.app()
    #expect(app.handle(.key(.down)) == .redraw)
    #expect(app.handle(.key(.enter)) == .redraw)
    #expect(app.status == "You picked Hello, row 2.")
    #expect(app.handle(.key(.character("q"))) == .quit)
  }
}
