import Foundation
import StackCore
@_spi(Testing) import StackTerminal
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
    let tmux = try await script.tmuxDump(product: "file-details", arguments: [Self.folder])
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

  @Test func aOneByteFileSaysOneByteNotOneBytes() async throws {
    let folder = try TemporaryFolder("file-details")
    defer { folder.remove() }
    try folder.write("x", to: "one")
    try folder.write("xy", to: "two")
    let one = await FileFacts.load(name: "one", in: folder.path)
    let two = await FileFacts.load(name: "two", in: folder.path)
    #expect(one.sizeText == "1 byte")
    #expect(two.sizeText == "2 bytes")
  }

  /// The head of a 64-bit little-endian ELF file of type `type` (1 relocatable, 2
  /// executable, 3 shared object) whose program headers (from byte 64, 56 bytes each) have
  /// the types `programHeaders`.
  static func elfHead(type: UInt8, programHeaders: [UInt8] = []) -> [UInt8] {
    var head = [UInt8](repeating: 0, count: 64 + 56 * programHeaders.count)
    head[0..<4] = [0x7F, 0x45, 0x4C, 0x46]
    (head[4], head[5], head[16]) = (2, 1, type)
    (head[32], head[54], head[56]) = (64, 56, UInt8(programHeaders.count))
    for (index, kind) in programHeaders.enumerated() { head[64 + 56 * index] = kind }
    return head
  }

  @Test func anObjectFileIsNotCalledAnExecutable() throws {
    #expect(ELFKind.name(ofHead: Self.elfHead(type: 1)) == "ELF object")
    #expect(ELFKind.name(ofHead: Self.elfHead(type: 2)) == "ELF executable")
    #expect(
      ELFKind.name(ofHead: Self.elfHead(type: 3, programHeaders: [6, 1])) == "ELF shared library")
    // A position-independent executable: a shared object with an interpreter (PT_INTERP).
    #expect(
      ELFKind.name(ofHead: Self.elfHead(type: 3, programHeaders: [6, 3])) == "ELF executable")
    #expect(ELFKind.name(ofHead: Self.elfHead(type: 4)) == "ELF core dump")
    #expect(ELFKind.name(ofHead: Array(Self.elfHead(type: 1).prefix(8))) == "ELF file")
    let folder = try TemporaryFolder("file-details")
    defer { folder.remove() }
    try Data(Self.elfHead(type: 1)).write(to: folder.url.appendingPathComponent("main.o"))
    #expect(FileFacts.kind(ofFileAt: folder.path("main.o")) == "ELF object")
    #expect(FileFacts.kind(ofFileAt: "/bin/sh") == "ELF executable")
  }
}
