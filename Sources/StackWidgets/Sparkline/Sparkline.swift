import StackUI

/// A line of bars, one per value, as high as the value: `▁▂▃▄▅▆▇█` — a CPU history in a
/// header, a trend in a table cell. A `Widget` that never takes the focus.
///
/// ```swift
/// let cpu = Sparkline(values: [0.1, 0.5, 0.9], minimum: 0, maximum: 1)
/// cpu.append(0.3, keeping: 60)
/// cpu.render(in: &surface, isFocused: false)       // "▁▄█▃" at the right of the line
/// ```
///
/// - The newest values are at the right; when there are more values than columns, the
///   oldest are not shown. Fewer values leave the left of the line blank.
/// - The scale runs from ``minimum`` to ``maximum`` (nil: the smallest or largest finite
///   value shown). Values outside are drawn at the nearest end (a negative value at the
///   lowest bar with the default minimum 0); a value that is not a number or infinite is a
///   gap (a blank column). When every value is equal, all bars are the lowest.
/// - Drawn in ``role`` (`StyleRole.gauge`); under `NO_COLOR` the bars' heights still read.
public final class Sparkline: Widget {
  /// The values, oldest first.
  public var values: [Double]
  /// The value of the lowest bar; nil takes the smallest value shown.
  public var minimum: Double?
  /// The value of the highest bar; nil takes the largest value shown.
  public var maximum: Double?
  /// The role the bars are drawn in.
  public var role = StyleRole.gauge

  /// The eight bar glyphs, lowest first.
  public static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// A sparkline of `values` on a scale from `minimum` to `maximum`.
  public init(values: [Double] = [], minimum: Double? = 0, maximum: Double? = nil) {
    self.values = values
    self.minimum = minimum
    self.maximum = maximum
  }

  /// A sparkline only shows; it never takes the focus.
  public var acceptsFocus: Bool { false }

  /// Adds `value` at the right, dropping the oldest values beyond `limit` (at least 0).
  public func append(_ value: Double, keeping limit: Int) {
    values.append(value)
    let excess = values.count - max(0, limit)
    if excess > 0 { values.removeFirst(excess) }
  }

  /// The bars of the last `width` values (blank for gaps), as many characters as values
  /// shown; `width <= 0` gives `""`.
  public func bars(width: Int) -> String {
    guard width > 0 else { return "" }
    let shown = values.suffix(width)
    let finite = shown.filter(\.isFinite)
    guard let low = minimum.flatMap({ $0.isFinite ? $0 : nil }) ?? finite.min(),
      let high = maximum.flatMap({ $0.isFinite ? $0 : nil }) ?? finite.max()
    else { return String(repeating: " ", count: shown.count) }
    let top = Self.bars.count - 1
    return String(
      shown.map { value -> Character in
        guard value.isFinite else { return " " }
        guard high > low else { return Self.bars[0] }
        let fraction = (min(max(value, low), high) - low) / (high - low)
        let level = Int((fraction * Double(top)).rounded())
        return Self.bars[min(max(0, level), top)]
      })
  }

  /// Draws the bars on the first line, the newest at the right edge.
  public func render(in surface: inout Surface, isFocused: Bool) {
    let width = surface.size.width
    guard width > 0, surface.size.height > 0 else { return }
    let line = bars(width: width)
    surface.write(line, at: Point(x: width - line.count, y: 0), role: role)
  }

  /// Not used: a sparkline takes no input.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? { nil }
}
