internal import CNcurses
import StackCore
internal import StackPlatform

/// Puts the terminal back the way it was when the program dies of a signal or a Swift
/// runtime trap, or is stopped (Ctrl-Z), so the shell is not left in raw mode on the
/// alternate screen; and takes it back when the program continues.
///
/// ``NcursesTerminal`` calls ``begin(descriptor:)`` before `newterm` (saving the terminal
/// settings with `tcgetattr` and installing the handlers), ``publishSequences(inline:)`` once
/// terminfo is loaded, and ``end()`` after `endwin` on a normal stop. Installing before
/// `newterm` also keeps ncurses from installing its own SIGINT, SIGTERM and SIGTSTP handlers
/// (the first two call `exit` inside the handler; the last one does not turn the keypad mode
/// back on after `fg`). SIGWINCH is `WindowSizeSignal`'s. Signals that are ignored when
/// ``begin(descriptor:)`` runs (for example SIGHUP under `nohup`, or SIGPIPE in a program
/// that wants `EPIPE` from its writes) stay ignored.
///
/// Which signals (see ``replacedSignals`` and ``defaultActionSignals``): every signal whose
/// default action ends the process, plus SIGTSTP (stop) and SIGCONT (continue).
///
/// The handlers do only async-signal-safe work: `tcsetattr`, `write` of byte strings prepared
/// in advance, `sigaction`, `pthread_sigmask`, `raise` and atomics. A signal that ends the
/// process restores the saved settings, writes the reset bytes (`sgr0`, `rmkx`, `cnorm` from
/// terminfo, `ESC [ ? 1000/1002/1006 l` to stop mouse reporting, `ESC [ ? 2004 l` to stop
/// bracketed paste, then `rmcup` to leave the alternate screen, or in inline mode a move
/// under the region), and then ends in one of two ways:
/// - a fault the kernel raised (SIGILL from a Swift runtime trap on x86-64, SIGSEGV, SIGBUS,
///   SIGFPE, and SIGTRAP on arm64, where Swift traps with `brk`): the signal gets back the
///   disposition it had before and the handler returns, so the faulting instruction runs
///   again and faults into it: `SIG_DFL`, or the Swift runtime's backtracer when it is
///   enabled, which prints its crash report on the restored terminal and ends the process
///   with the same signal;
/// - anything else (SIGINT, SIGTERM, SIGUSR1, `abort`, a signal sent with `kill`): `SIG_DFL`
///   and `raise`, so the signal kills the process as soon as the handler returns. (Chaining
///   these to the backtracer would not end the process: it prints a backtrace and lets the
///   program continue, on a terminal that is no longer in curses mode.)
///
/// Either way the exit status reflects the signal. SIGTSTP saves the program's terminal
/// settings, restores the terminal the same way and stops the process; when it continues,
/// the handler puts the program's settings back, writes the bytes that re-enter it (`smcup`,
/// `smkx`, `civis`) and flags the continuation, which ``takeContinued()`` reports to the
/// main actor (the handlers are installed without `SA_RESTART`, so a blocked read returns).
enum TerminalRestoration {
  /// Signals handled unless they are ignored, replacing (for a fault, chaining to) a handler
  /// installed before: the signals a person sends to end a program, and the faults a Swift
  /// runtime trap raises (whose earlier handler is the runtime's backtracer).
  static let replacedSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
  ]

  /// Signals handled only while they have their default action: the other signals whose
  /// default action ends the process (the real-time signals included), then SIGTSTP and
  /// SIGCONT. A program that handles one of them itself keeps its handler.
  static let defaultActionSignals: [Int32] =
    [
      SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ] + SystemSignals.powerAndStackFault + [SIGIO]
    + SystemSignals.realTime(below: Int32(signalSlots)) + [SIGTSTP, SIGCONT]

  /// Every signal handled (blocked while any handler runs).
  static let signals = replacedSignals + defaultActionSignals

  /// The signals whose handler is currently installed.
  @MainActor private static var installed: [Int32] = []

  /// True between ``begin(descriptor:)`` and ``end()``.
  @MainActor static var isActive: Bool { restoreDescriptor.load() >= 0 }

  /// Saves the settings of terminal `descriptor` and installs the handlers. Does nothing and
  /// returns false when `descriptor` is not a terminal (nothing to restore) or restoration is
  /// already active.
  @MainActor @discardableResult
  static func begin(descriptor: Int32) -> Bool {
    guard !isActive, isatty(descriptor) == 1, tcgetattr(descriptor, savedSettings) == 0 else {
      return false
    }
    // Initialise every global the handlers read before a handler can run.
    _ = (signalSlots, resetSequence, enterSequence, programSettings, stopAction, stopSequence)
    _ = (ignoreHandler, previousActions)
    resetSequenceLength.store(0)
    stopSequenceLength.store(0)
    enterSequenceLength.store(0)
    continuedFlag.store(0)
    restoreDescriptor.store(Int(descriptor))
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in signals { sigaddset(&blocked, signal) }
    for signal in signals {
      let previous = previousActions + Int(signal)
      guard sigaction(signal, nil, previous) == 0 else { continue }
      let handler = previous.pointee.handlerAddress
      let isDefault = handler == 0
      guard handler != ignoreHandler, isDefault || replacedSignals.contains(signal) else {
        continue
      }
      var action = sigaction()
      switch signal {
      case SIGTSTP: action.setHandler(restoreTerminalAndStop)
      case SIGCONT: action.setHandler(noteContinued)
      default: action.setHandler(restoreTerminalAndReraise)
      }
      action.sa_mask = blocked
      action.sa_flags = SA_SIGINFO | SA_ONSTACK  // No SA_RESTART: see the type's notes.
      if signal == SIGTSTP { stopAction.pointee = action }
      if sigaction(signal, &action, nil) == 0 { installed.append(signal) }
    }
    return true
  }

  /// Prepares the bytes the handlers write, from the current terminal's terminfo entry; call
  /// after `newterm` and after a resize (the scroll region reset names the last line, an
  /// inline `region` where it is).
  ///
  /// On the whole screen the reset leaves the alternate screen (`rmcup`); inline it leaves
  /// the region as its `onExit` says (cleared, or the cursor under it), and the bytes
  /// that take the terminal back after a stop do not enter the alternate screen.
  @MainActor static func publishSequences(inline region: InlineRegion? = nil) {
    guard isActive else { return }
    var reset: [UInt8] = []
    for capability in ["sgr0", "rmkx", "cnorm"] {
      reset += TerminfoEntry.string(capability)
    }
    reset += ModeSequences.mouseOff + ModeSequences.bracketedPasteOff
    if let region {
      // A stop keeps the region (drawn again after `fg`); an exit leaves it as it says.
      let cursorAddress = TerminfoEntry.parameterized("cup")
      publish(
        reset + region.bytesMovingBelow(cursorAddress: cursorAddress), into: stopSequence,
        length: stopSequenceLength)
      reset += region.bytesLeavingLines(
        cursorAddress: cursorAddress, clearToEndOfLine: TerminfoEntry.string("el"))
    } else {
      // A signal between the two `csr` of a scrolled frame would leave a scroll region set
      // (it survives `rmcup`): the reset sets it back to the whole screen.
      if let scrollRegion = TerminfoEntry.parameterized("csr") {
        reset += scrollRegion.bytes(0, max(0, Int(stacktui_lines()) - 1))
      }
      reset += TerminfoEntry.string("rmcup")
    }
    publish(reset, into: resetSequence, length: resetSequenceLength)
    if region == nil { publish(reset, into: stopSequence, length: stopSequenceLength) }
    let entered = region == nil ? ["smcup", "smkx", "civis"] : ["smkx", "civis"]
    let enter = entered.flatMap { TerminfoEntry.string($0) } + ModeSequences.bracketedPasteOn
    publish(enter, into: enterSequence, length: enterSequenceLength)
  }

  /// True once after the process was stopped and continued (Ctrl-Z then `fg`, or SIGSTOP
  /// then SIGCONT): the caller must turn on what ncurses manages (mouse reporting) and
  /// redraw everything, at the terminal's current size.
  @MainActor static func takeContinued() -> Bool {
    continuedFlag.exchange(0) != 0
  }

  /// After a normal `endwin`: restores the saved settings (identical to `stty -g` before the
  /// program started) and uninstalls the handlers.
  @MainActor static func end() {
    let descriptor = Int32(truncatingIfNeeded: restoreDescriptor.exchange(-1))
    guard descriptor >= 0 else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, savedSettings)
    for signal in installed {
      _ = sigaction(signal, previousActions + Int(signal), nil)
    }
    installed.removeAll()
  }

  /// Copies `bytes` (cut to the buffer's capacity) into `buffer` and publishes their count.
  @MainActor private static func publish(
    _ bytes: [UInt8], into buffer: UnsafeMutablePointer<UInt8>, length: SignalCell
  ) {
    let count = min(bytes.count, sequenceCapacity)
    for index in 0..<count { buffer[index] = bytes[index] }
    length.store(count)
  }
}
