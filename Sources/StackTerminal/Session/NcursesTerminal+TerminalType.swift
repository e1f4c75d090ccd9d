internal import CNcurses
import StackCore
internal import StackPlatform

extension NcursesTerminal {
  /// Throws unless the terminfo entry `termName` (nil: `TERM`, whose value is `term`) exists
  /// and describes a screen this terminal can draw on: one that can move the cursor to any
  /// cell (`cup`) and clear itself (`clear`). Reads the entry without starting curses, so a
  /// refused terminal gets no output at all (`newterm` accepts `TERM=dumb` and a screen drawn
  /// there is one long line of text).
  static func checkTerminalType(
    _ termName: String?, term: String, descriptor: Int32
  ) throws(TerminalError) {
    var hasCursorAddress: Int32 = 0
    var hasClear: Int32 = 0
    guard stacktui_probe_terminal(termName, descriptor, &hasCursorAddress, &hasClear) == 1 else {
      throw .cannotOpen(term: term)
    }
    var missing: [String] = []
    if hasCursorAddress == 0 { missing.append("cup") }
    if hasClear == 0 { missing.append("clear") }
    guard missing.isEmpty else { throw .unsupported(term: term, missing: missing) }
  }

  /// The size to draw on: the screen's, less its last column when the terminfo entry says
  /// the cursor wraps as soon as that column is written (`am` without `xenl`, for example
  /// `TERM=ansi`).
  ///
  /// ncurses believes the entry and, after writing the last column, continues with relative
  /// moves from the start of the next line. Every VT100-compatible terminal (xterm, tmux,
  /// the Linux console...) keeps the cursor on the last column until the next character
  /// instead, so with such an entry every later relative move landed one line too high and
  /// left stale text. Never writing the last column makes both behaviours draw the same.
  static func drawableSize() -> Size {
    let columns = Int(stacktui_cols())
    let wrapsAtOnce = tigetflag("am") == 1 && tigetflag("xenl") != 1
    return Size(
      width: max(0, wrapsAtOnce ? columns - 1 : columns), height: max(0, Int(stacktui_lines())))
  }
}
