/// xterm private modes this library turns on and off itself (they have no terminfo
/// strings): bracketed paste, and the mouse reporting an inline terminal asks for.
enum ModeSequences {
  /// `ESC [ ? 2004 h`: the terminal marks pasted text (`InputEvent.paste(_:)`).
  static let bracketedPasteOn: [UInt8] = Array("\u{1B}[?2004h".utf8)
  /// `ESC [ ? 2004 l`.
  static let bracketedPasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)
  /// Button and wheel reports in the SGR encoding (what ncurses asks xterm for).
  static let mouseOn: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
  /// Mouse reporting off.
  static let mouseOff: [UInt8] = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8)
  /// `ESC [ 6 n`: asks the terminal where its cursor is (answered `ESC [ row ; column R`).
  static let cursorPositionQuery: [UInt8] = Array("\u{1B}[6n".utf8)
}
