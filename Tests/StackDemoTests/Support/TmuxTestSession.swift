import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A private tmux server (`tmux -L <unique name>`) with one window running a command, for
/// end-to-end tests of the demo in a real terminal. The server is killed by ``kill()`` and
/// when the session is released.
final class TmuxTestSession {
  /// The tmux executable, or nil when tmux is not installed.
  static let executable: String? = {
    let paths =
      (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    return paths.map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The tmux executable; throws a clear failure when tmux is missing.
  static func requireTmux() throws -> String {
    guard let executable else {
      throw DemoProcess.Failure(
        description: "tmux is not installed: the real-terminal tests need it. "
          + "Run Scripts/install-deps.sh (or `apt-get install tmux`).")
    }
    return executable
  }

  let socket: String
  /// A private directory for the session's files (configuration, wrapper scripts, results).
  let directory: URL
  private var isAlive = true

  /// Starts a server and a detached `width`x`height` window running the shell command line
  /// `command` returns (given ``directory``, to write scripts into), with `environment`
  /// added to a clean one.
  init(
    width: Int = 80, height: Int = 24, environment: [String: String] = [:],
    command: (URL) throws -> String
  ) throws {
    let tmux = try Self.requireTmux()
    socket = "stacktui-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let command = try command(directory)
    let configuration = directory.appendingPathComponent("tmux.conf")
    try """
    set -g default-terminal tmux-256color
    set -g status off
    set -g escape-time 0
    set -g history-limit 0
    set -g remain-on-exit on
    """.write(to: configuration, atomically: true, encoding: .utf8)
    var arguments = [
      "-L", socket, "-f", configuration.path, "new-session", "-d", "-x", "\(width)",
      "-y", "\(height)",
    ]
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(name)=\(value)"]
    }
    arguments.append(command)
    let result = try Self.run(tmux, arguments, environment: Self.environment())
    guard result.status == 0 else {
      throw DemoProcess.Failure(description: "tmux new-session failed: \(result.output)")
    }
    let server = try? self.tmux("display-message", "-p", "#{pid} #{socket_path}")
    let parts = server?.trimmingCharacters(in: .newlines).split(separator: " ", maxSplits: 1)
    serverPid = parts?.first.flatMap { pid_t($0) }
    socketPath = parts?.dropFirst().first.map(String.init)
  }

  /// The server's process id and socket, to make sure both are gone after ``kill()``.
  private var serverPid: pid_t?
  private var socketPath: String?

  deinit { kill() }

  /// Stops the server (and whatever runs in it) and removes the session's files.
  func kill() {
    guard isAlive else { return }
    isAlive = false
    if let tmux = Self.executable {
      _ = try? Self.run(tmux, ["-L", socket, "kill-server"], environment: Self.environment())
    }
    if let serverPid {
      // kill-server normally ends it; never leave a server behind if it did not.
      for _ in 0..<50 where Glibc.kill(serverPid, 0) == 0 { usleep(10_000) }
      if Glibc.kill(serverPid, 0) == 0 { Glibc.kill(serverPid, SIGKILL) }
    }
    if let socketPath { unlink(socketPath) }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs a tmux command on this server; returns its standard output.
  @discardableResult
  func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let result = try Self.run(
      try Self.requireTmux(), ["-L", socket] + arguments, environment: Self.environment())
    guard result.status == 0 else {
      throw DemoProcess.Failure(
        description: "tmux \(arguments.joined(separator: " ")) failed: \(result.output)")
    }
    return result.output
  }

  /// Sends keys by tmux name (`"j"`, `"Enter"`, `"C-c"`, `"BTab"`, `"PPage"`...).
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "0"] + keys)
  }

  /// Sends text literally.
  func type(_ text: String) throws {
    try tmux("send-keys", "-t", "0", "-l", text)
  }

  /// The pane's text (`capture-pane -p`): one string per line, trailing spaces trimmed.
  func capture(escapes: Bool = false) throws -> [String] {
    let output = try tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []))
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// A tmux format for the pane (`display-message -p`), e.g. `#{alternate_on}`.
  func format(_ format: String) throws -> String {
    try tmux("display-message", "-p", "-t", "0", format).trimmingCharacters(in: .newlines)
  }

  /// Resizes the window (the program gets SIGWINCH).
  func resize(width: Int, height: Int) throws {
    try tmux("resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)")
  }

  /// Polls the pane until `condition` holds for a capture that stays the same for 100 ms
  /// (the program finished drawing); fails with the last capture after `timeout`.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: Duration = .seconds(15), escapes: Bool = false,
    until condition: ([String]) -> Bool
  ) throws -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last: [String] = []
    var stableSince: ContinuousClock.Instant?
    while clock.now < deadline {
      let screen = try capture(escapes: escapes)
      if screen == last, condition(screen) {
        if let since = stableSince, clock.now - since >= .milliseconds(100) { return screen }
        if stableSince == nil { stableSince = clock.now }
      } else {
        stableSince = nil
      }
      last = screen
      usleep(20_000)
    }
    throw DemoProcess.Failure(
      description: "timed out waiting for \(what); the screen shows:\n"
        + last.joined(separator: "\n"))
  }

  /// Polls until the file `name` in ``directory`` exists and is complete (ends with a
  /// newline); returns its contents.
  func waitForFile(_ name: String, timeout: Duration = .seconds(15)) throws -> String {
    let url = directory.appendingPathComponent(name)
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
      if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") {
        return text
      }
      usleep(20_000)
    }
    let screen = (try? capture().joined(separator: "\n")) ?? ""
    throw DemoProcess.Failure(
      description: "timed out waiting for \(name); the screen shows:\n\(screen)")
  }

  /// The environment tmux runs with: this process's, UTF-8, no NO_COLOR, no TMUX (so a test
  /// run inside tmux still starts its own server).
  static func environment() -> [String: String] {
    var environment = DemoProcess.cleanEnvironment()
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    environment["LANG"] = "C.UTF-8"
    return environment
  }

  /// Runs `executable` and waits; returns its exit status and its standard output and error.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String])
    throws -> (status: Int32, output: String)
  {
    let result = try Spawn.run(
      executable, arguments, environment: environment, timeout: .seconds(15))
    return (result.status, String(decoding: result.stdout + result.stderr, as: UTF8.self))
  }
}

/// Shell quoting for command lines sent to tmux.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
