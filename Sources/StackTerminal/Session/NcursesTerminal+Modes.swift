internal import CNcurses
internal import StackPlatform

/// The ncurses modes a started terminal runs in: input, mouse and colours.
extension NcursesTerminal {
  /// Input and cursor modes.
  static func configureInput(_ window: UnsafeMutablePointer<WINDOW>) {
    _ = cbreak()
    _ = noecho()
    _ = nonl()
    _ = keypad(window, true)
    _ = meta(window, true)
    _ = intrflush(window, false)
    _ = set_escdelay(escapeDelayMilliseconds)
    // Input is read with poll + read (NcursesTerminal+Input), and ncurses never refreshes
    // while frames are drawn: it must not look for typeahead either.
    _ = typeahead(-1)
    _ = curs_set(0)
    // ncurses draws no frames (FrameEncoder does, and scrolls moved lines itself); these
    // only describe the window ncurses keeps: no scrolling, the hidden cursor left anywhere.
    _ = idlok(window, true)
    _ = scrollok(window, false)
    _ = leaveok(window, true)
    // Every button event is requested although only the primary button and the wheel are
    // used (MouseDecoder drops the rest): ncurses 6.4 blocks in wget_wch, ignoring the
    // timeout, when a report for an event outside the mask arrives. No click resolution
    // (mouseinterval 0): presses and releases are reported as they happen, except that a
    // press and release read together come back as BUTTON1_CLICKED. Motion reporting
    // (REPORT_MOUSE_POSITION) stays off.
    enableMouse()
    _ = mouseinterval(0)
    // A resize is signalled with SIGWINCH (see WindowSizeSignal), which must be able to
    // interrupt the wait for input on this thread (a test runner or an embedding program
    // may have blocked it).
    var winch = sigset_t()
    sigemptyset(&winch)
    sigaddset(&winch, SIGWINCH)
    _ = pthread_sigmask(SIG_UNBLOCK, &winch, nil)
  }

  /// Asks for every button event (see `configureInput`).
  static func enableMouse() {
    _ = mousemask(stacktui_all_mouse_events(), nil)
  }

  /// Starts colours and returns the pair allocator, or nil for a monochrome screen.
  static func startColors(forceMonochrome: Bool) -> ColorPairs? {
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    guard !forceMonochrome, !noColor, has_colors(), start_color() == OK else { return nil }
    let hasDefaultColors = use_default_colors() == OK
    return ColorPairs(
      colorCount: stacktui_colors(), pairLimit: stacktui_color_pairs(),
      hasDefaultColors: hasDefaultColors)
  }
}
