import Foundation
import Testing

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

  @Test func aTruncatedAndRefilledFileIsReadAgainFromItsStartWithoutLosingLines() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.write((1...3).map { "original-00\($0)\n" }.joined(), to: path, appending: false)
    let follower = try FileFollower(path: path)
    #expect(Self.lines(follower.readAvailable()).count == 3)
    // Truncated and refilled with more than was read, before the next read.
    let refill = (1...5).map { "rotated-00\($0)\n" }.joined()
    try Self.write(refill, to: path, appending: false)
    let update = follower.readAvailable()
    #expect(update?.restarted == true)
    #expect(Self.lines(update) == (1...5).map { "rotated-00\($0)" })
  }

  @Test func aRenamedAndRecreatedFileIsFollowedAfterTheOldOnesLastLines() throws {
    let path = Self.temporaryPath()
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: path + ".1")
    }
    try Self.write("old 1\n", to: path, appending: false)
    let follower = try FileFollower(path: path)
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
}
