internal import StackPlatform

/// WCAG 2's relative luminance and contrast ratio.
extension RenderedColor {
  /// The relative luminance, 0 (black) to 1 (white): the linearised sRGB components weighted
  /// 0.2126, 0.7152 and 0.0722 (WCAG 2.x; the 0.03928 threshold of its text).
  public var relativeLuminance: Double {
    0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
  }

  /// The contrast ratio between this colour and `other`, 1 (the same) to 21 (black and
  /// white): `(L1 + 0.05) / (L2 + 0.05)`, the lighter luminance over the darker.
  public func contrastRatio(with other: RenderedColor) -> Double {
    let first = relativeLuminance
    let second = other.relativeLuminance
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  private static func linear(_ component: UInt8) -> Double {
    let value = Double(component) / 255
    return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
}
