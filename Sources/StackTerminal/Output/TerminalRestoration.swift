internal import CNcurses
import StackCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Puts the terminal back the way it was when the program dies of a signal or a Swift
/// runtime trap, so the shell is not left in raw mode on the alternate screen.
///
/// ``NcursesTerminal`` calls ``begin(descriptor:)`` before `newterm` (saving the terminal
/// settings with `tcgetattr` and installing handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT
/// and the trap signals SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS),
/// ``publishResetSequence()`` once terminfo is loaded, and ``end()`` after `endwin` on a
/// normal stop. Installing before `newterm` also keeps ncurses from installing its own
/// SIGINT/SIGTERM handlers, which call `exit` inside the handler. SIGTSTP (Ctrl-Z) and
/// SIGWINCH are left to ncurses. Signals that are ignored when ``begin(descriptor:)`` runs
/// (for example SIGHUP under `nohup`) stay ignored.
///
/// The handler does only async-signal-safe work: `tcsetattr` with the saved settings,
/// `write` of a byte string prepared in advance (`sgr0`, `rmkx`, `cnorm` from terminfo,
/// `ESC [ ? 1000/1002/1006 l` to stop mouse reporting, then `rmcup` to leave the alternate
/// screen), `sigaction` to reset the signal's disposition, and then one of two endings:
/// - a fault the kernel raised (SIGILL from a Swift runtime trap on x86-64, SIGSEGV, SIGBUS,
///   and SIGTRAP on arm64, where Swift traps with `brk`): the signal gets back the
///   disposition it had before and the handler returns, so the faulting instruction runs
///   again and faults into it: `SIG_DFL`, or the Swift runtime's backtracer when it is
///   enabled, which prints its crash report on the restored terminal and ends the process
///   with the same signal;
/// - anything else (SIGINT, SIGTERM, SIGHUP, SIGQUIT, `abort`, a signal sent with `kill`):
///   `SIG_DFL` and `raise`, so the signal kills the process as soon as the handler returns.
///   (Chaining these to the backtracer would not end the process: it prints a backtrace and
///   lets the program continue, on a terminal that is no longer in curses mode.)
///
/// Either way the exit status reflects the signal.
enum TerminalRestoration {
  /// The signals handled.
  static let signals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS,
  ]

  /// The signals whose handler is currently installed.
  @MainActor private static var installed: [Int32] = []

  /// True between ``begin(descriptor:)`` and ``end()``.
  @MainActor static var isActive: Bool { restoreDescriptor.load(ordering: .acquiring) >= 0 }

  /// Saves the settings of terminal `descriptor` and installs the handlers. Does nothing and
  /// returns false when `descriptor` is not a terminal (nothing to restore) or restoration is
  /// already active.
  @MainActor @discardableResult
  static func begin(descriptor: Int32) -> Bool {
    guard !isActive, isatty(descriptor) == 1, tcgetattr(descriptor, savedSettings) == 0 else {
      return false
    }
    // Initialise every global the handler reads before the handler can run.
    _ = (signalSlots, resetSequence, ignoreHandler, previousActions)
    resetSequenceLength.store(0, ordering: .releasing)
    restoreDescriptor.store(descriptor, ordering: .releasing)
    for signal in signals {
      let previous = previousActions + Int(signal)
      guard sigaction(signal, nil, previous) == 0 else { continue }
      let handler = previous.pointee.__sigaction_handler.sa_handler
      guard handler.map({ unsafeBitCast($0, to: Int.self) }) != ignoreHandler
      else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = restoreTerminalAndReraise
      sigemptyset(&action.sa_mask)
      for blocked in signals { sigaddset(&action.sa_mask, blocked) }
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      if sigaction(signal, &action, nil) == 0 { installed.append(signal) }
    }
    return true
  }

  /// Prepares the bytes the handler writes, from the current terminal's terminfo entry; call
  /// after `newterm`.
  @MainActor static func publishResetSequence() {
    guard isActive else { return }
    var bytes: [UInt8] = []
    for capability in ["sgr0", "rmkx", "cnorm"] {
      bytes += terminfoString(capability)
    }
    bytes += Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8)
    bytes += terminfoString("rmcup")
    let count = min(bytes.count, resetSequenceCapacity)
    for index in 0..<count { resetSequence[index] = bytes[index] }
    resetSequenceLength.store(count, ordering: .releasing)
  }

  /// After a normal `endwin`: restores the saved settings (identical to `stty -g` before the
  /// program started) and uninstalls the handlers.
  @MainActor static func end() {
    let descriptor = restoreDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
    guard descriptor >= 0 else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, savedSettings)
    for signal in installed {
      _ = sigaction(signal, previousActions + Int(signal), nil)
    }
    installed.removeAll()
  }

  /// The string capability `name` of the current terminal without padding (`$<...>`), or
  /// `[]` when the terminal does not have it.
  @MainActor private static func terminfoString(_ name: String) -> [UInt8] {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return [] }
    var bytes: [UInt8] = []
    var pointer = UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self)
    while pointer.pointee != 0 {
      if pointer.pointee == UInt8(ascii: "$") && pointer[1] == UInt8(ascii: "<") {
        var end = pointer + 2
        while end.pointee != 0 && end.pointee != UInt8(ascii: ">") { end += 1 }
        if end.pointee == UInt8(ascii: ">") {
          pointer = end + 1
          continue
        }
      }
      bytes.append(pointer.pointee)
      pointer += 1
    }
    return bytes
  }
}

// MARK: - Storage shared with the signal handler
//
// A signal handler may run at any instruction of any thread, so it must not allocate, take
// locks, or touch Swift values that need exclusivity checks or retain counting. The state it
// reads is therefore fixed-size C-compatible memory allocated once, reached through immutable
// globals (`let`: no exclusivity checks), and published with atomics: the main actor writes
// the settings and bytes first and then stores the descriptor / length with release
// ordering; the handler loads them with acquire ordering before reading. The globals are
// initialised on first use, which ``TerminalRestoration/begin(descriptor:)`` guarantees
// happens before any handler is installed, so the handler never runs a lazy initialiser.

/// Room for the reset bytes; terminfo strings for these capabilities are a few dozen bytes.
private let resetSequenceCapacity = 512
/// Signal numbers index `previousActions`; all handled signals are below 32.
private let signalSlots = 65
/// `SIG_IGN` as an address.
private let ignoreHandler = 1

/// The terminal to restore, or -1 when restoration is not active.
private let restoreDescriptor = Atomic<Int32>(-1)
/// How many bytes of `resetSequence` are valid.
private let resetSequenceLength = Atomic<Int>(0)
/// The terminal settings saved by `begin`. Written only while no handler can read them.
private nonisolated(unsafe) let savedSettings = UnsafeMutablePointer<termios>.allocate(
  capacity: 1)
/// The bytes that reset the terminal. Written only before `resetSequenceLength` publishes
/// them.
private nonisolated(unsafe) let resetSequence = UnsafeMutablePointer<UInt8>.allocate(
  capacity: resetSequenceCapacity)
/// The disposition each signal had before `begin`, indexed by signal number; put back by
/// `end`, and by the handler for a fault. A slot is written only while that signal has no
/// handler of ours installed.
private nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
  let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
  actions.initialize(repeating: sigaction(), count: signalSlots)
  return actions
}()

/// The signal handler: restores the terminal, then lets the signal end the process (see
/// ``TerminalRestoration``).
private func restoreTerminalAndReraise(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  let descriptor = restoreDescriptor.load(ordering: .acquiring)
  if descriptor >= 0 {
    _ = tcsetattr(descriptor, TCSADRAIN, savedSettings)
    let count = resetSequenceLength.load(ordering: .acquiring)
    var written = 0
    while written < count {
      let result = write(descriptor, resetSequence + written, count - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
  }
  errno = savedErrno
  // si_code > 0: raised by the kernel for the instruction that faulted, which runs again.
  let kernelFault = (info?.pointee.si_code ?? 0) > 0
  #if arch(arm64)
    let refaults = signal == SIGILL || signal == SIGSEGV || signal == SIGBUS || signal == SIGTRAP
  #else
    let refaults = signal == SIGILL || signal == SIGSEGV || signal == SIGBUS
  #endif
  if kernelFault && refaults && signal > 0 && Int(signal) < signalSlots {
    _ = sigaction(signal, previousActions + Int(signal), nil)
    return
  }
  var defaultAction = sigaction()  // SIG_DFL
  _ = sigaction(signal, &defaultAction, nil)
  _ = raise(signal)
}
