import StackLive
internal import StackPlatform
import StackTerminal

// FoundationEssentials where it exists: not Foundation's ICU (docs/decisions/0117).
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs a program and waits for it with `posix_spawn` + `waitpid`.
///
/// Not Foundation's `Process`: on Linux its child reaping stalled (zombie children, a
/// `waitUntilExit` that never returned) when many tests started `tmux` at once. Here the
/// child gets default signal dispositions and an empty signal mask whatever the test runner
/// uses, and its output goes to temporary files, so a daemon that inherits them (the tmux
/// server) cannot keep a read waiting.
///
/// The one process-spawning helper of the repository: the tmux driver (``TmuxSession``), the
/// tests that run built executables and `stack-bench` (its fresh-process probes) use it.
public enum Spawn {
  /// Why a program could not be run or waited for.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure saying `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// What a finished program left.
  public struct Output: Sendable {
    /// The exit status, or 128 + the signal that ended it.
    public var status: Int32
    /// Everything it wrote to standard output (empty when that was a given descriptor).
    public var stdout: [UInt8]
    /// Everything it wrote to standard error (empty when that was a given descriptor).
    public var stderr: [UInt8]
    /// From just before `posix_spawn` to the program being reaped: exact without a timeout,
    /// within about 2 ms with one (the wait then polls).
    public var wallTime: Duration
  }

  /// Runs `path arguments` with `environment` (default: this process's environment as it is
  /// now). Standard input is `input` (default `/dev/null`); standard output and error are
  /// `output`/`error` when given, else captured. Kills the program and throws after
  /// `timeout` (default: 2 minutes, a ceiling that catches a hang, not a slow machine); with a
  /// nil `timeout` it waits as long as the program runs.
  public static func run(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil,
    input: Int32? = nil, output: Int32? = nil, error: Int32? = nil,
    timeout: Duration? = .seconds(120)
  ) throws -> Output {
    let nullDevice = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { close(nullDevice) }
    let stdoutFile = try TemporaryFile()
    let stderrFile = try TemporaryFile()

    var launch = ProcessLaunch(
      program: path, arguments: [path] + arguments,
      standardOutput: output ?? stdoutFile.descriptor,
      standardError: error ?? stderrFile.descriptor,
      defaultSignals: [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU,
        SIGWINCH, SIGUSR1, SIGUSR2,
      ])
    launch.environment = environment
    launch.standardInput = input ?? nullDevice
    let clock = ContinuousClock()
    let start = clock.now
    let pid: pid_t
    switch launch.start() {
    case .started(let child): pid = child
    case .failed(let code): throw Spawn.Failure(description: "cannot run \(path): error \(code)")
    }

    let deadline = timeout.map { start + $0 }
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
      if result == pid { break }
      if result < 0 && errno != EINTR {
        throw Spawn.Failure(description: "waitpid(\(pid)) failed: errno \(errno)")
      }
      guard let deadline, let timeout else { continue }
      if clock.now >= deadline {
        Glibc.kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw Spawn.Failure(
          description: "\(path) \(arguments) did not finish within \(timeout); it was killed")
      }
      usleep(2_000)
    }
    let wallTime = clock.now - start
    let signal = status & 0x7F
    let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return Output(
      status: code, stdout: stdoutFile.contents(), stderr: stderrFile.contents(),
      wallTime: wallTime)
  }

  /// An unlinked temporary file, open for reading and writing, closed on exec.
  final class TemporaryFile {
    /// The file's descriptor, closed when the value is released.
    let descriptor: Int32

    /// Creates the file in the temporary directory and unlinks it at once.
    init() throws {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("stacktui-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
      descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw Spawn.Failure(description: "cannot create \(path): errno \(errno)")
      }
      unlink(path)
    }

    deinit { close(descriptor) }

    /// Everything written to the file.
    func contents() -> [UInt8] {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      var offset: off_t = 0
      while true {
        let count = pread(descriptor, &buffer, buffer.count, offset)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
        offset += off_t(count)
      }
      return bytes
    }
  }
}
