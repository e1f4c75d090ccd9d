internal import CNcurses

extension NcursesTerminal {
  /// Whether ncurses may scroll the screen with insert/delete line and scrolling regions
  /// (`idlok`) when that sends fewer bytes than redrawing the moved lines. On by default;
  /// the benchmark turns it off to measure what it saves.
  package func setUsesLineOperations(_ enabled: Bool) {
    guard isRunning else { return }
    _ = idlok(window, enabled)
  }
}
