import Foundation
import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import TailFollow

/// `tail-follow`: its script headless and in tmux, new lines arriving at the followed end
/// (woken by inotify, no polling), the view left alone while reading above, a truncated and
/// a rotated file, lines read while keys arrive, and finding text.
@MainActor
@Suite struct TailFollowTests {
  static let logPath = ExampleScript.fixturesFolder.appendingPathComponent("app.log").path

  /// A temporary file holding `count` lines `line 1`…, in a folder of its own: the follower
  /// watches the file's folder, and other tests' files in a shared one would wake it. The
  /// caller removes it with ``removeTemporaryLog(_:)``.
  static func temporaryLog(lines count: Int) throws -> String {
    let folder = try TemporaryFolder("tail-follow")
    try folder.write((1...count).map { "line \($0)\n" }.joined(), to: "test.log")
    return folder.path("test.log")
  }

  /// Removes a ``temporaryLog(lines:)`` and its folder.
  static func removeTemporaryLog(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  /// The built `tail-follow` in a tmux pane `width` columns wide and 8 lines high, following
  /// a ``temporaryLog(lines:)`` of its own, once it shows the log's last line. ``stop()`` ends
  /// it and removes the log.
  @MainActor
  struct InTmux {
    /// The log followed.
    let path: String
    let session: TmuxSession

    init(lines count: Int, width: Int) throws {
      path = try TailFollowTests.temporaryLog(lines: count)
      let executable = try BuiltExecutable.path(named: "tail-follow")
      session = try TmuxSession(
        command: "exec \(TmuxSession.shellQuoted(executable)) " + TmuxSession.shellQuoted(path),
        size: Size(width: width, height: 8))
      do {
        try session.waitForScreen("line \(count)") { $0.contains("line \(count)") }
      } catch {
        stop()
        throw error
      }
    }

    func stop() {
      session.kill()
      TailFollowTests.removeTemporaryLog(path)
    }
  }

  static func append(_ text: String, to path: String) throws {
    let handle = try FileHandle(forWritingAtPath: path).unwrapped()
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }

  /// A terminal of 40x8 driving `app`; `show(keys)` returns the screen after them (the app
  /// has polled its text by then).
  @MainActor final class Screen {
    let terminal = VirtualTerminal(size: Size(width: 40, height: 8))
    let loop: AppLoop
    init(_ app: TailFollowApp) { loop = AppLoop(terminal: terminal, app: app) }
    func show(_ keys: [Key] = []) -> [String] {
      terminal.enqueue(keys.map(InputEvent.key))
      loop.runUntilIdle()
      return terminal.screen.lines
    }
  }

  /// The app following the file at `path` (named `log`), on a ``Screen``.
  static func following(_ path: String) throws -> (TailFollowApp, Screen) {
    let app = TailFollowApp(source: try TailSource.make(path: path), name: "log")
    return (app, Screen(app))
  }

  @Test func theScriptFindsAndFollows() throws {
    let script = try ExampleScript(example: "tail-follow")
    let app = TailFollowApp(source: try TailSource.make(path: Self.logPath), name: "app.log")
    let dump = try script.headlessDump(app)
    #expect(dump.contains("--- snapshot first-match ---\n"))
    #expect(dump.contains("ERROR disk quota exceeded"))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() async throws {
    let script = try ExampleScript(example: "tail-follow")
    let app = TailFollowApp(source: try TailSource.make(path: Self.logPath), name: "app.log")
    let headless = try script.headlessDump(app)
    let tmux = try await script.tmuxDump(
      product: "tail-follow", arguments: ["app.log"], in: ExampleScript.fixturesFolder.path)
    ExampleScript.expectSame(headless: headless, tmux: tmux)
  }

  @Test func appendedLinesArriveAndTheLastStaysVisible() throws {
    let path = try Self.temporaryLog(lines: 30)
    defer { Self.removeTemporaryLog(path) }
    let (app, screen) = try Self.following(path)
    #expect(screen.show()[6] == "line 30")
    try Self.append("line 31\nline 32\nline 33\n", to: path)
    let lines = screen.show()  // inotify woke the loop's wait.
    #expect(lines[6] == "line 33")
    #expect(lines[7].contains("following"))
    #expect(app.lines.count == 33)
  }

  @Test func linesArrivingWhileReadingAboveAreCountedNotShown() throws {
    let path = try Self.temporaryLog(lines: 30)
    defer { Self.removeTemporaryLog(path) }
    let (_, screen) = try Self.following(path)
    _ = screen.show()  // The file's lines are read in the loop's first pass.
    let above = screen.show([.pageUp])
    try Self.append("line 31\nline 32\n", to: path)
    let lines = screen.show()
    #expect(lines.prefix(7) == above.prefix(7))
    #expect(lines[7].contains("↓ 2 new · End"))
    let back = screen.show([.end])
    #expect(back[6] == "line 32")
    #expect(back[7].contains("following"))
  }

  @Test func whileTheEndIsFollowedNoLineIsHighlightedAndAMoveStartsFromTheLast() throws {
    let path = try Self.temporaryLog(lines: 30)
    defer { Self.removeTemporaryLog(path) }
    let (app, screen) = try Self.following(path)
    _ = screen.show()
    #expect(app.stack.selectedIndex == nil)
    try Self.append("line 31\n", to: path)
    _ = screen.show()
    #expect(app.stack.selectedIndex == nil)
    _ = screen.show([.up])
    #expect(app.stack.selectedIndex == 29)  // From the last line (30, index 30) up one.
    _ = screen.show([.end])
    #expect(app.stack.selectedIndex == nil)
    #expect(app.stack.isFollowingEnd)
  }

  @Test func theSearchPromptShowsTheTerminalsCursorAfterTheText() throws {
    let app = TailFollowApp(source: try TailSource.make(path: Self.logPath), name: "app.log")
    let screen = Screen(app)
    _ = screen.show([.character("/")] + "ERR".map(Key.character))
    #expect(screen.terminal.screen.lines[7].hasPrefix(" /ERR "))
    #expect(screen.terminal.cursor == Point(x: 5, y: 7))
    _ = screen.show([.escape])
    #expect(screen.terminal.cursor == nil)
  }

  @Test func aLineIsShownOnceItsNewlineArrives() throws {
    let path = try Self.temporaryLog(lines: 1)
    defer { Self.removeTemporaryLog(path) }
    let (app, screen) = try Self.following(path)
    try Self.append("half", to: path)
    _ = screen.show()
    #expect(Array(app.lines) == ["line 1"])
    try Self.append(" and the rest\n", to: path)
    _ = screen.show()
    #expect(Array(app.lines) == ["line 1", "half and the rest"])
  }

  @Test func findJumpsToTheMatchAndNAndShiftNMove() throws {
    let app = TailFollowApp(source: try TailSource.make(path: Self.logPath), name: "app.log")
    let screen = Screen(app)
    var lines = screen.show([.character("/")] + "ERROR".map(Key.character) + [.enter])
    #expect(app.stack.selectedIndex == 11)
    #expect(lines.contains { $0.hasPrefix("line 12 ") })
    #expect(!app.stack.isFollowingEnd)
    lines = screen.show([.character("n")])
    #expect(app.stack.selectedIndex == 30)
    lines = screen.show([.character("n"), .character("n")])
    #expect(app.stack.selectedIndex == 11)  // 47, then around to 12
    lines = screen.show([.character("N")])
    #expect(app.stack.selectedIndex == 46)
    lines = screen.show([.character("/")] + "zzz".map(Key.character) + [.enter])
    #expect(lines[7].contains("not found: zzz"))
    #expect(app.stack.selectedIndex == 46)
  }

  @Test func aSearchCountsEachMatchOnceWhateverTheBatchesAppended() throws {
    // "line 1" matches lines 1 and 10–19. The search starts from the last line (nothing is
    // selected while the end is followed), so all eleven lie before its origin: the lines a
    // rescan per appended batch would count again.
    let path = try Self.temporaryLog(lines: 30)
    defer { Self.removeTemporaryLog(path) }
    let (app, screen) = try Self.following(path)
    _ = screen.show()
    _ = screen.show([.character("/")] + "line 1".map(Key.character) + [.enter])
    let search = try #require(app.search)
    #expect(search.matches == [0] + Array(9...18))
    for batch in 1...4 {  // Four batches, one match in each.
      try Self.append("line 1 again \(batch)\nplain\n", to: path)
      _ = screen.show()
    }
    #expect(app.lines.count == 38)
    #expect(search.matches == app.lines.indices.filter { app.lines[$0].contains("line 1") })
    #expect(search.matches.count == 15)
    let status = screen.show([.character("N")])[7]  // Back from line 1, around to the last.
    #expect(app.stack.selectedIndex == 36)
    #expect(status.hasPrefix(" /line 1 · match 15/15 "), "\(status)")
  }

  @Test func escapeAfterASearchEndsItAndTheStatusLineShowsTheLinesAgain() throws {
    let app = TailFollowApp(source: try TailSource.make(path: Self.logPath), name: "app.log")
    let screen = Screen(app)
    var lines = screen.show([.character("/")] + "ERROR".map(Key.character) + [.enter])
    #expect(lines[7].hasPrefix(" /ERROR · match 1/3"))
    lines = screen.show([.escape])
    #expect(app.search == nil)
    #expect(lines[7].hasPrefix(" 60 lines · ") && lines[7].contains(" · app.log"))
    lines = screen.show([.character("n")])  // No search left to step through.
    #expect(lines[7].hasPrefix(" 60 lines · ") && lines[7].contains(" · app.log"))
  }

  @Test func aFolderAndADeviceAreRefusedWithAMessage() {
    let expected = [
      "/tmp": "cannot read /tmp: it is a folder",
      "/dev/zero": "cannot read /dev/zero: not a regular file or a pipe",
    ]
    for (path, message) in expected {
      do {
        _ = try TailSource.make(path: path)
        Issue.record("\(path) was not refused")
      } catch {
        #expect("\(error)" == message)
      }
    }
  }

  @Test func theBinaryRefusesAFolderBeforeTheTerminalStarts() throws {
    let output = try Spawn.run(BuiltExecutable.path(named: "tail-follow"), ["/tmp"])
    #expect(output.status != 0)
    #expect(
      String(decoding: output.stderr, as: UTF8.self).contains("cannot read /tmp: it is a folder"))
    #expect(output.stdout.isEmpty)  // No terminal set-up was written.
  }

  @Test func aFileLargerThanOneReadLoadsOverSeveralPassesEachAFrame() throws {
    // About 2.7 times the most one read takes: "line 123456\n" is 12 bytes.
    let count = (1 << 20) * 8 / 3 / 12
    let path = try Self.temporaryLog(lines: count)
    defer { Self.removeTemporaryLog(path) }
    let (app, screen) = try Self.following(path)
    _ = screen.show()
    #expect(Array(app.lines) == (1...count).map { "line \($0)" })
    // The first frame, then a frame per pass: the file is not read in one pass, so keys are
    // handled between two reads.
    #expect(screen.terminal.presentCount >= 3, "frames: \(screen.terminal.presentCount)")
  }

  @Test func aFileTruncatedThenRefilledWithTheSameFirstLineLosesNoLinesAndCutsNone() throws {
    // Noticed by size (copytruncate empties the file; inotify wakes the loop at once), not by
    // the first bytes: "rotated-001" starts both the old text and the new one.
    let path = try Self.temporaryLog(lines: 3)
    defer { Self.removeTemporaryLog(path) }
    try Data((1...3).map { String(format: "rotated-%03d\n", $0) }.joined().utf8).write(
      to: URL(fileURLWithPath: path))
    let (app, screen) = try Self.following(path)
    _ = screen.show()
    #expect(truncate(path, 0) == 0)
    _ = screen.show()
    let refill = (1...5).map { String(format: "rotated-%03d\n", $0) }.joined()
    try Self.append(refill, to: path)
    let lines = screen.show()
    #expect(Array(app.lines) == (1...5).map { String(format: "rotated-%03d", $0) })
    #expect(lines.contains("rotated-005"))
  }

  @Test func aRotatedFileIsFollowedAtItsNewStart() throws {
    let path = try Self.temporaryLog(lines: 2)
    defer {
      Self.removeTemporaryLog(path)
      try? FileManager.default.removeItem(atPath: path + ".1")
    }
    let (app, screen) = try Self.following(path)
    _ = screen.show()
    try Self.append("line 3\n", to: path)
    try FileManager.default.moveItem(atPath: path, toPath: path + ".1")
    try Data("fresh 1\n".utf8).write(to: URL(fileURLWithPath: path))
    _ = screen.show()
    _ = screen.show()
    #expect(Array(app.lines) == ["fresh 1"] || Array(app.lines.suffix(1)) == ["fresh 1"])
    #expect(app.lines.last == "fresh 1")
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func linesKeepArrivingWhileKeysArrive() throws {
    let tail = try InTmux(lines: 1, width: 160)
    defer { tail.stop() }
    // A line every 20 ms while a key arrives every 10 ms: reading never waits for keys.
    for index in 2...60 {
      try Self.append("line \(index)\n", to: tail.path)
      try tail.session.send("x")
      usleep(10_000)
      try tail.session.send("x")
      usleep(10_000)
    }
    let screen = try tail.session.waitForScreen("60 lines") {
      $0.last?.contains("60 lines") == true
    }
    #expect(screen.last?.contains("60 lines") == true)
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func theBinaryShowsAnAppendedLineWithoutPolling() throws {
    let tail = try InTmux(lines: 3, width: 40)
    defer { tail.stop() }
    try Self.append("line 4\nline 5\n", to: tail.path)
    let lines = try tail.session.waitForScreen("line 5") { $0.contains("line 5") }
    #expect(lines.last?.contains("following") == true)
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func textPipedInIsFollowedAndKeysComeFromTheTerminal() throws {
    let executable = try BuiltExecutable.path(named: "tail-follow")
    let session = try TmuxSession(
      command: "(printf 'one\\ntwo\\n'; sleep 0.3; printf 'three\\n') | "
        + "\(TmuxSession.shellQuoted(executable))",
      size: Size(width: 40, height: 8))
    defer { session.kill() }
    try session.waitForScreen("the end of input") { $0.last?.contains("end of input") == true }
    try session.send("/")
    try session.type("zzz")
    try session.send("Enter")
    let lines = try session.waitForScreen("not found") {
      $0.last?.contains("not found: zzz") == true
    }
    #expect(lines.prefix(3) == ["one", "two", "three"])
  }
  @Test func aFollowedFileKeepsPlacesNotTextAndPastTheCapARowSaysHowManyWereDropped() throws {
    let path = try Self.temporaryLog(lines: 1000)
    defer { Self.removeTemporaryLog(path) }
    let app = TailFollowApp(source: try TailSource.make(path: path), name: "log", maximumLines: 64)
    let screen = Screen(app)
    _ = screen.show()
    #expect(app.lines.lineCount == 1000)
    #expect(app.lines.count <= 65)
    #expect(app.lines.last == "line 1000")
    let top = screen.show([.home])
    #expect(top[0].contains("\(app.lines.droppedCount) earlier lines dropped"))
    // The text comes from the file: what is shown is what the file holds now.
    #expect(app.lines[app.lines.count - 1] == "line 1000")
  }
}

extension Optional {
  /// The value, or an error saying it was nil.
  fileprivate func unwrapped() throws -> Wrapped {
    guard let self else { throw CocoaError(.fileNoSuchFile) }
    return self
  }

}
