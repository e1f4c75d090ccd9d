/// xterm's default colours: the RGB a terminal shows for an ANSI colour or a 256-palette
/// entry, and the nearest entry to an RGB colour. Used to show a 24-bit colour on a terminal
/// without 24-bit colour, and by StackTesting's contrast check.
public enum XtermPalette {
  /// xterm's default RGB for the 16 basic colours (0–7 normal, 8–15 bright).
  public static let basic: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238),
    RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0),
    RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255),
    RGB(255, 255, 255),
  ]

  /// The levels of each component in the 6×6×6 colour cube (entries 16–231).
  private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// xterm's default RGB for palette entry `index`.
  public static func rgb(_ index: UInt8) -> RGB {
    switch index {
    case 0..<16:
      return basic[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return RGB(cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    default:
      // Typed step by step: `UInt8(8 + 10 * (…))` alone took the type checker 110 ms.
      let step: Int = Int(index) - 232
      let gray = UInt8(truncatingIfNeeded: 8 + 10 * step)
      return RGB(gray, gray, gray)
    }
  }

  /// The palette entry below `count` (16 or 256; other counts are clamped to 1–256) whose
  /// colour is nearest to `color`.
  public static func nearest(to color: RGB, among count: Int) -> UInt8 {
    let limit = min(256, max(1, count))
    var best = (index: 0, distance: Int.max)
    for index in 0..<limit {
      let distance = rgb(UInt8(index)).squaredDistance(to: color)
      if distance < best.distance { best = (index, distance) }
    }
    return UInt8(best.index)
  }
}
