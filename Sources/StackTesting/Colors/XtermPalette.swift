import StackCore

/// xterm's default palette (StackDrawing's `XtermPalette`, the one table the terminal's
/// colour folding and the themes use too) as the colours a contrast check renders.
extension XtermPalette {
  /// The colour xterm shows for palette entry `index` by default.
  ///
  /// ```swift
  /// XtermPalette.color(2).hex    // "#00cd00"
  /// ```
  public static func color(_ index: UInt8) -> RenderedColor {
    RenderedColor(rgb(index))
  }

  /// The base colour (0..<`count`, at most 16) nearest to `target` by xterm's RGB.
  static func nearestBase(to target: RenderedColor, among count: Int) -> UInt8 {
    nearest(to: RGB(target.red, target.green, target.blue), among: min(max(count, 1), 16))
  }
}

extension RenderedColor {
  /// The rendered form of a 24-bit colour.
  init(_ color: RGB) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }
}
