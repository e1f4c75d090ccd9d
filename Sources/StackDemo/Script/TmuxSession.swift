import Foundation
import StackCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private tmux server (its own `-L` socket and an empty configuration) with one detached
/// session running one command, driven with `tmux` subcommands through Foundation `Process`.
///
/// ```swift
/// let session = try TmuxSession(command: "exec /path/stack-demo", size: Size(width: 80, height: 24))
/// defer { session.kill() }
/// _ = try session.waitUntilStable()
/// try session.tmux(["send-keys", "-t", session.target, "Down"])
/// let screen = try session.waitUntilStable()
/// ```
@MainActor
final class TmuxSession {
  /// The `-L` socket name, unique to this process and session.
  let socket: String
  /// The `-t` target of the session's only pane.
  let target = "stackdemo:0.0"
  /// How long the screen must stay unchanged (with no input pending and the program asleep)
  /// to count as stable.
  var settleTime: Duration = .milliseconds(250)
  /// The longest a wait for a stable screen may take.
  var timeout: Duration = .seconds(15)
  /// Pause between two screen captures.
  var pollInterval: Duration = .milliseconds(20)

  private let configPath: String
  /// The pane's program (the command is started with `exec`, so it is the pane's process).
  private var panePID: Int32 = 0
  /// The pane's terminal (the slave side of its pty), to see whether input is still unread.
  private var paneTTY: Int32 = -1
  /// The client that started the server (see `startServer`).
  private var starter: Process?

  private static var counter = 0

  /// Starts the server and the session at `size` running `command` through `sh -c`.
  ///
  /// Next to the command runs a watchdog that kills the server (and removes the temporary
  /// files) once this process is gone, so a replay that is killed, even with SIGKILL, leaves
  /// no tmux server behind.
  init(command: String, size: Size) throws(TmuxError) {
    Self.unblockSignals()
    Self.counter += 1
    socket = "stack-demo-\(getpid())-\(Self.counter)-\(UInt32.random(in: 0...UInt32.max))"
    configPath = NSTemporaryDirectory() + "\(socket).conf"
    // status off: the pane gets every line; no history so capture-pane shows the screen only.
    let config = """
      set -g status off
      set -g history-limit 0
      set -g remain-on-exit off
      set -g escape-time 0
      set -g default-shell /bin/sh
      set -g default-size \(size.width)x\(size.height)

      """
    do {
      try config.write(toFile: configPath, atomically: true, encoding: .utf8)
    } catch {
      throw TmuxError(message: "cannot write \(configPath): \(error.localizedDescription)")
    }
    try startServer(command: watchdog + command, size: size)
    let info = try tmux(["display-message", "-p", "-t", target, "#{pane_pid} #{pane_tty}"])
    let fields = info.split(separator: " ")
    guard fields.count == 2, let pid = Int32(fields[0]) else {
      throw TmuxError(message: "unexpected pane description '\(info)'")
    }
    panePID = pid
    paneTTY = open(String(fields[1]), O_RDONLY | O_NOCTTY | O_NONBLOCK)
  }

  /// A background loop, started by the pane's shell before it runs the command: while this
  /// process lives it sleeps; then it kills the server and removes the temporary files. It
  /// dies with the server when the replay ends normally (tmux hangs up the pane).
  private var watchdog: String {
    let files = ["", ".out", ".err", ".start"].map { Self.shellQuoted(configPath + $0) }
    return "(while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; "
      + "tmux -L \(socket) kill-server; rm -f \(files.joined(separator: " "))) "
      + "</dev/null >/dev/null 2>&1 & "
  }

  /// `text` in single quotes for `sh`.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }

  isolated deinit {
    if paneTTY >= 0 { close(paneTTY) }
    for path in [configPath, configPath + ".out", configPath + ".err", configPath + ".start"] {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// Stops the server (and with it the program); safe to call more than once.
  func kill() {
    _ = try? tmux(["kill-server"])
  }

  /// Starts the server with the session, and waits until the session exists.
  ///
  /// Foundation's `Process` learns that a child exited when a socket the child inherited
  /// closes; the tmux server forks from this first client and keeps that socket open, so
  /// waiting for this client would never return. It is left running (it exits at once; it is
  /// reaped when the server is gone) and the session is polled for instead.
  private func startServer(command: String, size: Size) throws(TmuxError) {
    let errorPath = configPath + ".start"
    let starter = try launch(
      [
        "new-session", "-d", "-s", "stackdemo", "-x", "\(size.width)", "-y", "\(size.height)",
        command,
      ], outputPath: nil, errorPath: errorPath)
    self.starter = starter
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    while (try? tmux(["has-session", "-t", "stackdemo"])) == nil {
      guard clock.now < deadline else {
        let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        throw TmuxError(
          message: "tmux did not start the session within 10 s: "
            + message.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Runs `tmux -L socket -f config args…` and returns its standard output without the
  /// final newline. Throws when tmux cannot run or exits with an error.
  @discardableResult
  func tmux(_ arguments: [String]) throws(TmuxError) -> String {
    let outputPath = configPath + ".out"
    let errorPath = configPath + ".err"
    let process = try launch(arguments, outputPath: outputPath, errorPath: errorPath)
    process.waitUntilExit()
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      let message = ((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if process.terminationStatus == 127 {
        throw TmuxError(message: "tmux is not installed (run Scripts/install-deps.sh)")
      }
      throw TmuxError(
        message: "tmux \(arguments.first ?? "") failed (status \(process.terminationStatus)): "
          + message)
    }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// Starts `tmux -u -L socket -f config args…` with its output in files (nil: discarded).
  /// Files, not pipes: a pipe inherited by the tmux server would never reach end-of-file.
  private func launch(
    _ arguments: [String], outputPath: String?, errorPath: String
  ) throws(TmuxError) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "-u", "-L", socket, "-f", configPath] + arguments
    process.environment = Self.environment
    guard let errors = Self.truncatedFile(errorPath) else {
      throw TmuxError(message: "cannot create the temporary file \(errorPath)")
    }
    defer { try? errors.close() }
    var output = FileHandle.nullDevice
    if let outputPath {
      guard let file = Self.truncatedFile(outputPath) else {
        throw TmuxError(message: "cannot create the temporary file \(outputPath)")
      }
      output = file
    }
    defer { if outputPath != nil { try? output.close() } }
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw TmuxError(message: "cannot run tmux: \(error.localizedDescription)")
    }
    return process
  }

  /// Unblocks every signal on this thread, which the tmux client, its server and the demo
  /// inherit. A process started from a thread with signals blocked (a test runner's worker
  /// thread, say) passes that mask on; then SIGHUP from `kill-server` never reaches the demo,
  /// and the server and demo are left running.
  private static func unblockSignals() {
    var none = sigset_t()
    sigemptyset(&none)
    _ = pthread_sigmask(SIG_SETMASK, &none, nil)
  }

  /// This process's environment without what would make the pane differ from a fresh
  /// terminal: `LINES`/`COLUMNS` (ncurses would believe them over the pane's real size),
  /// `NO_COLOR` (the replay passes `--no-color` itself), `TMUX`/`TMUX_PANE` (an enclosing
  /// tmux). The server passes it on to the pane.
  private static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["LINES", "COLUMNS", "NO_COLOR", "TMUX", "TMUX_PANE"] {
      environment[name] = nil
    }
    return environment
  }

  /// An empty file at `path`, open for writing.
  private static func truncatedFile(_ path: String) -> FileHandle? {
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    return FileHandle(forWritingAtPath: path)
  }

  /// The pane's screen as `capture-pane -p` prints it, one string per line.
  func capture() throws(TmuxError) -> [String] {
    let text = try tmux(["capture-pane", "-p", "-t", target])
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// True while the program has not exited.
  var isAlive: Bool { processExists(panePID) && !isZombie }

  /// Waits until the screen has stayed the same for ``settleTime`` while the pane's terminal
  /// had no unread input or output and the program was asleep; returns that screen. Throws
  /// when the program exits or ``timeout`` passes first (with the last screen in the
  /// message). Polls `capture-pane` every ``pollInterval``; never relies on a fixed sleep.
  func waitUntilStable() throws(TmuxError) -> [String] {
    let clock = ContinuousClock()
    let start = clock.now
    var last: [String]?
    var stableSince = start
    while true {
      guard isAlive else {
        throw TmuxError(message: "the demo exited (a script for --tmux must not quit the app)")
      }
      let screen = try capture()
      if screen != last || isBusy {
        last = screen
        stableSince = clock.now
      } else if stableSince.duration(to: clock.now) >= settleTime {
        return screen
      }
      if start.duration(to: clock.now) > timeout {
        throw TmuxError(
          message: "the screen did not settle within \(timeout); last screen:\n"
            + screen.joined(separator: "\n"))
      }
      Thread.sleep(forTimeInterval: Self.seconds(pollInterval))
    }
  }

  /// True when input sent to the pane is still unread by the program, output it wrote is
  /// still unread by tmux, or the program is running (not waiting).
  private var isBusy: Bool {
    if paneTTY >= 0 {
      for request in [UInt(FIONREAD), UInt(TIOCOUTQ)] {
        var pending: Int32 = 0
        if ioctl(paneTTY, request, &pending) == 0 && pending > 0 { return true }
      }
    }
    return processState == "R"
  }

  /// The state letter in `/proc/PID/stat` (`R` running, `S` sleeping, `Z` zombie…), or nil.
  private var processState: Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(panePID)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].first { $0 != " " }
  }

  private var isZombie: Bool { processState == "Z" }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}

/// True when a process with this id exists (a zombie included).
private func processExists(_ pid: Int32) -> Bool {
  kill(pid, 0) == 0
}
