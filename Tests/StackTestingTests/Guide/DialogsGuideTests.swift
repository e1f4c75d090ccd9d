import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

/// The "Dialogs, screens and toasts" article's code (FilesApp), run in a virtual terminal.
@MainActor
@Suite struct DialogsGuideTests {
  static func running() throws -> (FilesApp, VirtualTerminal, AppLoop) {
    let app = try FilesApp(names: ["notes.txt", "todo.md", "photo.jpg"])
    let terminal = VirtualTerminal(size: Size(width: 50, height: 10))
    let loop = AppLoop(terminal: terminal, app: app, clock: ManualClock())
    loop.runUntilIdle()
    return (app, terminal, loop)
  }

  @Test func dOpensTheConfirmAndYesDeletes() throws {
    let (app, terminal, loop) = try Self.running()
    terminal.enqueue([.key(.character("d"))])
    loop.runUntilIdle()
    #expect(app.screens.isPresenting)
    #expect(terminal.screen.lines.contains { $0.contains("Delete notes.txt?") })
    terminal.enqueue([.key(.character("y"))])
    loop.runUntilIdle()
    #expect(!app.screens.isPresenting)
    #expect(app.names == ["todo.md", "photo.jpg"])
    #expect(terminal.screen.lines.contains { $0.contains("Deleted notes.txt") })
  }

  @Test func theAwaitedConfirmDeletesOnYesOnly() async throws {
    let app = try FilesApp(names: ["notes.txt", "todo.md", "photo.jpg"])
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 50, height: 10)), app: app)
    _ = try await runner.run(
      try ScriptParser.parse(
        """
        k
        expect "Delete notes.txt?"
        n
        expect-not "Delete notes.txt?"
        k
        expect "Delete notes.txt?"
        y
        expect-not "Delete notes.txt?"
        """, file: "files.keys"))
    #expect(app.names == ["todo.md", "photo.jpg"])
  }

  @Test func aPushedScreenCoversTheAreaUntilQ() throws {
    let (app, terminal, loop) = try Self.running()
    terminal.enqueue([.key(.enter)])
    loop.runUntilIdle()
    #expect(terminal.screen.line(0).hasPrefix("Details of notes.txt"))
    terminal.enqueue([.key(.character("q"))])
    loop.runUntilIdle()
    #expect(!app.screens.isPresenting)
    #expect(terminal.screen.line(0).hasPrefix("┏ Files"))
  }

  @Test func toastsShowAndGoAway() throws {
    let (app, _, _) = try Self.running()
    app.notifyTwice()
    #expect(app.screens.isAnimating)
  }
}
