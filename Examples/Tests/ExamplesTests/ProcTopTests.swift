import Foundation
import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import ProcTop

/// `proc-top` on a virtual 100x24 terminal, over the machine's real /proc: the header, the
/// table and the footer; `/` filtering; `k` with its confirm sending SIGTERM; a hostile
/// command line shown escaped.
@MainActor
@Suite struct ProcTopTests {
  /// A terminal driving a fresh app; `show(keys)` returns the screen after them.
  @MainActor final class Screen {
    let app = ProcTopApp()
    let terminal: VirtualTerminal
    let loop: AppLoop
    init(size: Size = Size(width: 100, height: 24)) {
      terminal = VirtualTerminal(size: size)
      loop = AppLoop(terminal: terminal, app: app)
    }
    func show(_ keys: [Key] = []) -> [String] {
      terminal.enqueue(keys.map(InputEvent.key))
      loop.runUntilIdle()
      return terminal.screen.lines
    }
    func type(_ text: String) -> [String] { show(text.map(Key.character)) }
  }

  /// A child process run as `argv` (bytes, so not UTF-8 is possible) through python3's
  /// `os.execv`, which the caller ends; nil when python3 is missing. SIGTERM is unblocked and
  /// its default restored first: a child inherits the test process's (the loop blocks it).
  static func spawn(_ argv: String, program: String = "/bin/sleep") throws -> Process? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      "-c",
      "import os, signal; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
        + "signal.signal(signal.SIGTERM, signal.SIG_DFL); os.execv('\(program)', \(argv))",
    ]
    try process.run()
    return process
  }

  /// Waits (a generous ceiling that only catches a hang) until the reader lists `pid` as
  /// running `/bin/sleep` (python3 has exec'd), and returns its row. During the exec the
  /// command line reads empty for a moment and the row shows `[sleep]` (the name in
  /// brackets, as for a kernel thread): that is waited out too.
  static func row(of pid: Int32, in reader: ProcessReader) throws -> ProcessRow {
    let ceiling = Date().addingTimeInterval(30)
    while Date() < ceiling {
      if let row = reader.read().first(where: { $0.id == pid }), !row.command.contains("python"),
        !row.command.hasPrefix("[")
      {
        return row
      }
      usleep(20_000)
    }
    throw CancellationError()
  }

  /// Waits as `row(of:in:)` does until `pid` has a child, and returns the child's row.
  static func child(of pid: Int32, in reader: ProcessReader) throws -> ProcessRow {
    let ceiling = Date().addingTimeInterval(30)
    while Date() < ceiling {
      if let row = reader.read().first(where: { $0.parent == pid }) { return row }
      usleep(20_000)
    }
    throw CancellationError()
  }

  @Test func theScreenHasTheHeaderTheTableAndTheFooterWithTheAppsKeysFirst() {
    let lines = Screen().show()
    #expect(lines[0].hasPrefix(" proc-top  "))
    #expect(lines[1].contains("PID") && lines[1].contains("CPU%▼") && lines[1].contains("COMMAND"))
    #expect(lines[2].contains("root") || lines[2].contains("—"))
    #expect(lines[23].contains("q ^C quit · / filter · k kill (SIGTERM) · Esc clear filter"))
  }

  @Test func whileTheFilterIsTypedInTheFooterListsOnlyKeysThatAct() {
    let screen = Screen(size: Size(width: 80, height: 24))
    #expect(screen.show()[23].contains("q ^C quit · / filter · k kill"))
    let line = screen.show([.character("/")])[23]
    #expect(line.contains("^C quit · Esc clear filter"), "\(line)")
    #expect(!line.contains("q ^C") && !line.contains("/ filter") && !line.contains("k kill"))
  }

  @Test func theChildrenTreeHasATitledDividerAbove() {
    let lines = Screen(size: Size(width: 80, height: 24)).show()
    let divider = lines.firstIndex { $0.hasPrefix("── Children ──") }
    #expect(divider.map { lines[$0 + 1].hasPrefix("▾ ") } == true, "\(lines)")
  }

  @Test func slashFiltersAndEscapeClearsTheFilter() throws {
    let screen = Screen()
    let all = screen.app.table.rowCount
    #expect(all > 1)
    _ = screen.show([.character("/")])
    let lines = screen.type("zz-no-such-process-zz")
    #expect(screen.app.table.rowCount == 0)
    #expect(lines[0].contains(" 0/"))
    _ = screen.show([.escape])
    #expect(screen.app.filter.text.isEmpty)
    #expect(screen.app.table.rowCount > 1)
  }

  @Test func kAsksFirstAndYesSendsSigterm() throws {
    guard let child = try Self.spawn("[b'sleep', b'60']") else { return }
    defer { if child.isRunning { child.terminate() } }
    let screen = Screen()
    _ = try Self.row(of: child.processIdentifier, in: screen.app.reader)
    screen.app.refresh()
    #expect(screen.app.table.select(id: child.processIdentifier))
    let asked = screen.show([.character("k")]).joined(separator: "\n")
    #expect(asked.contains("Send SIGTERM to \(child.processIdentifier)"))
    #expect(child.isRunning)  // Nothing sent before the answer.
    let lines = screen.show([.character("y")])
    #expect(lines[23].contains("SIGTERM sent to \(child.processIdentifier)"))
    child.waitUntilExit()
    #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGTERM)
  }

  @Test func aHostileCommandLineIsShownEscaped() throws {
    guard let child = try Self.spawn("[b'sleep\\xff\\x1b]0;PWNED\\x07', b'60']") else { return }
    defer { child.terminate() }
    let row = try Self.row(of: child.processIdentifier, in: ProcessReader())
    #expect(row.command == "sleep\\xFF\\u{1B}]0;PWNED\\u{7} 60")
  }

  /// Tab to the children tree, ↓ to a child: `k` asks about that child (not the process
  /// selected in the table, its parent) and Enter opens the child's details.
  @Test func kAndEnterInTheChildrenTreeActOnTheChildSelectedThere() throws {
    guard let parent = try Self.spawn("[b'sh', b'-c', b'sleep 61 & wait']", program: "/bin/sh")
    else { return }
    let screen = Screen()
    let child = try Self.child(of: parent.processIdentifier, in: screen.app.reader)
    defer {
      kill(child.id, SIGKILL)
      parent.terminate()
    }
    screen.app.refresh()
    #expect(screen.app.table.select(id: parent.processIdentifier))
    _ = screen.show([.tab, .down])
    #expect(screen.app.tree.selectedNode?.id == child.id)
    let asked = screen.show([.character("k")]).joined(separator: "\n")
    #expect(asked.contains("Send SIGTERM to \(child.id) (sleep 61)?"))
    let details = screen.show([.character("n"), .enter]).joined(separator: "\n")
    #expect(details.contains("Process \(child.id)") && details.contains("Command line: sleep 61"))
    #expect(!details.contains("Process \(parent.processIdentifier)"))
  }

  /// `s` through every column: each sorted title shows its arrow, the one-letter state
  /// column's too (2 wide it was cut to `…`).
  @Test func everySortedTitleShowsItsArrow() {
    let screen = Screen()
    for _ in 0..<6 {
      let header = screen.show([.character("s")])[1]
      #expect(header.contains("▲") || header.contains("▼"), "\(header)")
      #expect(!header.contains("…"), "\(header)")
    }
  }

  /// At 80 columns the children tree is under the table, not beside it: a 40-character command
  /// line is shown whole (beside the tree the command column was 20 wide).
  @Test func at80ColumnsACommandOf40CharactersIsShownWhole() throws {
    let long = "sleep 00000000000000000000000000000000060"
    guard let child = try Self.spawn("[b'sleep', b'\(long.dropFirst(6))']") else { return }
    defer { child.terminate() }
    let screen = Screen(size: Size(width: 80, height: 24))
    _ = try Self.row(of: child.processIdentifier, in: screen.app.reader)
    screen.app.refresh()
    #expect(screen.app.table.select(id: child.processIdentifier))
    let lines = screen.show()
    let row = lines.first { $0.contains("\(child.processIdentifier) root") }
    #expect(row?.hasSuffix(long) == true, "\(row ?? "")")
    #expect(lines.contains { $0.hasSuffix("  \(child.processIdentifier) \(long)") })  // The tree.
  }

  /// The reads without Foundation: a file or folder that is not there is nil; a process that
  /// is gone shows "—" for its open files and the last command line known.
  @Test func whatCannotBeReadIsNilAndAGoneProcessShowsADash() {
    #expect(readFile("/proc/no-such-file", limit: 16) == nil)
    #expect(numberedEntries(of: "/proc/no-such-folder") == nil)
    #expect(numberedEntries(of: "/proc/self/fd")?.isEmpty == false)
    #expect(ownerName(of: "/proc/no-such-file") == nil)
    #expect(ownerName(of: "/proc/self") != nil)
    let gone = ProcessRow(
      id: Int32.max, parent: 1, user: "—", state: "Z", cpu: 0, memory: 0, threads: 1,
      command: "was here")
    #expect(
      ProcessReader.details(of: gone) == [
        "Threads: 1", "Open files: —", "Command line: was here",
      ])
  }

  /// A command line of 100 KB: the table keeps 4 KB of it, the kill question 120 characters,
  /// the details 2,000.
  @Test func aCommandLineOf100KilobytesIsCut() throws {
    let arguments = Array(repeating: "b'\(String(repeating: "0", count: 1000))'", count: 100)
    guard let child = try Self.spawn("[b'sleep', b'60', \(arguments.joined(separator: ", "))]")
    else { return }
    defer { child.terminate() }
    let row = try Self.row(of: child.processIdentifier, in: ProcessReader())
    #expect(row.command.hasPrefix("sleep 60 000"))
    #expect(row.command.utf8.count < 4200)
    let screen = Screen(size: Size(width: 80, height: 24))
    screen.app.refresh()
    #expect(screen.app.table.select(id: child.processIdentifier))
    let asked = screen.show([.character("k")])  // The question takes 2 lines, not the screen.
    #expect(
      asked.filter { $0.contains("│ ") && $0.contains("000000") }.count <= 3,
      "\(asked.joined(separator: "\n"))")
    #expect(asked.contains { $0.contains("[ Yes ] [ No ]") })
    let line = ProcessReader.details(of: row)[2]
    // 6 + 3 + 100 × 1,001 bytes (a NUL after each argument), 2,000 shown.
    #expect(line.hasPrefix("Command line: sleep 60 000") && line.hasSuffix("(98109 more bytes)"))
    #expect(line.utf8.count < 2100, "\(line.utf8.count)")
  }
}
