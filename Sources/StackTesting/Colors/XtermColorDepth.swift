import StackCore

/// How many colours the terminal has, as its terminfo entry says (`colors`): what a
/// `TerminalColor` becomes on it, the way StackTerminal folds colours the terminal lacks.
///
/// ```swift
/// XtermColorDepth.ansi8.paletteIndex(for: .ansi(10))      // 2: bright green folds to green
/// XtermColorDepth.ansi8.paletteIndex(for: .palette(196))  // 1: the nearest base colour, red
/// XtermColorDepth.ansi256.paletteIndex(for: .palette(196)) // 196
/// ```
public enum XtermColorDepth: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No colours (`NO_COLOR`, a monochrome terminal): every colour is the default.
  case monochrome
  /// 8 colours (`TERM=xterm`, `linux`): bright colours come out as their base colour.
  case ansi8
  /// 16 colours (`xterm-16color`).
  case ansi16
  /// 256 colours (`xterm-256color`).
  case ansi256
  /// 24-bit colour (`COLORTERM=truecolor`): palette entries as on 256 colours. A colour given
  /// as RGB, when `TerminalColor` carries one, is drawn as given at this depth (and folded to
  /// the nearest palette entry below it): that case goes in ``paletteIndex(for:)``'s switch.
  case direct

  /// The number of colours (0 for ``monochrome``).
  public var colorCount: Int {
    switch self {
    case .monochrome: 0
    case .ansi8: 8
    case .ansi16: 16
    case .ansi256: 256
    case .direct: 1 << 24
    }
  }

  /// `8`, `16`, `256`, `24bit` or `mono`, as reports name the depth.
  public var description: String {
    switch self {
    case .monochrome: "mono"
    case .direct: "24bit"
    default: String(colorCount)
    }
  }

  /// The palette entry `color` is drawn with on a terminal of this depth, or nil for the
  /// terminal's default colour. `TerminalColor.ansi(_:)` keeps its index when the terminal
  /// has it, else folds onto the base colour (`index % 8`); `TerminalColor.palette(_:)`
  /// keeps its index on 256 colours and more, else becomes the nearest base colour by
  /// xterm's RGB.
  public func paletteIndex(for color: TerminalColor) -> UInt8? {
    switch (self, color) {
    case (.monochrome, _), (_, .default):
      return nil
    case (_, .ansi(let index)):
      return Int(index) < colorCount ? index : index % 8
    case (.ansi256, .palette(let index)), (.direct, .palette(let index)):
      return index
    case (_, .palette(let index)):
      return XtermPalette.nearestBase(to: XtermPalette.color(index), among: min(colorCount, 16))
    case (.ansi256, .rgb(let color)), (.direct, .rgb(let color)):
      // 24-bit colour is approximated by the nearest palette entry: the check's maths works
      // on palette entries, and the nearest of 256 is within a few units of the real colour.
      return XtermPalette.nearest(to: color, among: 256)
    case (_, .rgb(let color)):
      return XtermPalette.nearest(to: color, among: min(colorCount, 16))
    }
  }
}
