/// xterm's default 256-colour palette: the 16 base colours (xterm's `color0`...`color15`
/// resources), the 6×6×6 colour cube (16...231) and the grey ramp (232...255).
///
/// ```swift
/// XtermPalette.color(2)    // #00cd00, green
/// XtermPalette.color(10)   // #00ff00, bright green
/// XtermPalette.color(196)  // #ff0000, the cube's pure red
/// XtermPalette.color(244)  // #808080, a grey
/// ```
public enum XtermPalette {
  /// The 16 base colours: black, red, green, yellow, blue, magenta, cyan, white (0...7), then
  /// their bright forms (8...15).
  public static let base: [RenderedColor] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
    (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ].map { RenderedColor(red: $0.0, green: $0.1, blue: $0.2) }

  /// The levels of each component in the colour cube.
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// Palette entry `index`.
  public static func color(_ index: UInt8) -> RenderedColor {
    switch index {
    case 0..<16:
      return base[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return RenderedColor(
        red: cubeLevels[cube / 36], green: cubeLevels[(cube / 6) % 6], blue: cubeLevels[cube % 6])
    default:
      return RenderedColor(gray: 8 + 10 * (index - 232))
    }
  }

  /// The base colour (`0..<count`, `count` at most 16) nearest to `target`, the first of
  /// equally near ones: how StackTerminal folds a 256-colour entry onto a terminal with
  /// fewer colours.
  static func nearestBase(to target: RenderedColor, among count: Int) -> UInt8 {
    var best: (index: Int, distance: Int) = (0, Int.max)
    for index in 0..<min(max(count, 1), base.count) {
      let distance = target.squaredDistance(to: base[index])
      if distance < best.distance { best = (index, distance) }
    }
    return UInt8(best.index)
  }
}
