/// A colour as a screen shows it: 8 bits each of red, green and blue (what xterm draws for a
/// cell, after its palette, bold and dim are applied).
///
/// ```swift
/// let green = RenderedColor(red: 0, green: 205, blue: 0)
/// green.hex  // "#00cd00"
/// ```
public struct RenderedColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0...255.
  public var red: UInt8
  /// Green, 0...255.
  public var green: UInt8
  /// Blue, 0...255.
  public var blue: UInt8

  /// Creates a colour from its three components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A grey: the same value in every component.
  public init(gray: UInt8) {
    self.init(red: gray, green: gray, blue: gray)
  }

  /// Black, `#000000`.
  public static let black = RenderedColor(gray: 0)
  /// White, `#ffffff`.
  public static let white = RenderedColor(gray: 255)

  /// `#rrggbb`, lowercase (as SVG and CSS take it).
  public var hex: String {
    "#"
      + [red, green, blue].map { component in
        let digits = String(component, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// The same as ``hex``.
  public var description: String { hex }

  /// This colour as xterm draws faint (dim, SGR 2) text in it: each component scaled to
  /// two thirds as xterm does (`DIM_IT` on the 16-bit X colour, then its high byte): white
  /// becomes `#aaaaaa`, `#cd0000` becomes `#890000` (measured in xterm 379).
  public var dimmed: RenderedColor {
    RenderedColor(
      red: Self.twoThirds(red), green: Self.twoThirds(green), blue: Self.twoThirds(blue))
  }

  /// The squared distance to `other` in RGB space (for the nearest palette colour).
  func squaredDistance(to other: RenderedColor) -> Int {
    let red = Int(self.red) - Int(other.red)
    let green = Int(self.green) - Int(other.green)
    let blue = Int(self.blue) - Int(other.blue)
    return red * red + green * green + blue * blue
  }

  private static func twoThirds(_ component: UInt8) -> UInt8 {
    UInt8((Int(component) * 257 * 2 / 3) >> 8)
  }
}
