extension NcursesTerminal {
  /// Whether frames may scroll lines that moved into place (a scrolling region with
  /// `ind`/`ri`) when that sends fewer bytes than redrawing them. On by default; the
  /// benchmark (the Tools package, `@_spi(Tools) import StackTerminal`) turns it off to
  /// measure what it saves; not part of the public API.
  @_spi(Tools) public func setUsesLineOperations(_ enabled: Bool) {
    guard isRunning else { return }
    frameEncoder.scrollsMovedLines = enabled
  }
}
