import CStackSystem
internal import StackPlatform
import StackTerminal

/// A program started by the app, its standard output and error on pipes the app reads
/// (`AppLoop.readLines(from:maximumBytesPerPass:_:)`) and its exit watched by the loop
/// (`AppLoop.watchExit(of:_:)`), all in the loop's one wait.
///
/// The child runs in a session of its own (`setsid`: its own process group, no controlling
/// terminal) with the default signal dispositions, standard input from `/dev/null` and none
/// of the app's other descriptors: it cannot open `/dev/tty`, so nothing it writes there
/// reaches the screen, and Ctrl-C in the terminal reaches the app, which decides to stop
/// the child (``terminate()``, then ``kill()``).
///
/// The child ends with the app, on every exit path: when the loop that watches it ends (q),
/// at `exit`, and when a signal ends the app (SIGTERM, SIGHUP from a closed terminal,
/// SIGINT…): SIGTERM to its process group, then SIGKILL after ``gracePeriod``. ``detach()``
/// leaves it running instead.
///
/// ```swift
/// let child = try ChildProcess(arguments: ["find", "/usr"])
/// loop.readLines(from: child.standardOutput) { batch in … }
/// loop.watchExit(of: child) { status in … }
/// ```
@MainActor
public final class ChildProcess {
  /// Why a program could not be started.
  public struct StartError: Error, CustomStringConvertible, Sendable {
    /// The program and the reason, with anything the caller supplied escaped.
    public let description: String
  }

  /// How a child ended.
  public enum Termination: Sendable, Hashable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    /// `exit 0`, `exit 2`, `signal 15 (SIGTERM)`…
    public var description: String {
      switch self {
      case .exited(let status): "exit \(status)"
      case .signalled(let signal):
        "signal \(signal)" + (Self.signalNames[signal].map { " (\($0))" } ?? "")
      }
    }

    /// The shell's number for it: the status, or 128 + the signal.
    public var shellStatus: Int32 {
      switch self {
      case .exited(let status): status
      case .signalled(let signal): 128 + signal
      }
    }

    static let signalNames: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGKILL: "SIGKILL",
      SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT",
      SIGSTOP: "SIGSTOP", SIGTSTP: "SIGTSTP", SIGTTIN: "SIGTTIN", SIGTTOU: "SIGTTOU",
    ]

    /// `SIGSTOP`, or `signal 40` for a signal without a name here.
    public static func name(of signal: Int32) -> String {
      signalNames[signal] ?? "signal \(signal)"
    }
  }

  /// The process id.
  public let pid: Int32
  /// The read end of the child's standard output (non-blocking, closed with the process).
  public let standardOutput: FileDescriptor
  /// The read end of the child's standard error.
  public let standardError: FileDescriptor
  /// Readable once the child exited (a pidfd); nil where the system has none.
  public let exitDescriptor: FileDescriptor?
  /// How it ended, once it did and was reaped.
  public internal(set) var termination: Termination?
  /// The signal that stopped it (SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU) while it is stopped;
  /// nil while it runs or once it ended. Updated by `AppLoop.watchExit(of:_:)`'s checks.
  public internal(set) var stopSignal: Int32?
  /// True once ``detach()`` was called: the child outlives the app.
  public internal(set) var isDetached = false

  /// How long a child has, after SIGTERM, to end before SIGKILL when the app ends.
  public static let gracePeriod: Duration = .milliseconds(500)

  /// Starts `arguments[0]` (looked up in `PATH` when it has no `/`) with the rest as its
  /// arguments, in this process's environment.
  ///
  /// - Throws: ``StartError`` when `arguments` is empty, a pipe cannot be made, or the
  ///   program cannot be started (not found, not executable).
  public convenience init(arguments: [String]) throws(StartError) {
    try self.init(argumentBytes: arguments.map { Array($0.utf8) })
  }

  /// Starts the program `arguments[0]` names (looked up in `PATH` when it has no `/`) with
  /// the rest as its arguments, each passed as its bytes: a name that is not UTF-8 (from a
  /// folder listing, or `CommandLineBytes`) reaches the program as it is.
  ///
  /// - Throws: ``StartError`` when `arguments` is empty, an argument holds a NUL byte (a C
  ///   string cannot), a pipe cannot be made, or the program cannot be started.
  public init(argumentBytes arguments: [[UInt8]]) throws(StartError) {
    guard let program = arguments.first, !program.isEmpty else {
      throw StartError(description: "no command given")
    }
    if let argument = arguments.first(where: { $0.contains(0) }) {
      throw StartError(
        description: "an argument holds a NUL byte: \(MessageText.escaped(bytes: argument))")
    }
    var outputEnds: [Int32] = [-1, -1]
    var errorEnds: [Int32] = [-1, -1]
    guard pipe(&outputEnds) == 0 else { throw Self.failure(program, errno) }
    guard pipe(&errorEnds) == 0 else {
      let code = errno
      close(outputEnds[0])
      close(outputEnds[1])
      throw Self.failure(program, code)
    }
    for descriptor in [outputEnds[0], errorEnds[0]] {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    let spawned = Self.spawn(arguments, output: outputEnds[1], error: errorEnds[1])
    close(outputEnds[1])
    close(errorEnds[1])
    guard case .started(let pid) = spawned else {
      close(outputEnds[0])
      close(errorEnds[0])
      if case .failed(let code) = spawned { throw Self.failure(program, code) }
      throw Self.failure(program, EINVAL)
    }
    self.pid = pid
    standardOutput = FileDescriptor(rawValue: outputEnds[0])
    standardError = FileDescriptor(rawValue: errorEnds[0])
    let exitNumber = stacktui_process_descriptor(pid)
    exitDescriptor = exitNumber >= 0 ? FileDescriptor(rawValue: exitNumber) : nil
    // Ended with the program from here on, by a signal handler or at exit if need be.
    _ = stacktui_child_group_register(pid)
  }

  isolated deinit {
    if !isDetached {
      signalProcessGroup(pid, SIGKILL)
      if termination == nil { _ = reap(blocking: true) }
      stacktui_child_group_unregister(pid)
    }
    close(standardOutput.rawValue)
    close(standardError.rawValue)
    if let exitDescriptor { close(exitDescriptor.rawValue) }
  }

  /// Asks the child (and its process group) to stop with SIGTERM, followed by SIGCONT so
  /// that a stopped child gets it. Does nothing once it ended.
  public func terminate() {
    signal(SIGTERM)
    signal(SIGCONT)
  }

  /// Ends the child (and its process group) with SIGKILL. Does nothing once it ended.
  public func kill() { signal(SIGKILL) }

  /// Sends `number` to the child's process group.
  public func signal(_ number: Int32) {
    guard termination == nil else { return }
    signalProcessGroup(pid, number)
  }

  /// Reaps the child if it exited (without waiting unless `blocking`); its termination, or
  /// nil while it runs.
  @discardableResult
  func reap(blocking: Bool = false) -> Termination? {
    if let termination { return termination }
    var status: Int32 = 0
    var result: pid_t
    repeat {
      result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
    } while result < 0 && errno == EINTR
    guard result == pid else { return nil }
    return record(status)
  }

  /// Records the wait status `status` of an exit; the termination.
  func record(_ status: Int32) -> Termination {
    let signal = status & 0x7F
    let ended: Termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    termination = ended
    stopSignal = nil
    // Nothing of its group left (no grandchild): nothing to end at exit.
    if processGroupIsGone(pid) { stacktui_child_group_unregister(pid) }
    return ended
  }

  private static func spawn(_ arguments: [[UInt8]], output: Int32, error: Int32)
    -> ProcessLaunch.Outcome
  {
    let nullDevice = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { if nullDevice >= 0 { close(nullDevice) } }
    var launch = ProcessLaunch(
      program: "", arguments: [], standardOutput: output, standardError: error,
      defaultSignals: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGTSTP, SIGWINCH])
    (launch.program, launch.arguments) = (arguments[0], arguments)
    launch.searchesPath = true
    launch.standardInput = nullDevice >= 0 ? nullDevice : nil
    launch.startsSession = true
    launch.closesOtherDescriptors = true
    return launch.start()
  }

  private static func failure(_ program: [UInt8], _ code: Int32) -> StartError {
    StartError(
      description: "cannot run "
        + "\(MessageText.escaped(bytes: program, limit: MessageText.pathLimit)): "
        + String(cString: strerror(code)))
  }
}

/// Sends `signal` to the process group led by `pid` (the child's own, see `setsid`).
func signalProcessGroup(_ pid: pid_t, _ signal: Int32) {
  _ = kill(-pid, signal)
}

/// True when no process of the group led by `pid` is left.
private func processGroupIsGone(_ pid: pid_t) -> Bool {
  kill(-pid, 0) != 0 && errno == ESRCH
}
