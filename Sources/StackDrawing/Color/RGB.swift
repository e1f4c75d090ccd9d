/// A 24-bit colour.
public struct RGB: Sendable, Hashable {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// The colour `red`, `green`, `blue`.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour whose hexadecimal form is `hex` (`0x1E90FF`); bits above 24 are ignored.
  public init(hex: UInt32) {
    self.init(
      UInt8(truncatingIfNeeded: hex >> 16), UInt8(truncatingIfNeeded: hex >> 8),
      UInt8(truncatingIfNeeded: hex))
  }

  /// WCAG 2 relative luminance, 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    Self.relativeLuminance(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
  }

  /// The squared distance between two colours in RGB space: how far apart they look, for
  /// picking the nearest palette entry.
  package func squaredDistance(to other: RGB) -> Int {
    let red = Int(self.red) - Int(other.red)
    let green = Int(self.green) - Int(other.green)
    let blue = Int(self.blue) - Int(other.blue)
    return red * red + green * green + blue * blue
  }

  /// WCAG 2 contrast ratio between two colours, 1 (none) to 21 (black on white).
  public func contrast(with other: RGB) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG 2 relative luminance of a colour given as fractions (clamped to 0–1).
  static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
    func linear(_ value: Double) -> Double {
      let c = min(1, max(0, value))
      return c <= 0.04045 ? c / 12.92 : raisedToTwoPointFour((c + 0.055) / 1.055)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// `value`^2.4 for `value` in 0–1, without Foundation: `v² · (v²)^(1/5)`, the fifth root
  /// by Newton's method (it converges from 1 for any value in that range).
  private static func raisedToTwoPointFour(_ value: Double) -> Double {
    let square = value * value
    guard square > 0 else { return 0 }
    var root = 1.0
    for _ in 0..<60 {
      let next = (4 * root + square / (root * root * root * root)) / 5
      if abs(next - root) < 1e-12 { break }
      root = next
    }
    return square * root
  }
}
