import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import FileDetails

/// `file-details`: rows whose details load in background tasks, a spinner meanwhile; the
/// script headless (the tasks run between steps) and in tmux give the same screens.
@MainActor
@Suite struct FileDetailsTests {
  static let folder = ExampleScript.fixturesFolder.appendingPathComponent("details").path

  static func app() throws -> FileDetailsApp {
    FileDetailsApp(folder: folder, names: try FolderListing.names(in: folder))
  }

  @Test func theScriptSeesEveryRowsDetailsLoadedByTasks() async throws {
    let script = try ExampleScript(example: "file-details")
    let dump = try await script.headlessDumpLettingTasksRun(try Self.app())
    #expect(dump.contains("blob.bin  data, 10 bytes"))
    #expect(dump.contains("folder  folder"))
    #expect(dump.contains("notes.txt  text, 23 bytes"))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() async throws {
    let script = try ExampleScript(example: "file-details")
    let headless = try await script.headlessDumpLettingTasksRun(try Self.app())
    let tmux = try script.tmuxDump(product: "file-details", arguments: [Self.folder])
    ExampleScript.expectSame(headless: headless, tmux: tmux)
  }

  @Test func rowsShowASpinnerUntilTheirDetailsArrive() throws {
    let app = try Self.app()
    let terminal = VirtualTerminal(size: Size(width: 50, height: 8))
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()  // No task has run yet: this test holds the main actor.
    #expect(app.loading.count == FileDetailsApp.parallelLoads)
    #expect(terminal.screen.lines[0] == "blob.bin  ⠋")
    #expect(terminal.screen.lines[4] == "run.sh  ·")
    #expect(terminal.screen.lines[7].hasPrefix(" 0/5 loaded"))
  }
}
