import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import FileTree

/// `file-tree`: its script headless and in tmux on a fixture folder, folders read only when
/// opened (once), errors shown in rows, names from the disk escaped, and `/usr` at once.
@MainActor
@Suite struct FileTreeTests {
  /// What a terminal of `size` shows for `app` after `keys`.
  static func screen(_ app: FileTreeApp, size: Size = Size(width: 60, height: 16), keys: [Key] = [])
    -> [String]
  {
    screenLines(of: app, size: size, events: keys.map(InputEvent.key))
  }

  @Test func theScriptOpensFoldersAndFiles() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    let script = try ExampleScript(example: "file-tree")
    let dump = try script.headlessDump(FileTreeApp(path: fixture.root.path))
    #expect(dump.contains("--- snapshot docs-open ---\n"))
    #expect(dump.contains("First steps."))
    #expect(dump.contains("(binary file)"))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() async throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    try await ExampleScript.expectSameHeadlessAndInTmux(
      example: "file-tree", app: FileTreeApp(path: fixture.root.path),
      arguments: [fixture.root.path])
  }

  @Test func aFolderIsReadOnlyWhenFirstOpened() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    let app = try FileTreeApp(path: fixture.root.path)
    #expect(app.folderReads == 1)
    let docs = try #require(app.root.children?.first)
    #expect(docs.name == "docs")
    #expect(docs.children == nil)
    let region = Rect(x: 0, y: 0, width: 60, height: 15)
    _ = app.handle(.resize(region.size))
    app.resize(to: Size(width: 60, height: 16))
    #expect(app.handle(.key(.enter)) == .redraw)  // open: read
    #expect(app.folderReads == 2)
    #expect(docs.children?.map(\.name) == ["empty", "guide.md"])
    #expect(app.tree.rowCount == 8)
    #expect(app.handle(.key(.enter)) == .redraw)  // close
    #expect(app.tree.rowCount == 6)
    #expect(app.handle(.key(.enter)) == .redraw)  // open again: no new read
    #expect(app.folderReads == 2)
    #expect(app.tree.rowCount == 8)
  }

  @Test func anOpenSubfolderComesBackWithItsFolder() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    let app = try FileTreeApp(path: fixture.root.path)
    let lines = Self.screen(app, keys: [.enter, .down, .enter, .up, .enter, .enter])
    #expect(lines.contains { $0.contains("▾ empty/") })
    #expect(lines.contains { $0.contains("(empty folder)") })
    #expect(app.folderReads == 3)
  }

  @Test func aFolderThatCannotBeReadShowsTheErrorInItsRow() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    let app = try FileTreeApp(path: fixture.root.path)
    // Listed, then gone before it is opened (running as root, permissions do not stop reads).
    try FileManager.default.removeItem(atPath: fixture.path("src"))
    let lines = Self.screen(app, keys: [.down, .enter])
    #expect(lines.contains { $0.contains("▾ src/") })
    #expect(lines.contains { $0.contains("✗ cannot read: No such file or directory") })
  }

  @Test(.enabled(if: getuid() != 0, "root reads every folder"))
  func aFolderWithoutPermissionShowsTheErrorInItsRow() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    chmod(fixture.path("src"), 0)
    defer { chmod(fixture.path("src"), 0o755) }
    let app = try FileTreeApp(path: fixture.root.path)
    let lines = Self.screen(app, keys: [.down, .enter])
    #expect(lines.contains { $0.contains("✗ cannot read: Permission denied") })
  }

  @Test func aFolderGivenThatCannotBeReadIsOneErrorRow() throws {
    let app = try FileTreeApp(path: "/no/such/folder")
    let lines = Self.screen(app, keys: [.enter, .down, .left])
    #expect(lines[0].hasPrefix("⚠ cannot read /no/such/folder: No such file or directory"))
  }

  @Test func brokenLinksBinaryFilesAndEscapesShowInTheirRows() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    let app = try FileTreeApp(path: fixture.root.path)
    // Rows: docs/ src/ bad…name.txt binary.bin broken notes.txt.
    let lines = Self.screen(app, keys: [.down, .down, .down, .enter])
    let screen = lines.joined(separator: "\n")
    #expect(screen.contains("! broken → missing-target"))
    #expect(screen.contains("broken link"))
    #expect(screen.contains("(binary file)"))
    #expect(screen.contains("bad\\u{1B}[31mname.txt"))
    #expect(!screen.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func namesThatAreNotUTF8OpenAndShowTheirSizes() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    // Made from raw bytes: "caf\xE9dir/inside.txt" (5 bytes) and "bad\xFFname.txt" (3 bytes).
    let root = Array(fixture.root.path.utf8)
    let folder = root + Array("/caf".utf8) + [0xE9] + Array("dir".utf8)
    let inside = folder + Array("/inside.txt".utf8)
    let file = root + Array("/bad".utf8) + [0xFF] + Array("name.txt".utf8)
    #expect(mkdir(Self.systemPath(folder), 0o755) == 0)
    try Self.writeFile("hello", to: inside)
    try Self.writeFile("x\n\n", to: file)
    defer {  // Before the fixture goes: Foundation may not remove names that are not UTF-8.
      unlink(Self.systemPath(inside))
      unlink(Self.systemPath(file))
      rmdir(Self.systemPath(folder))
    }
    let app = try FileTreeApp(path: fixture.root.path)
    let cafe = try #require(app.root.children?.first { $0.name == "caf\u{FFFD}dir" })
    #expect(cafe.kind == .folder)
    let bad = try #require(app.root.children?.first { $0.name == "bad\u{FFFD}name.txt" })
    #expect(bad.kind == .file(size: 3))
    // Folders first, by name: caf\u{FFFD}dir/ is the first row; Enter opens it.
    let lines = Self.screen(app, keys: [.enter])
    #expect(cafe.children?.map(\.kind) == [.file(size: 5)])
    #expect(lines.contains { $0.contains("▾ caf\u{FFFD}dir/") && $0.contains("1 item") })
    #expect(lines.contains { $0.contains("inside.txt") && $0.contains("5 B") })
    #expect(lines.contains { $0.contains("bad\u{FFFD}name.txt") && $0.contains("3 B") })
  }

  /// `bytes` as a path for the system calls (with its closing zero).
  static func systemPath(_ bytes: [UInt8]) -> [CChar] { bytes.map(CChar.init(bitPattern:)) + [0] }

  /// Writes `text` to the file at the path `bytes`.
  static func writeFile(_ text: String, to bytes: [UInt8]) throws {
    let descriptor = open(systemPath(bytes), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let data = Array(text.utf8)
    guard write(descriptor, data, data.count) == data.count else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  @Test func aFilePreviewShowsItsFirstLinesWithTabsToTabStops() throws {
    let fixture = try FolderFixture.fileTree()
    defer { fixture.remove() }
    let app = try FileTreeApp(path: fixture.root.path)
    let lines = Self.screen(app, keys: [.end, .enter])
    #expect(lines.contains("├─   line one"))
    // The library's rule (ControlCharacter): the tab goes to the next multiple of 8 columns
    // of the text written after the guides.
    #expect(lines.contains("├─         indented"))
    #expect(lines.contains("└─   line three"))
  }

  /// How fast `/usr` opens is a figure for a benchmark, not a test; this checks the reason it
  /// is fast: opening `/usr` reads `/usr` alone.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/lib"), "no /usr/lib"))
  func usrOpensReadingOneFolder() throws {
    let app = try FileTreeApp(path: "/usr")
    let lines = Self.screen(app, size: Size(width: 80, height: 24))
    #expect(app.folderReads == 1)
    #expect(lines.contains { $0.contains("▸ lib/") })
  }
}
