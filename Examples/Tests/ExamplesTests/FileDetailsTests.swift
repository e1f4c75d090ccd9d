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
    FileDetailsApp(
      folder: Array(folder.utf8), names: try FolderListing.names(in: Array(folder.utf8)))
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
    let one = await FileFacts.load(name: Array("one".utf8), in: Array(folder.path.utf8))
    let two = await FileFacts.load(name: Array("two".utf8), in: Array(folder.path.utf8))
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

  /// Makes a file named `name` (bytes, as they are) holding `content` in `folder`.
  static func makeFile(_ name: [UInt8], content: String, in folder: [UInt8]) throws {
    let descriptor = open(FileFacts.path(of: name, in: folder), O_CREAT | O_WRONLY | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let bytes = Array(content.utf8)
    #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
  }

  /// Runs `app` in a loop on a `width`×`height` virtual terminal until every row's facts
  /// are loaded (a ceiling of minutes only catches a hang), then draws it.
  static func loadEverything(_ app: FileDetailsApp, width: Int = 60, height: Int = 8) async
    -> VirtualTerminal
  {
    let terminal = VirtualTerminal(size: Size(width: width, height: height))
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(600)
    while app.facts.count < app.names.count && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    loop.setNeedsRedraw()
    loop.runUntilIdle()
    return terminal
  }

  @Test func aNameThatIsNotUTF8ShowsItsRealSizeAndKindEscaped() async throws {
    let folder = try TemporaryFolder("file-details")
    defer { folder.remove() }
    try Self.makeFile(
      [0x62, 0x61, 0x64, 0x2D, 0xFF, 0xFE], content: "abc", in: Array(folder.path.utf8))
    let names = try FolderListing.names(in: Array(folder.path.utf8))
    #expect(names == [[0x62, 0x61, 0x64, 0x2D, 0xFF, 0xFE]])
    let facts = await FileFacts.load(name: names[0], in: Array(folder.path.utf8))
    #expect(facts == FileFacts(kind: "text", size: 3))
    let terminal = await Self.loadEverything(
      FileDetailsApp(folder: Array(folder.path.utf8), names: names))
    #expect(terminal.screen.lines[0] == "bad-\\xFF\\xFE  text, 3 bytes")
  }

  @Test func aLineFeedInANameStaysOnOneRow() async throws {
    let folder = try TemporaryFolder("file-details")
    defer { folder.remove() }
    try Self.makeFile(Array("two\nlines".utf8), content: "abcd", in: Array(folder.path.utf8))
    try Self.makeFile(Array("\u{1B}]0;PWNED\u{07}".utf8), content: "x", in: Array(folder.path.utf8))
    try Self.makeFile(Array("z-last".utf8), content: "", in: Array(folder.path.utf8))
    let app = FileDetailsApp(
      folder: Array(folder.path.utf8), names: try FolderListing.names(in: Array(folder.path.utf8)))
    let terminal = await Self.loadEverything(app)
    #expect(terminal.screen.lines[0] == "\\x1B]0;PWNED\\x07  text, 1 byte")
    #expect(terminal.screen.lines[1] == "two\\nlines  text, 4 bytes")
    #expect(terminal.screen.lines[2] == "z-last  empty, 0 bytes")
  }

  /// Loading is linear in the files: each load that ends looks at the rows on screen and
  /// moves on in order, never walking the rows already loaded again (issue 27: 40,000 files
  /// were not loaded after 90 s, 63 s of CPU).
  @Test func loadingLooksAtEachRowABoundedNumberOfTimes() async throws {
    let folder = try TemporaryFolder("file-details")
    defer { folder.remove() }
    for index in 0..<600 { try folder.write("", to: "file-\(index)") }
    let app = FileDetailsApp(
      folder: Array(folder.path.utf8), names: try FolderListing.names(in: Array(folder.path.utf8)))
    let height = 8
    let terminal = await Self.loadEverything(app, height: height)
    #expect(app.facts.count == 600)
    #expect(terminal.screen.lines[height - 1].hasPrefix(" 600/600 loaded"))
    // Each row once in order, plus the rows on screen (at most `height`) after each load:
    // about 600 x 9 here; walking the loaded rows again each time is 600 x 600 / 2.
    #expect(app.rowsExamined <= 600 * (height + 2))
  }
}
