import StackCore

/// How ``FrameEncoder`` sends colours (decision 0635). A colour travels as a number: -1 for
/// the terminal's default, a palette number (`setaf`/`setab`, from ``ColorPairs``), or —
/// on a terminal that takes 24-bit colour — ``directBit`` with `0xRRGGBB` below it, sent as
/// `ESC[38;2;r;g;bm` / `ESC[48;2;r;g;bm`. ncurses colour pairs cannot carry a 24-bit colour
/// on most builds, but frames bypass ncurses, so the encoder writes these sequences itself.
extension FrameEncoder {
  /// Marks a colour number as a 24-bit colour (above any palette number).
  nonisolated static let directBit: Int32 = 1 << 24

  /// The colour numbers `style` is drawn with on this terminal: 24-bit colours as they are
  /// where the terminal takes them (``sendsTrueColor``), otherwise folded by ``ColorPairs``
  /// to the nearest colour it has; (-1, -1) on a monochrome screen.
  func colorNumbers(for style: CellStyle) -> (foreground: Int32, background: Int32) {
    guard let colors else { return (-1, -1) }
    guard sendsTrueColor else { return colors.colorNumbers(for: style) }
    // 24-bit colours take no colour pair: only the palette colours of `style` are looked
    // up, so that many RGB colours do not use up the pairs.
    var palette = style
    if case .rgb = style.foreground { palette.foreground = .default }
    if case .rgb = style.background { palette.background = .default }
    var numbers = colors.colorNumbers(for: palette)
    if case .rgb(let color) = style.foreground { numbers.foreground = Self.directNumber(color) }
    if case .rgb(let color) = style.background { numbers.background = Self.directNumber(color) }
    return numbers
  }

  /// The colour number of a 24-bit colour.
  static func directNumber(_ color: RGB) -> Int32 {
    directBit | Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
  }

  /// Appends what sets the foreground (or background) to colour `number`, which is never -1
  /// (the default colours come back with `sgr0`, see `setStyle`).
  func appendColor(_ number: Int32, foreground: Bool, into output: inout [UInt8]) {
    if number >= Self.directBit {
      output += [0x1B, UInt8(ascii: "["), UInt8(ascii: foreground ? "3" : "4")]
      output += Array("8;2;".utf8)
      Self.appendDecimal(Int((number >> 16) & 0xFF), into: &output)
      output.append(UInt8(ascii: ";"))
      Self.appendDecimal(Int((number >> 8) & 0xFF), into: &output)
      output.append(UInt8(ascii: ";"))
      Self.appendDecimal(Int(number & 0xFF), into: &output)
      output.append(UInt8(ascii: "m"))
      return
    }
    if sendsPaletteAsSGR && number >= 8 {
      // A direct-colour entry's `setaf` reads numbers from 8 on as 0xRRGGBB values.
      output += [0x1B, UInt8(ascii: "["), UInt8(ascii: foreground ? "3" : "4")]
      output += Array("8;5;".utf8)
      Self.appendDecimal(Int(number), into: &output)
      output.append(UInt8(ascii: "m"))
      return
    }
    let capability = foreground ? capabilities.foreground : capabilities.background
    capability?.append(Int(number), to: &output)
  }

  /// Appends `value` (0 or more) in decimal.
  private static func appendDecimal(_ value: Int, into output: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, into: &output) }
    output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
  }
}
