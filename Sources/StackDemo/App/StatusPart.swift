import StackCore

/// A part of a line the demo draws every frame (the status line): text, or a whole number.
///
/// The line is given as a sequence of parts (a function that calls its argument with each in
/// turn). When its width fits the screen, the parts are written straight into the canvas —
/// no string is built for a frame, and no number is turned into one; otherwise they are
/// joined into one string, which is truncated with an ellipsis as before.
enum StatusPart {
  case text(String)
  case number(Int)

  /// The digits 0–9, each written as it is.
  private static let digits = (0...9).map { String($0) }

  /// The columns this part takes.
  var width: Int {
    switch self {
    case .text(let text): return TextWidth.of(text)
    case .number(let number):
      var width = number < 0 ? 2 : 1
      var rest = number.magnitude
      while rest >= 10 {
        rest /= 10
        width += 1
      }
      return width
    }
  }

  /// Appends this part to `text`.
  func append(to text: inout String) {
    switch self {
    case .text(let part): text += part
    case .number(let number): text += String(number)
    }
  }

  /// Writes this part into `canvas` at `point`; returns the columns it took.
  func write(into surface: inout Surface, at point: Point, style: CellStyle) -> Int {
    switch self {
    case .text(let text):
      return surface.write(text, at: point, style: style)
    case .number(let number):
      var x = point.x
      if number < 0 { x += surface.write("-", at: Point(x: x, y: point.y), style: style) }
      var divisor: UInt = 1
      while divisor <= number.magnitude / 10 { divisor *= 10 }
      var rest = number.magnitude
      while divisor > 0 {
        let digit = Int(rest / divisor)
        x += surface.write(Self.digits[digit], at: Point(x: x, y: point.y), style: style)
        rest %= divisor
        divisor /= 10
      }
      return x - point.x
    }
  }

  /// Draws the line `parts` gives at `point`, `width` columns at most: part by part when it
  /// fits, else joined into `buffer` (emptied first, its storage kept) and truncated with an
  /// ellipsis. `parts` is called more than once and must give the same parts each time; the
  /// parts' widths must add up (no part starts with a combining mark).
  static func drawLine(
    _ parts: ((StatusPart) -> Void) -> Void, at point: Point, width: Int, style: CellStyle,
    into surface: inout Surface, buffer: inout String
  ) {
    var total = 0
    parts { total += $0.width }
    if total <= width {
      var x = point.x
      parts { x += $0.write(into: &surface, at: Point(x: x, y: point.y), style: style) }
      return
    }
    buffer.removeAll(keepingCapacity: true)
    parts { $0.append(to: &buffer) }
    surface.write(TextLayout.truncate(buffer, width: width), at: point, style: style)
  }
}
