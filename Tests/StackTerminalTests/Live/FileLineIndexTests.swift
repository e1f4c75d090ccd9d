import Foundation
import Testing

@testable import StackLive
@testable import StackTerminal

/// A followed file's lines kept as places, read back from the file: the same text as read,
/// lines of a rotated-away file still readable, and at most the cap indexed.
@MainActor
@Suite struct FileLineIndexTests {
  @Test func linesAreReadBackFromTheFileNotKept() throws {
    let path = FileFollowerTests.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileFollowerTests.write("alpha\n\nγάμμα \u{FF}\n", to: path, appending: false)
    let follower = try FileFollower(path: path)
    let index = FileLineIndex()
    index.append(try #require(follower.readAvailable()))
    #expect(index.count == 3)
    #expect((0..<3).map { index.string(at: $0) } == ["alpha", "", "γάμμα \u{FF}"])
  }

  @Test func aRotatedAwayFilesLinesStayReadable() throws {
    let path = FileFollowerTests.temporaryPath()
    defer { FileFollowerTests.removeRotated(path) }
    let follower = try FileFollowerTests.following("old 1\n", at: path)
    let index = FileLineIndex()
    index.append(try #require(follower.readAvailable()))
    try FileManager.default.moveItem(atPath: path, toPath: path + ".1")
    try FileFollowerTests.write("new 1\n", to: path, appending: false)
    while let update = follower.readAvailable() { index.append(update) }
    // The old file is gone from the path; its line is read from the descriptor kept open.
    try FileManager.default.removeItem(atPath: path + ".1")
    #expect((0..<index.endIndex).map { index.string(at: $0) } == ["old 1", "new 1"])
  }

  @Test func pastTheCapTheOldestLinesAreDropped() throws {
    let path = FileFollowerTests.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileFollowerTests.write(
      (0..<100).map { "line \($0)\n" }.joined(), to: path, appending: false)
    let follower = try FileFollower(path: path)
    let index = FileLineIndex(maximumLines: 16)
    index.append(try #require(follower.readAvailable()))
    #expect(index.count <= 16)
    #expect(index.droppedCount + index.count == 100)
    #expect(index.string(at: 99) == "line 99")
    #expect(index.string(at: index.droppedCount) == "line \(index.droppedCount)")
    #expect(index.line(index.droppedCount - 1).isEmpty)
  }
}
