import Foundation
import Testing

@testable import StackLive
@testable import StackTerminal

/// copytruncate, then the app writes again before the follower reads: the file is shorter
/// than what was read, but by less than half. A truncation is any shrinking, however small.
@MainActor
@Suite struct FileFollowerShorterRefillTests {
  /// Empties the file at `path` in place (same inode, as copytruncate does) and writes `text`.
  static func truncateAndRefill(_ path: String, with text: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  @Test func aFileRefilledAlmostAsLongAsBeforeTheNextReadIsReadAgainFromItsStart() throws {
    let path = FileFollowerTests.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let old = (1...4).map { "old line \($0)\n" }.joined()
    let follower = try FileFollowerTests.following(old, at: path)
    #expect(FileFollowerTests.lines(follower.readAvailable()).count == 4)
    // Truncated and refilled before the next read: 33 bytes where 44 were read.
    let refill = (1...3).map { "new line \($0)\n" }.joined()
    #expect(refill.utf8.count < old.utf8.count && refill.utf8.count > old.utf8.count / 2)
    try Self.truncateAndRefill(path, with: refill)
    let update = follower.readAvailable()
    #expect(update?.restarted == true)
    #expect(FileFollowerTests.lines(update) == ["new line 1", "new line 2", "new line 3"])
  }

  @Test func aFileOneByteShorterIsATruncation() throws {
    let path = FileFollowerTests.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let follower = try FileFollowerTests.following("abcdef\n", at: path)
    #expect(FileFollowerTests.lines(follower.readAvailable()) == ["abcdef"])
    try Self.truncateAndRefill(path, with: "abcde\n")
    let update = follower.readAvailable()
    #expect(update?.restarted == true)
    #expect(FileFollowerTests.lines(update) == ["abcde"])
  }
}
