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
  /// A 24-bit colour; a terminal without 24-bit colour shows the nearest palette entry.
  case rgb(RGB)
}

extension TerminalColor {
  /// The colour as a 26-bit number, distinct for distinct colours: 0 for the default, the kind
  /// (1 ANSI, 2 palette, 3 RGB) in bits 24–25 and the index or `0xRRGGBB` below.
  @inline(__always)
  package var code: UInt32 {
    switch self {
    case .default: 0
    case .ansi(let index): 1 << 24 | UInt32(index)
    case .palette(let index): 2 << 24 | UInt32(index)
    case .rgb(let color):
      3 << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }
  }

  /// The colour whose ``code`` is `code`.
  @inline(__always)
  package init(code: UInt32) {
    let index = UInt8(truncatingIfNeeded: code)
    switch (code >> 24) & 3 {
    case 1: self = .ansi(index)
    case 2: self = .palette(index)
    case 3: self = .rgb(RGB(hex: code))
    default: self = .default
    }
  }
}
