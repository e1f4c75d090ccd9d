import CStackSystem
internal import StackPlatform

// MARK: - Storage shared with the signal handlers
//
// A signal handler may run at any instruction of any thread, so it must not allocate, take
// locks, or touch Swift values that need exclusivity checks or retain counting. The state it
// reads is therefore fixed-size C-compatible memory allocated once, reached through immutable
// globals (`let`: no exclusivity checks), and published with atomic cells (`SignalCell`): the
// main actor writes the settings and bytes first and then stores the descriptor / length; the
// handler loads them before reading. The globals are
// initialised on first use, which ``TerminalRestoration/begin(descriptor:)`` guarantees
// happens before any handler is installed, so a handler never runs a lazy initialiser.

/// Room for each byte sequence: terminfo strings for these capabilities are a few dozen
/// bytes, plus a cursor move and a line clear (about 11 bytes) per line of an inline region
/// cleared on exit.
let sequenceCapacity = 16384
/// Signal numbers index `previousActions` (Linux: 1...64).
let signalSlots = 65
/// `SIG_IGN` as an address.
let ignoreHandler = 1

/// The terminal to restore, or -1 when restoration is not active.
let restoreDescriptor = SignalCell(number: 0, initial: -1)
/// How many bytes of `resetSequence` are valid.
let resetSequenceLength = SignalCell(number: 1)
/// How many bytes of `stopSequence` are valid.
let stopSequenceLength = SignalCell(number: 2)
/// How many bytes of `enterSequence` are valid.
let enterSequenceLength = SignalCell(number: 3)
/// 1 when the process continued after a stop; set back to 0 by `takeContinued`.
let continuedFlag = SignalCell(number: 4)
/// The terminal settings saved by `begin` (the shell's), refreshed after a stop in case the
/// user changed them meanwhile. Written only while no handler can read them.
nonisolated(unsafe) let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// The program's terminal settings, saved by the SIGTSTP handler before it restores the
/// shell's.
nonisolated(unsafe) let programSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// The bytes that reset the terminal. Written only before `resetSequenceLength` publishes
/// them.
nonisolated(unsafe) let resetSequence = UnsafeMutablePointer<UInt8>.allocate(
  capacity: sequenceCapacity)
/// The bytes that give the terminal back on a stop (Ctrl-Z): the reset, except that an
/// inline region is kept (the cursor moves under it) to be drawn again after `fg`. Written
/// only before `stopSequenceLength` publishes them.
nonisolated(unsafe) let stopSequence = UnsafeMutablePointer<UInt8>.allocate(
  capacity: sequenceCapacity)
/// The bytes that take the terminal back after a stop. Written only before
/// `enterSequenceLength` publishes them.
nonisolated(unsafe) let enterSequence = UnsafeMutablePointer<UInt8>.allocate(
  capacity: sequenceCapacity)
/// The SIGTSTP handler's action, installed again after each stop.
nonisolated(unsafe) let stopAction: UnsafeMutablePointer<sigaction> = {
  let action = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
  action.initialize(to: sigaction())
  return action
}()
/// The disposition each signal had before `begin`, indexed by signal number; put back by
/// `end`, and by the handler for a fault. A slot is written only while that signal has no
/// handler of ours installed.
nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
  let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
  actions.initialize(repeating: sigaction(), count: signalSlots)
  return actions
}()

// MARK: - Handlers

/// Restores the shell's settings and writes the reset bytes (for a stop, the stop bytes);
/// returns the terminal's descriptor, or -1 when restoration is not active.
private func leaveTerminal(stopping: Bool = false) -> Int32 {
  let descriptor = Int32(truncatingIfNeeded: restoreDescriptor.load())
  guard descriptor >= 0 else { return -1 }
  _ = tcsetattr(descriptor, TCSADRAIN, savedSettings)
  if stopping {
    writeAll(descriptor, stopSequence, stopSequenceLength.load())
  } else {
    writeAll(descriptor, resetSequence, resetSequenceLength.load())
  }
  return descriptor
}

/// Writes `count` bytes from `bytes`, retrying interrupted and partial writes; gives up
/// silently on any other failure. Async-signal-safe (no allocation, no locks): the signal
/// handlers use it, and so does ``ProcessExit``.
func writeAll(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
  var written = 0
  while written < count {
    let result = write(descriptor, bytes + written, count - written)
    if result > 0 {
      written += result
    } else if result < 0 && errno == EINTR {
      continue
    } else {
      break
    }
  }
}

/// The handler of the signals that end the process: restores the terminal, then lets the
/// signal end the process (see ``TerminalRestoration``).
func restoreTerminalAndReraise(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  _ = leaveTerminal()
  // The children started by the app end with it (SIGTERM, SIGKILL after a grace period).
  stacktui_child_groups_end_at_exit()
  errno = savedErrno
  // si_code > 0: raised by the kernel for the instruction that faulted, which runs again.
  let kernelFault = (info?.pointee.si_code ?? 0) > 0
  #if arch(arm64)
    let refaults =
      signal == SIGILL || signal == SIGSEGV || signal == SIGBUS || signal == SIGFPE
      || signal == SIGTRAP
  #else
    let refaults = signal == SIGILL || signal == SIGSEGV || signal == SIGBUS || signal == SIGFPE
  #endif
  if kernelFault && refaults && signal > 0 && Int(signal) < signalSlots {
    _ = sigaction(signal, previousActions + Int(signal), nil)
    return
  }
  var defaultAction = sigaction()  // SIG_DFL
  _ = sigaction(signal, &defaultAction, nil)
  _ = raise(signal)
}

/// The SIGTSTP handler: saves the program's settings, restores the terminal, stops the
/// process; once it continues, takes the terminal back and flags the continuation.
func restoreTerminalAndStop(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  let active = Int32(truncatingIfNeeded: restoreDescriptor.load())
  let saved = active >= 0 && tcgetattr(active, programSettings) == 0
  let descriptor = leaveTerminal(stopping: true)
  // Stop with the default action; SIGTSTP is blocked while its handler runs.
  var defaultAction = sigaction()
  _ = sigaction(SIGTSTP, &defaultAction, nil)
  var stop = sigset_t()
  sigemptyset(&stop)
  sigaddset(&stop, SIGTSTP)
  _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
  _ = raise(SIGTSTP)
  // Continued (the handler's signal mask comes back when it returns).
  _ = sigaction(SIGTSTP, stopAction, nil)
  if descriptor >= 0 {
    // Whatever the user set with stty while the program was stopped is what to restore.
    _ = tcgetattr(descriptor, savedSettings)
    if saved { _ = tcsetattr(descriptor, TCSADRAIN, programSettings) }
    writeAll(descriptor, enterSequence, enterSequenceLength.load())
  }
  continuedFlag.store(1)
  errno = savedErrno
}

/// The SIGCONT handler (also after SIGSTOP, which cannot be handled): flags the
/// continuation, so that the program redraws.
func noteContinued(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  continuedFlag.store(1)
}
