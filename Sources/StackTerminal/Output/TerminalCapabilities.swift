internal import CNcurses
internal import StackPlatform

/// The terminfo strings ``FrameEncoder`` draws with, read once from the current terminal's
/// entry (after `newterm`). Padding (`$<...>`) is dropped: nothing here waits for a terminal
/// that needs it.
struct TerminalCapabilities {
  /// `cup`: move the cursor to a line and column (0-based).
  let cursorAddress: ParameterizedCapability?
  /// `hpa`: move to a column on the same line.
  let columnAddress: ParameterizedCapability?
  /// `cuf`: move right by n columns.
  let cursorRight: ParameterizedCapability?
  /// `clear`: clear the screen and home the cursor.
  let clear: [UInt8]
  /// `el`: clear to the end of the line (with the current background where `bce`).
  let clearToEndOfLine: [UInt8]
  /// `sgr0`: all attributes off (and, where the entry says so, the line-drawing set off).
  let resetAttributes: [UInt8]
  /// `bold`, `dim`, `rev`, `smul`.
  let bold: [UInt8]
  let dim: [UInt8]
  let reverse: [UInt8]
  let underline: [UInt8]
  /// `setaf` / `setab`: foreground / background colour by number.
  let foreground: ParameterizedCapability?
  let background: ParameterizedCapability?
  /// `csr`: set the scrolling region (top and bottom line, inclusive).
  let scrollRegion: ParameterizedCapability?
  /// `ind` / `indn`: scroll up one / n lines (at the bottom of the region).
  let scrollUp: [UInt8]
  let scrollUpMany: ParameterizedCapability?
  /// `ri` / `rin`: scroll down one / n lines (at the top of the region).
  let scrollDown: [UInt8]
  let scrollDownMany: ParameterizedCapability?
  /// `rep` without its first parameter: repeats the character just written n more times.
  let repeatPrevious: ParameterizedCapability?
  /// True when `rep` may repeat any character, not only ASCII (``RepeatPolicy``: in xterm
  /// outside tmux and GNU screen, or with `STACKTUI_REPEAT=any`). tmux ignores `rep` after a
  /// non-ASCII character, even when the `TERM` inside it (xterm-256color, ansi) says the
  /// terminal has `rep`, and it cannot always be detected.
  let repeatsAnyCharacter: Bool
  /// `cnorm` / `civis`: the cursor shown / hidden.
  let showCursor: [UInt8]
  let hideCursor: [UInt8]
  /// `smkx` / `rmkx`: keypad transmit mode on / off.
  let keypadOn: [UInt8]
  let keypadOff: [UInt8]

  /// Reads the current terminal's entry.
  @MainActor init() {
    cursorAddress = TerminfoEntry.parameterized("cup")
    columnAddress = TerminfoEntry.parameterized("hpa")
    cursorRight = TerminfoEntry.parameterized("cuf")
    clear = TerminfoEntry.string("clear")
    clearToEndOfLine = TerminfoEntry.string("el")
    resetAttributes = TerminfoEntry.string("sgr0")
    bold = TerminfoEntry.string("bold")
    dim = TerminfoEntry.string("dim")
    reverse = TerminfoEntry.string("rev")
    underline = TerminfoEntry.string("smul")
    foreground = TerminfoEntry.parameterized("setaf")
    background = TerminfoEntry.parameterized("setab")
    scrollRegion = TerminfoEntry.parameterized("csr")
    scrollUp = TerminfoEntry.string("ind")
    scrollUpMany = TerminfoEntry.parameterized("indn")
    scrollDown = TerminfoEntry.string("ri")
    scrollDownMany = TerminfoEntry.parameterized("rin")
    let policy = RepeatPolicy(environment: getenv("STACKTUI_REPEAT").map { String(cString: $0) })
    repeatPrevious = policy == .never ? nil : Self.repeatCapability()
    func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    repeatsAnyCharacter = policy.repeatsAnyCharacter(
      xtermVersion: environment("XTERM_VERSION"), tmux: environment("TMUX"),
      screenSession: environment("STY"), term: environment("TERM") ?? "")
    showCursor = TerminfoEntry.string("cnorm")
    hideCursor = TerminfoEntry.string("civis")
    keypadOn = TerminfoEntry.string("smkx")
    keypadOff = TerminfoEntry.string("rmkx")
  }

  /// `rep` when its formatted string starts with the character (as in `%p1%c\E[...b`): the
  /// rest repeats whatever character was written last, which may then be any character.
  @MainActor private static func repeatCapability() -> ParameterizedCapability? {
    guard let rep = TerminfoEntry.parameterized("rep") else { return nil }
    let marker = Int(UInt8(ascii: "X"))
    let sample = rep.bytes(marker, 5)
    guard sample.count > 1, sample[0] == UInt8(marker) else { return nil }
    // Re-format without the character: keep the part after `%p1%c`.
    let text = rep.format.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let head = Array("%p1%c".utf8)
    guard text.starts(with: head) else { return nil }
    return ParameterizedCapability(
      format: text.dropFirst(head.count).map { CChar(bitPattern: $0) } + [0])
  }
}
