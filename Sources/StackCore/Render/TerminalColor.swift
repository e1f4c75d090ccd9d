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
