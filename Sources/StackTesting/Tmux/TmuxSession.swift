import StackCore
internal import StackPlatform

// FoundationEssentials where it exists: not Foundation's ICU (docs/decisions/0117).
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A private tmux server (its own `-L` socket, its own configuration and a private directory)
/// with one detached session running one shell command, driven with `tmux` subcommands run
/// through ``Spawn``. The one tmux driver of the repository: ``TmuxReplay`` plays scripts
/// with it, and the end-to-end tests drive programs with it.
///
/// ```swift
/// let session = try TmuxSession(command: "exec /path/app", size: Size(width: 80, height: 24))
/// defer { session.kill() }
/// _ = try session.waitUntilStable()
/// try session.send("Down")
/// let screen = try session.waitUntilStable()
/// ```
///
/// Next to the command runs a watchdog that kills the server (and removes ``directory``)
/// once this process is gone, so a run that is killed, even with SIGKILL, leaves no tmux
/// server behind.
public final class TmuxSession {
  /// The tmux executable found on `PATH` (or in the usual places), nil when not installed.
  public static let executable: String? = {
    let paths =
      (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    return paths.map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// ``executable``, or an error saying how to install tmux.
  static func requireTmux() throws(TmuxError) -> String {
    guard let executable else {
      throw TmuxError(message: "tmux is not installed (run Scripts/install-deps.sh)")
    }
    return executable
  }

  /// The `-L` socket name, unique to this process and session.
  public let socket: String
  /// A private directory for the session's files (configuration, scripts, results); removed
  /// by ``kill()``.
  public let directory: URL
  /// The `-t` target of the session's only pane.
  public let target = "0:0.0"
  /// The `-t` target of the session's only window (for `resize-window`).
  let windowTarget = "0:0"
  /// How long the screen must stay unchanged (with no input pending and the program asleep)
  /// to count as stable in ``waitUntilStable()``.
  public var settleTime: Duration = .milliseconds(250)
  /// The longest a wait for a stable screen may take: 2 minutes, a ceiling that catches a
  /// hang, not a loaded machine (the wait ends as soon as the screen settles).
  public var timeout: Duration = .seconds(120)
  /// Pause between two screen captures.
  public var pollInterval: Duration = .milliseconds(20)

  private let tmuxPath: String
  private let configPath: String
  /// The pane's first process (the command's shell, or the program it `exec`s).
  private var panePID: Int32 = 0
  /// The pane's terminal (the slave side of its pty), to see whether input is still unread.
  private var paneTTY: Int32 = -1
  /// The server's process id and socket, to make sure both are gone after ``kill()``.
  private var serverPID: pid_t?
  private var socketPath: String?
  private var isRunning = true

  /// Starts the server and a detached session of `size` running the shell command line that
  /// `command` returns (given ``directory``, to write scripts into).
  ///
  /// - Parameters:
  ///   - size: the terminal size the session starts with.
  ///   - environment: added to the pane's environment (`new-session -e`).
  ///   - terminalType: the pane's `TERM` (tmux's `default-terminal`); nil keeps tmux's.
  ///   - keepsPaneAfterExit: leave the pane (and its last screen) when the command exits.
  ///   - command: given the session's scratch directory, returns the shell command line to
  ///     run in the pane.
  public init(
    size: Size = Size(width: 80, height: 24), environment: [String: String] = [:],
    terminalType: String? = nil, keepsPaneAfterExit: Bool = false,
    command: (URL) throws -> String
  ) throws {
    tmuxPath = try Self.requireTmux()
    socket = "stacktui-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    configPath = directory.appendingPathComponent("tmux.conf").path
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // status off: the pane gets every line; no history so capture-pane shows the screen only.
    var config = """
      set -g status off
      set -g history-limit 0
      set -g remain-on-exit \(keepsPaneAfterExit ? "on" : "off")
      set -g escape-time 0
      set -g default-shell /bin/sh
      set -g default-size \(size.width)x\(size.height)

      """
    if let terminalType { config += "set -g default-terminal \(terminalType)\n" }
    try config.write(toFile: configPath, atomically: true, encoding: .utf8)
    var arguments = ["new-session", "-d", "-x", "\(size.width)", "-y", "\(size.height)"]
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(name)=\(value)"]
    }
    arguments.append(watchdog + (try command(directory)))
    try tmux(arguments)
    let info = try format("#{pane_pid} #{pane_tty} #{pid} #{socket_path}")
    let fields = info.split(separator: " ", maxSplits: 3).map(String.init)
    guard fields.count == 4, let pid = Int32(fields[0]) else {
      kill()
      throw TmuxError(message: "unexpected pane description '\(info)'")
    }
    panePID = pid
    paneTTY = open(fields[1], O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    serverPID = pid_t(fields[2])
    socketPath = fields[3]
  }

  /// Starts the server and a session of `size` running `command` (a shell command line).
  public convenience init(command: String, size: Size) throws {
    try self.init(size: size) { _ in command }
  }

  deinit {
    kill()
    if paneTTY >= 0 { close(paneTTY) }
  }

  /// A background loop started by the pane's shell before the command: while this process
  /// lives it sleeps; then it kills the server and removes ``directory``. It dies with the
  /// server when the session ends normally (tmux hangs up the pane).
  private var watchdog: String {
    "(while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; "
      + "\(Self.shellQuoted(tmuxPath)) -L \(socket) kill-server; "
      + "rm -rf \(Self.shellQuoted(directory.path))) </dev/null >/dev/null 2>&1 & "
  }

  /// `text` in single quotes for `sh`.
  public static func shellQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }

  /// Stops the server (and with it the program) and removes ``directory``; safe to call more
  /// than once.
  public func kill() {
    guard isRunning else { return }
    isRunning = false
    _ = try? Self.run(tmuxPath, ["-L", socket, "kill-server"])
    if let serverPID {
      // kill-server normally ends it; never leave a server behind if it did not.
      for _ in 0..<50 where Glibc.kill(serverPID, 0) == 0 { usleep(10_000) }
      if Glibc.kill(serverPID, 0) == 0 { Glibc.kill(serverPID, SIGKILL) }
    }
    if let socketPath { unlink(socketPath) }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs `tmux -u -L socket -f config arguments…` and returns its standard output without
  /// the final newline. Throws when tmux exits with an error.
  @discardableResult
  public func tmux(_ arguments: [String]) throws(TmuxError) -> String {
    let result = try Self.run(tmuxPath, ["-u", "-L", socket, "-f", configPath] + arguments)
    let output = String(decoding: result.stdout, as: UTF8.self)
    guard result.status == 0 else {
      let message = String(decoding: result.stderr, as: UTF8.self)
        .trimmed(while: \.isWhitespace)
      throw TmuxError(
        message: "tmux \(arguments.first ?? "") failed (status \(result.status)): \(message)")
    }
    return output.hasSuffix("\n") ? String(output.dropLast()) : output
  }

  /// ``tmux(_:)`` with the arguments written out.
  @discardableResult
  public func tmux(_ arguments: String...) throws(TmuxError) -> String {
    try tmux(arguments)
  }

  /// Sends keys by tmux name (`"j"`, `"Enter"`, `"C-c"`, `"BTab"`, `"PPage"`…).
  public func send(_ keys: String...) throws(TmuxError) {
    try tmux(["send-keys", "-t", target] + keys)
  }

  /// Sends `text` literally.
  public func type(_ text: String) throws(TmuxError) {
    try tmux("send-keys", "-t", target, "-l", text)
  }

  /// Resizes the window (the program gets SIGWINCH).
  public func resize(width: Int, height: Int) throws(TmuxError) {
    try tmux("resize-window", "-t", windowTarget, "-x", "\(width)", "-y", "\(height)")
  }

  /// A tmux format expanded for the pane (`display-message -p`), e.g. `#{alternate_on}`.
  public func format(_ format: String) throws(TmuxError) -> String {
    try tmux("display-message", "-p", "-t", target, format)
      .trimmed(while: \.isNewline)
  }

  /// The pane's screen as `capture-pane -p` prints it (with `escapes`, `-e`: with the
  /// attribute escapes): one string per terminal line, trailing spaces trimmed.
  public func capture(escapes: Bool = false) throws(TmuxError) -> [String] {
    let text = try tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = String(line)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// True while the pane's first process has not exited.
  public var isAlive: Bool { StackPlatform.kill(panePID, 0) == 0 && processState != "Z" }

  /// Runs `path arguments` with the session's environment (``Spawn``), for at most 2 minutes.
  private static func run(_ path: String, _ arguments: [String]) throws(TmuxError)
    -> Spawn.Output
  {
    do {
      return try Spawn.run(path, arguments, environment: environment, timeout: .seconds(120))
    } catch {
      throw TmuxError(message: "cannot run tmux: \(error)")
    }
  }

  /// This process's environment without what would make the pane differ from a fresh
  /// terminal: `LINES`/`COLUMNS` (ncurses would believe them over the pane's real size),
  /// `NO_COLOR` (a replay passes its colour choice itself), `TMUX`/`TMUX_PANE` (an enclosing
  /// tmux, which would keep a run inside tmux from starting its own server). The server
  /// passes it on to the pane.
  private static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["LINES", "COLUMNS", "NO_COLOR", "TMUX", "TMUX_PANE"] {
      environment[name] = nil
    }
    return environment
  }

  /// The state letter of the pane's first process (`R` running, `S` sleeping, `Z`
  /// zombie…), or nil.
  var processState: Character? { processStateLetter(of: panePID) }

  /// True when input sent to the pane is still unread by the program, output it wrote is
  /// still unread by tmux, or the program is running or waiting for the disk (`D`: a page of
  /// its code being read in, on a machine whose disk is busy; not a wait for input or a
  /// timer), so not settled.
  var isBusy: Bool {
    if paneTTY >= 0 {
      for request in [UInt(FIONREAD), UInt(TIOCOUTQ)] {
        var pending: Int32 = 0
        if ioctl(paneTTY, request, &pending) == 0 && pending > 0 { return true }
      }
    }
    return processState == "R" || processState == "D"
  }
}

extension String {
  /// The string without the leading and trailing characters that satisfy `test` (what
  /// Foundation's `trimmingCharacters(in:)` does; FoundationEssentials has no `CharacterSet`).
  fileprivate func trimmed(while test: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !test($0) }),
      let last = lastIndex(where: { !test($0) })
    else { return "" }
    return String(self[first...last])
  }
}
