internal import StackPlatform

/// The terminal's output flow control (XON/XOFF: Ctrl-S stops the terminal's output until
/// Ctrl-Q) is off while an app runs, full screen or inline; the settings saved at start bring
/// it back on every exit path.
///
/// With it on, one Ctrl-S — a key a user presses meaning "save", or a byte in pasted text —
/// stopped the output: the loop blocked in its next write, read no key, and even the exit
/// after Ctrl-C waited for output that never drained (issue 27, found by the examples' fuzz).
/// Off, Ctrl-S and Ctrl-Q reach the app as keys, as in vim, fzf and Emacs.
enum FlowControl {
  /// `settings` without output flow control.
  static func off(_ settings: termios) -> termios {
    var settings = settings
    settings.c_iflag &= ~tcflag_t(IXON)
    return settings
  }

  /// Switches output flow control off on `descriptor` when it is a terminal, at once (not
  /// after pending output drains: stopped output never drains), and restarts output a
  /// Ctrl-S typed ahead had stopped.
  static func switchOff(on descriptor: Int32) {
    var settings = termios()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return }
    var changed = off(settings)
    _ = tcsetattr(descriptor, TCSANOW, &changed)
    _ = tcflow(descriptor, TCOON)
  }
}
