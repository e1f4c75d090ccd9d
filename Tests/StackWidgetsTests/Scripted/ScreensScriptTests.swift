import StackTerminal
import StackTesting
import Testing

@testable import StackWidgets

/// `Screens` in a real loop driven by `.keys` scripts: dialogs answered and cancelled, an
/// awaited prompt that does not hold the script up, a toast gone after virtual time.
@MainActor @Suite struct ScreensScriptTests {
  static func run(_ text: String, app: ScreensApp) async throws -> ScriptResult {
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 40, height: 10)), app: app)
    return try await runner.run(try ScriptParser.parse(text, file: "screens.keys"))
  }

  @Test func aConfirmIsShownCancelledWithEscapeAndAccepted() async throws {
    let app = ScreensApp()
    let result = try await Self.run(
      """
      d
      expect "Delete notes.txt?"
      expect "[ Yes ]"
      esc
      expect-not "Delete notes.txt?"
      expect "answer: kept"
      d
      y
      expect "answer: deleted"
      """, app: app)
    #expect(result.finalScreen.joined().contains("answer: deleted"))
  }

  @Test func anAwaitedPromptLetsTheScriptGoOnWhileItWaits() async throws {
    let app = ScreensApp()
    _ = try await Self.run(
      """
      a
      expect "Name:"
      type "yz"
      enter
      expect "answer: named xyz"
      """, app: app)
    #expect(!app.busyWhileAsking.isEmpty)
    #expect(app.busyWhileAsking.allSatisfy { !$0 })  // The waiting task is not "busy".
  }

  /// An `expect` right after a key lets the animations settle first (a tmux replay waits for a
  /// stable screen), which a toast is not until it is gone: a `wait` before it looks at the
  /// screen while the toast is up.
  @Test func aToastGoesAfterItsTimeInVirtualTime() async throws {
    let app = ScreensApp()
    _ = try await Self.run(
      """
      s
      wait 100ms
      expect "✓ Saved"
      wait 2800ms
      expect "✓ Saved"
      wait 200ms
      expect-not "Saved"
      """, app: app)
    #expect(!app.isAnimating)
  }
}
