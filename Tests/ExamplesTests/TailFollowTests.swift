import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import TailFollow

/// `tail-follow`: its script headless and in tmux, new lines arriving at the followed end
/// (polled headless here, on a timer in tmux), the view left alone while reading above, and
/// finding text.
@MainActor
@Suite struct TailFollowTests {
  static let logPath = ExampleScript.fixturesFolder.appendingPathComponent("app.log").path

  /// A temporary file holding `count` lines `line 1`…; removed by the caller.
  static func temporaryLog(lines count: Int) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tail-follow-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
      .path
    try Data((1...count).map { "line \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
    return path
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

  @Test func theScriptFindsAndFollows() throws {
    let script = try ExampleScript(example: "tail-follow")
    let app = try TailFollowApp(reader: LineReader(path: Self.logPath), name: "app.log")
    let dump = try script.headlessDump(app)
    #expect(dump.contains("--- snapshot first-match ---\n"))
    #expect(dump.contains("ERROR disk quota exceeded"))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func headlessAndTmuxShowTheSameScreens() throws {
    let script = try ExampleScript(example: "tail-follow")
    let app = try TailFollowApp(reader: LineReader(path: Self.logPath), name: "app.log")
    let headless = try script.headlessDump(app)
    let tmux = try script.tmuxDump(
      product: "tail-follow", arguments: ["app.log"], in: ExampleScript.fixturesFolder.path)
    ExampleScript.expectSame(headless: headless, tmux: tmux)
  }

  @Test func appendedLinesArriveAndTheLastStaysVisible() throws {
    let path = try Self.temporaryLog(lines: 30)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = try TailFollowApp(reader: LineReader(path: path), name: "log")
    let screen = Screen(app)
    #expect(screen.show()[6] == "line 30")
    try Self.append("line 31\nline 32\nline 33\n", to: path)
    let lines = screen.show()  // The run loop polls when the input is used up.
    #expect(lines[6] == "line 33")
    #expect(lines[7].contains("following"))
    #expect(app.stack.selectedIndex == 32)
    #expect(try !app.poll())
  }

  @Test func linesArrivingWhileReadingAboveAreCountedNotShown() throws {
    let path = try Self.temporaryLog(lines: 30)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = try TailFollowApp(reader: LineReader(path: path), name: "log")
    let screen = Screen(app)
    let above = screen.show([.pageUp])
    try Self.append("line 31\nline 32\n", to: path)
    let lines = screen.show()
    #expect(lines.prefix(7) == above.prefix(7))
    #expect(lines[7].contains("↓ 2 new · End"))
    let back = screen.show([.end])
    #expect(back[6] == "line 32")
    #expect(back[7].contains("following"))
  }

  @Test func aLineIsShownOnceItsNewlineArrives() throws {
    let path = try Self.temporaryLog(lines: 1)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = try TailFollowApp(reader: LineReader(path: path), name: "log")
    try Self.append("half", to: path)
    #expect(try !app.poll())
    try Self.append(" and the rest\n", to: path)
    #expect(try app.poll())
    #expect(app.lines == ["line 1", "half and the rest"])
  }

  @Test func findJumpsToTheMatchAndNAndShiftNMove() throws {
    let app = try TailFollowApp(reader: LineReader(path: Self.logPath), name: "app.log")
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

  @Test func aFolderAndADeviceAreRefusedWithAMessage() {
    let expected = [
      "/tmp": "cannot read /tmp: it is a folder",
      "/dev/zero": "cannot read /dev/zero: not a regular file or a pipe",
    ]
    for (path, message) in expected {
      do {
        _ = try LineReader(path: path)
        Issue.record("\(path) was not refused")
      } catch {
        #expect(error.description == message)
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

  @Test func aFileLargerThanOneReadLoadsOverSeveralIdleCalls() throws {
    // About 2.7 times the most one call reads: "line 123456\n" is 12 bytes.
    let count = LineReader.maximumBytesPerCall * 8 / 3 / 12
    let path = try Self.temporaryLog(lines: count)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = try TailFollowApp(reader: LineReader(path: path), name: "log")
    #expect(!app.lines.isEmpty && app.lines.count < count)  // The first part shows at once.
    #expect(app.idleTimeoutMilliseconds == 0)  // The rest is read without waiting.
    var calls = 0
    while app.idle() == .redraw { calls += 1 }
    #expect(calls >= 2)
    #expect(app.lines == (1...count).map { "line \($0)" })
    #expect(app.idleTimeoutMilliseconds == app.pollInterval)
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func theBinaryPollsAGrowingFile() throws {
    let path = try Self.temporaryLog(lines: 3)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let executable = try BuiltExecutable.path(named: "tail-follow")
    let session = try TmuxSession(
      command: "exec \(TmuxSession.shellQuoted(executable)) --poll-interval 50 "
        + TmuxSession.shellQuoted(path), size: Size(width: 40, height: 8))
    defer { session.kill() }
    try session.waitForScreen("line 3") { $0.contains("line 3") }
    try Self.append("line 4\nline 5\n", to: path)
    let lines = try session.waitForScreen("line 5") { $0.contains("line 5") }
    #expect(lines.last?.contains("following") == true)
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func textPipedInIsFollowedAndKeysComeFromTheTerminal() throws {
    let executable = try BuiltExecutable.path(named: "tail-follow")
    let session = try TmuxSession(
      command: "(printf 'one\\ntwo\\n'; sleep 0.3; printf 'three\\n') | "
        + "\(TmuxSession.shellQuoted(executable)) --poll-interval 50",
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
}

extension Optional {
  /// The value, or an error saying it was nil.
  fileprivate func unwrapped() throws -> Wrapped {
    guard let self else { throw CocoaError(.fileNoSuchFile) }
    return self
  }
}
