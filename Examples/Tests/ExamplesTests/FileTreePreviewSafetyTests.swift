import Foundation
import StackCore
import StackTerminal
import Testing

@testable import FileTree

/// file-tree's previews never wait: a FIFO, a device or a socket is refused (checked on the
/// opened file, so a file replaced after it was listed is refused too) and says why on
/// screen; a regular file is read up to a bound; its text follows the library's rule for
/// control characters.
@MainActor
@Suite struct FileTreePreviewSafetyTests {
  /// Runs `mkfifo PATH`, as a user would.
  static func makeFIFO(at path: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
    process.arguments = [path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "mkfifo \(path) failed")
  }

  @Test func aFileReplacedByAFIFOBeforeEnterIsRefusedWithoutWaiting() throws {
    let folder = try TemporaryFolder(files: ["log.txt"])
    defer { folder.remove() }
    let app = try FileTreeApp(path: folder.path)
    // Listed as a regular file, then replaced by a FIFO nobody writes to.
    try FileManager.default.removeItem(atPath: folder.path("log.txt"))
    try Self.makeFIFO(at: folder.path("log.txt"))
    let lines = FileTreeTests.screen(app, keys: [.enter])
    #expect(lines.contains { $0.contains("✗ cannot read: it is a FIFO, not a regular file") })
  }

  @Test func aListedFIFOOpensWithoutWaiting() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    try Self.makeFIFO(at: folder.path("pipe"))
    let app = try FileTreeApp(path: folder.path)
    let lines = FileTreeTests.screen(app, keys: [.enter, .enter])
    #expect(lines.contains { $0.contains("pipe") })
  }

  @Test func devicesAndFIFOsAreNeverRead() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    try Self.makeFIFO(at: folder.path("pipe"))
    let fifo = FileNode.readStart(of: Array(folder.path("pipe").utf8CString), limit: 16)
    #expect(fifo == .failure(FileNode.ReadFailure(reason: "it is a FIFO, not a regular file")))
    let device = FileNode.readStart(of: Array("/dev/zero".utf8CString), limit: 16)
    #expect(device == .failure(FileNode.ReadFailure(reason: "it is a device, not a regular file")))
  }

  @Test func aPreviewReadsABoundedAmount() throws {
    let folder = try TemporaryFolder(
      files: ["big.txt"], text: String(repeating: "0123456789abcdef\n", count: 10_000))
    defer { folder.remove() }
    let read = FileNode.readStart(of: Array(folder.path("big.txt").utf8CString), limit: 4096)
    #expect((try? read.get())?.count == 4096)
  }

  @Test func aPreviewShowsControlCharactersVisiblyAndDropsTheCRofCRLF() throws {
    let folder = try TemporaryFolder(files: ["crlf.txt"], text: "one\r\nesc\u{1B}]0;PWNED\u{7}\r\n")
    defer { folder.remove() }
    let app = try FileTreeApp(path: folder.path)
    let lines = FileTreeTests.screen(app, keys: [.enter])
    #expect(lines.contains("├─   one"))
    #expect(lines.contains("└─   esc^[]0;PWNED^G"))
  }
}

extension TemporaryFolder {
  /// A temporary folder holding `names` as regular files with `text`.
  fileprivate init(files names: [String], text: String = "hello\n") throws {
    try self.init("file-tree-safety")
    for name in names { try write(text, to: name) }
  }
}
