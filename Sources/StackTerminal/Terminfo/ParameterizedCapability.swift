internal import CNcurses

/// A terminfo capability that takes numbers (`cup`, `csr`, `setaf`, `rep`...).
///
/// `tiparm` parses the capability's string and `sprintf`s each number on every call; a frame
/// moves the cursor a dozen times or more. So, once, at start:
/// - when the output is literal bytes around the numbers in decimal (`cup` is
///   `ESC [ %i%p1%d ; %p2%d H` in every ANSI entry), that shape is kept as a template and
///   checked against `tiparm` on numbers of one to three digits; formatting is then appending
///   bytes;
/// - when that shape holds from 16 on only (`setaf` in xterm-256color is `ESC [ 3 n m` below 8,
///   `ESC [ 9 n m` below 16 and `ESC [ 38;5; n m` from 16 on), the template serves 16 and up
///   and the strings for 0–15 are formatted and kept: no colour of a 256-colour terminal goes
///   through `tiparm` while drawing;
/// - otherwise the strings for the numbers 0–15 with a second number of 0 are kept, and other
///   numbers go through `tiparm`.
///
/// Padding (`$<...>`) is dropped in every case.
struct ParameterizedCapability {
  /// A part of a template: literal bytes, or parameter `index` (0 or 1) plus `offset` in
  /// decimal.
  enum Piece: Equatable {
    case literal([UInt8])
    case decimal(index: Int, offset: Int)
  }

  /// The capability's string as `tiparm` takes it (NUL-terminated).
  let format: [CChar]
  /// The template, when the output has the decimal shape (from ``templateFloor`` on).
  let template: [Piece]?
  /// The smallest first number the template formats; smaller ones use ``smallValues``.
  let templateFloor: Int
  /// The output for the numbers 0–15 (second number 0), unless the template formats them.
  private let smallValues: [[UInt8]]

  /// Numbers used to find the parameters in the output: larger than any screen position.
  private static let probes = (first: 1000, second: 3000)
  /// Number pairs the template must format exactly as `tiparm` does.
  private static let checks = [
    (0, 0), (1, 2), (8, 9), (9, 10), (10, 99), (99, 100), (100, 255), (254, 998), (999, 0),
    (0, 999), (23, 79), (59, 199), (16, 0), (17, 0), (231, 0), (255, 0), (16, 1), (20, 5),
    (255, 15),
  ]
  /// Where a template may start when it does not hold for the smallest numbers.
  private static let smallValueCount = 16

  /// Reads `format` (without its NUL) and works out how to format it fast.
  init(format: [CChar]) {
    let format = format.last == 0 ? format : format + [0]
    self.format = format
    let candidate = Self.template(from: Self.formatted(format, Self.probes))
    func holds(from floor: Int) -> Bool {
      guard let candidate else { return false }
      return Self.checks.allSatisfy {
        $0.0 < floor || Self.fill(candidate, $0.0, $0.1) == Self.formatted(format, $0)
      }
    }
    if holds(from: 0) {
      template = candidate
      templateFloor = 0
      smallValues = []
    } else {
      template = holds(from: Self.smallValueCount) ? candidate : nil
      templateFloor = template == nil ? Int.max : Self.smallValueCount
      smallValues = (0..<Self.smallValueCount).map { Self.formatted(format, ($0, 0)) }
    }
  }

  /// The formatted string with `first` and `second` (a capability uses what it needs).
  func bytes(_ first: Int, _ second: Int = 0) -> [UInt8] {
    var output: [UInt8] = []
    append(first, second, to: &output)
    return output
  }

  /// Appends the formatted string with `first` and `second` to `output`.
  func append(_ first: Int, _ second: Int = 0, to output: inout [UInt8]) {
    if let template, first >= templateFloor {
      Self.append(template, first, second, to: &output)
    } else if second == 0 && first >= 0 && first < smallValues.count {
      output += smallValues[first]
    } else {
      output += Self.formatted(format, (first, second))
    }
  }

  /// `tiparm`'s output for `numbers`, without padding; empty when it fails.
  static func formatted(_ format: [CChar], _ numbers: (Int, Int)) -> [UInt8] {
    format.withUnsafeBufferPointer { format in
      guard let base = format.baseAddress,
        let result = stacktui_tiparm(base, Int32(clamping: numbers.0), Int32(clamping: numbers.1))
      else { return [] }
      return TerminfoEntry.withoutPadding(UnsafeRawPointer(result))
    }
  }

  /// Splits `probe` (the output for ``probes``) into literal bytes and the decimal numbers
  /// that are a probe plus 1 (`%i`), 0 or -1 (`rep`'s count, `%p2%{1}%-`); nil when neither
  /// probe shows.
  private static func template(from probe: [UInt8]) -> [Piece]? {
    let offsets = -1...1
    var pieces: [Piece] = []
    var literal: [UInt8] = []
    var index = 0
    var usesParameter = false
    while index < probe.count {
      var end = index
      while end < probe.count && probe[end] >= 0x30 && probe[end] <= 0x39 { end += 1 }
      guard end > index else {
        literal.append(probe[index])
        index += 1
        continue
      }
      let digits = probe[index..<end]
      let value = digits.count <= 6 ? digits.reduce(0) { $0 * 10 + Int($1 - 0x30) } : -1
      if offsets.contains(value - probes.first) || offsets.contains(value - probes.second) {
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = []
        let parameter = offsets.contains(value - probes.first) ? 0 : 1
        let base = parameter == 0 ? probes.first : probes.second
        pieces.append(.decimal(index: parameter, offset: value - base))
        usesParameter = true
      } else {
        literal += digits
      }
      index = end
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return usesParameter ? pieces : nil
  }

  /// The template's output for `first` and `second`.
  private static func fill(_ template: [Piece], _ first: Int, _ second: Int) -> [UInt8] {
    var output: [UInt8] = []
    append(template, first, second, to: &output)
    return output
  }

  private static func append(
    _ template: [Piece], _ first: Int, _ second: Int, to output: inout [UInt8]
  ) {
    for piece in template {
      switch piece {
      case .literal(let bytes): output += bytes
      case .decimal(let index, let offset):
        appendDecimal((index == 0 ? first : second) + offset, to: &output)
      }
    }
  }

  /// Appends `value` in decimal (as `%d` does).
  private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    var rest = magnitude
    while divisor > 0 {
      output.append(UInt8(0x30 + rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}
