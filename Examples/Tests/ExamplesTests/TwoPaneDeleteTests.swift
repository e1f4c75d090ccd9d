import ExamplesTmuxTestSupport
import Foundation
import StackTerminal
import StackTesting
import Testing

@testable import TwoPane

/// two-pane's confirm dialog (issue 29: a confirm over two-pane in at most 20 lines of app
/// code): `d` on a file asks, Esc keeps the file, `y` deletes it — the same screens headless
/// and in tmux, each on a fresh fixture folder.
@MainActor
@Suite struct TwoPaneDeleteTests {
  @Test func escKeepsTheFileAndYesDeletesIt() throws {
    let fixture = try FolderFixture.twoPane()
    defer { fixture.remove() }
    let script = try ExampleScript(example: "two-pane", script: "two-pane-delete")
    let dump = try script.headlessDump(TwoPaneApp(path: fixture.root.path))
    #expect(dump.contains("--- snapshot asked ---\n"))
    let file = fixture.root.appendingPathComponent("file-01.txt").path
    #expect(!FileManager.default.fileExists(atPath: file))
    let other = fixture.root.appendingPathComponent("file-02.txt").path
    #expect(FileManager.default.fileExists(atPath: other))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() async throws {
    let script = try ExampleScript(example: "two-pane", script: "two-pane-delete")
    let first = try FolderFixture.twoPane()
    defer { first.remove() }
    let headless = try script.headlessDump(TwoPaneApp(path: first.root.path))
    let second = try FolderFixture.twoPane()
    defer { second.remove() }
    let tmux = try await script.tmuxDump(product: "two-pane", arguments: [second.root.path])
    ExampleScript.expectSame(headless: headless, tmux: tmux)
  }
}
