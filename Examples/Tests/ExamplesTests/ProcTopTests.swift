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
    let terminal = VirtualTerminal(size: Size(width: 100, height: 24))
    let loop: AppLoop
    init() { loop = AppLoop(terminal: terminal, app: app) }
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
  static func spawn(_ argv: String) throws -> Process? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      "-c",
      "import os, signal; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
        + "signal.signal(signal.SIGTERM, signal.SIG_DFL); os.execv('/bin/sleep', \(argv))",
    ]
    try process.run()
    return process
  }

  /// Waits (a generous ceiling that only catches a hang) until the reader lists `pid` as
  /// running `/bin/sleep` (python3 has exec'd), and returns its row.
  static func row(of pid: Int32, in reader: ProcessReader) throws -> ProcessRow {
    let ceiling = Date().addingTimeInterval(30)
    while Date() < ceiling {
      if let row = reader.read().first(where: { $0.id == pid }), !row.command.contains("python") {
        return row
      }
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
}
