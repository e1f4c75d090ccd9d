import Foundation
import Testing

@testable import StackLive
@testable import StackTerminal

/// Following a file as `tail -F` does: appended lines, a truncation, a truncation refilled
/// before the next read (the lines are not lost or cut), a rotation (rename and recreate).
@MainActor
@Suite struct FileFollowerTests {
  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("follow-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log").path
  }

  nonisolated static func write(_ text: String, to path: String, appending: Bool = true) throws {
    if appending, let handle = FileHandle(forWritingAtPath: path) {
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    } else {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
  }

  /// A follower of a new file at `path` holding `text`.
  static func following(_ text: String, at path: String) throws -> FileFollower {
    try write(text, to: path, appending: false)
    return try FileFollower(path: path)
  }

  /// Removes the file at `path` and the one rotated away from it (`path.1`).
  static func removeRotated(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: path + ".1")
  }

  static func lines(_ update: FileFollower.Update?) -> [String] {
    guard let update else { return [] }
    return update.lines.indices.map { update.lines.text(at: $0) }
  }

  @Test func appendedLinesArriveAndAnUnfinishedLineWaitsForItsNewline() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.write("a\nb\n", to: path, appending: false)
    let follower = try FileFollower(path: path)
    #expect(Self.lines(follower.readAvailable()) == ["a", "b"])
    #expect(follower.readAvailable() == nil)
    try Self.write("c\nhal", to: path)
    #expect(Self.lines(follower.readAvailable()) == ["c"])
    try Self.write("f\n", to: path)
    #expect(Self.lines(follower.readAvailable()) == ["half"])
  }

  @Test func aTruncationIsDetectedBySizeEvenWhenTheFirstLineIsUnchanged() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let header = "# fixed header line, longer than sixty-four bytes, the same in every file\n"
    try Self.write(header + "original 1\noriginal 2\n", to: path, appending: false)
    let follower = try FileFollower(path: path)
    #expect(Self.lines(follower.readAvailable()).count == 3)
    // copytruncate: the file is emptied (noticed at once: inotify wakes the follower)…
    #expect(truncate(path, 0) == 0)
    let emptied = follower.readAvailable()
    #expect(emptied?.restarted == true)
    // …then refilled past the old offset, the same header first.
    let refill = header + (1...5).map { "new line \($0)\n" }.joined()
    try Self.write(refill, to: path)
    let update = follower.readAvailable()
    #expect(Self.lines(update) == [String(header.dropLast())] + (1...5).map { "new line \($0)" })
  }

  @Test func aFileRewrittenLongerWithADifferentStartIsAnAppendNotARestart() throws {
    // By size and identity only: a file that only grew (same inode) is read on from where
    // reading stopped, whatever its first bytes are now.
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.write("aaaa\n", to: path, appending: false)
    let follower = try FileFollower(path: path)
    #expect(Self.lines(follower.readAvailable()) == ["aaaa"])
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.write(contentsOf: Data("bbbb\ncccc\n".utf8))
    try handle.close()
    let update = follower.readAvailable()
    #expect(update?.restarted == false)
    #expect(Self.lines(update) == ["cccc"])
  }

  @Test func linesSayWhereTheyStartInTheFileSoTheyCanBeReadBack() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.write("one\n\nthree\n", to: path, appending: false)
    let follower = try FileFollower(path: path)
    let update = try #require(follower.readAvailable())
    #expect(update.lines.indices.map { update.lines.startOffset(at: $0) } == [0, 4, 5])
    #expect(update.lines.indices.map { update.lines.length(at: $0) } == [3, 0, 5])
    #expect(update.file.read(from: 5, count: 5) == Array("three".utf8))
  }

  @Test func aRotatedInFileThatCannotBeOpenedYetIsTriedAgainUntilItCan() throws {
    let path = Self.temporaryPath()
    defer { Self.removeRotated(path) }
    let follower = try Self.following("old\n", at: path)
    #expect(Self.lines(follower.readAvailable()) == ["old"])
    try FileManager.default.moveItem(atPath: path, toPath: path + ".1")
    // Something that cannot be followed at the path for now (root opens a mode-000 file).
    #expect(mkfifo(path, 0o600) == 0)
    #expect(follower.readAvailable() == nil)
    #expect(follower.isWaitingForReplacement)
    #expect(unlink(path) == 0)
    try Self.write("new 1\nnew 2\n", to: path, appending: false)
    let update = follower.readAvailable()
    #expect(update?.replaced == true)
    #expect(Self.lines(update) == ["new 1", "new 2"])
    #expect(!follower.isWaitingForReplacement)
  }

  @Test func aRenamedAndRecreatedFileIsFollowedAfterTheOldOnesLastLines() throws {
    let path = Self.temporaryPath()
    defer { Self.removeRotated(path) }
    let follower = try Self.following("old 1\n", at: path)
    #expect(Self.lines(follower.readAvailable()) == ["old 1"])
    try Self.write("old 2\n", to: path)
    try FileManager.default.moveItem(atPath: path, toPath: path + ".1")
    try Self.write("new 1\n", to: path, appending: false)
    let first = follower.readAvailable()
    #expect(Self.lines(first) == ["old 2"] || Self.lines(first) == ["new 1"])
    var seen = Self.lines(first)
    if let next = follower.readAvailable() { seen += Self.lines(next) }
    #expect(seen == ["old 2", "new 1"])
  }

  @Test func aFolderIsRefusedWithAClearError() {
    #expect(throws: FileFollower.FollowError.self) { _ = try FileFollower(path: "/tmp") }
  }

  @Test func anAppendedLineWakesTheLoopThroughInotifyWithoutATimeout() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.write("first\n", to: path, appending: false)
    let follower = try FileFollower(path: path)
    let app = RecordingApp()
    let terminal = DescriptorTerminal()
    app.onStart = { loop in
      loop.follow(follower) { update in
        app.values.append(update.lines.count)
        return app.values.reduce(0, +) >= 2 ? .quit : .redraw
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
        try? Self.write("second\n", to: path)
      }
    }
    AppLoop(terminal: terminal, app: app).run()
    #expect(app.values == [1, 1])
    #expect(terminal.timedOutWaits == 0)
  }

  @Test func theLoopReadsARotatedInFileOnceItBecomesReadable() throws {
    // logrotate `create`, then chmod: the new file appears unreadable (mode 000; a FIFO
    // stands in for it when the tests run as root), and its lines arrive once it is not.
    let path = Self.temporaryPath()
    defer { Self.removeRotated(path) }
    let follower = try Self.following("old\n", at: path)
    let app = RecordingApp()
    var seen: [String] = []
    app.onStart = { loop in
      loop.follow(follower, retryInterval: .milliseconds(20)) { update in
        seen += Self.lines(update)
        return seen.count >= 4 ? .quit : .redraw
      }
      loop.schedule(after: .milliseconds(50)) {
        try? FileManager.default.moveItem(atPath: path, toPath: path + ".1")
        if geteuid() == 0 {
          _ = mkfifo(path, 0o600)
        } else {
          _ = creat(path, 0)
        }
        return .unchanged
      }
      loop.schedule(after: .milliseconds(300)) {
        if geteuid() == 0 {
          _ = unlink(path)
          try? Self.write("new 1\nnew 2\nnew 3\n", to: path, appending: false)
        } else {
          try? Self.write("new 1\nnew 2\nnew 3\n", to: path)
          _ = chmod(path, 0o644)
        }
        return .unchanged
      }
    }
    AppLoop(terminal: DescriptorTerminal(), app: app).run()
    #expect(seen == ["old", "new 1", "new 2", "new 3"])
  }
}
