/// A terminal colour for a cell's foreground or background.
///
/// ```swift
/// let warning = CellStyle(foreground: .ansi(3))        // yellow in the terminal's palette
/// let accent = CellStyle(background: .palette(24))     // a 256-colour palette entry
/// ```
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's own default colour (what it shows when nothing is set).
  case `default`
  /// One of the 16 basic ANSI colours, `0...15` (0–7 normal, 8–15 bright).
  case ansi(UInt8)
  /// An entry of the 256-colour palette, `0...255`.
  case palette(UInt8)
}

extension TerminalColor {
  /// The colour as a number, distinct for distinct colours: 0 for the default, `0x100 + n`
  /// for ANSI colour n, `0x200 + n` for palette entry n.
  @inline(__always)
  package var code: UInt16 {
    switch self {
    case .default: 0
    case .ansi(let index): 0x100 | UInt16(index)
    case .palette(let index): 0x200 | UInt16(index)
    }
  }

  /// The colour whose ``code`` is `code`.
  @inline(__always)
  package init(code: UInt16) {
    let index = UInt8(truncatingIfNeeded: code)
    switch code >> 8 {
    case 1: self = .ansi(index)
    case 2: self = .palette(index)
    default: self = .default
    }
  }
}
