/// One colour of a theme, given for every colour depth: a base colour (one of the 16 ANSI
/// colours, which 8-colour terminals show as its base 0–7), and optionally a 256-palette entry
/// and a 24-bit colour used where the terminal has them.
///
/// ```swift
/// let sky = ThemeColor(ansi: 6, palette: 39, rgb: RGB(hex: 0x00AFFF))
/// ```
public struct ThemeColor: Sendable, Hashable {
  /// The ANSI colour, 0–15 (values above 15 count as 15).
  public var ansi: UInt8
  /// The 256-palette entry, or nil to use ``ansi`` on 256-colour terminals too.
  public var palette: UInt8?
  /// The 24-bit colour, or nil to use ``palette`` (or ``ansi``) on 24-bit terminals too.
  public var rgb: RGB?

  /// A colour with its form at each depth.
  public init(ansi: UInt8, palette: UInt8? = nil, rgb: RGB? = nil) {
    self.ansi = min(ansi, 15)
    self.palette = palette
    self.rgb = rgb
  }

  /// The terminal colour for a terminal of `depth` (``TerminalColor/default`` for
  /// ``ColorDepth/none``).
  public func resolved(for depth: ColorDepth) -> TerminalColor {
    switch depth {
    case .none: .default
    case .ansi8: .ansi(ansi & 7)
    case .ansi16: .ansi(ansi)
    case .palette256: palette.map(TerminalColor.palette) ?? .ansi(ansi)
    case .trueColor:
      rgb.map(TerminalColor.rgb) ?? palette.map(TerminalColor.palette) ?? .ansi(ansi)
    }
  }

  /// Black.
  public static let black = ThemeColor(ansi: 0)
  /// Red.
  public static let red = ThemeColor(ansi: 1)
  /// Green.
  public static let green = ThemeColor(ansi: 2)
  /// Yellow.
  public static let yellow = ThemeColor(ansi: 3)
  /// Blue.
  public static let blue = ThemeColor(ansi: 4)
  /// Magenta.
  public static let magenta = ThemeColor(ansi: 5)
  /// Cyan.
  public static let cyan = ThemeColor(ansi: 6)
  /// White (light grey on most terminals).
  public static let white = ThemeColor(ansi: 7)
}
