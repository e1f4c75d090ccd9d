internal import CNcurses
internal import StackPlatform

extension NcursesTerminal {
  /// Makes Ctrl-C arrive as the key `ctrl-c` instead of ending the program, for an app that
  /// stops some work first (a running child) and leaves on a second Ctrl-C.
  ///
  /// The terminal's interrupt character is switched off while this terminal runs (Ctrl-Z and
  /// Ctrl-\ keep their meaning; the settings are restored on every exit path as before, and
  /// kept across Ctrl-Z and `fg`). Does nothing when the input is not a terminal.
  public func deliverInterruptAsKey() {
    let descriptor = fileno(inputFile)
    var settings = termios()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return }
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VINTR)] = 0  // _POSIX_VDISABLE on Linux and the BSDs.
    }
    _ = tcsetattr(descriptor, TCSANOW, &settings)
    // ncurses' idea of the program's mode includes it (it may set that mode again).
    _ = def_prog_mode()
  }
}
