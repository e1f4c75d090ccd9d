/// Timings of one benchmark, in microseconds.
struct Samples {
  private(set) var values: [Double] = []
  private var sorted: [Double]?

  /// Number of samples.
  var count: Int { values.count }

  /// Adds one measured duration.
  mutating func add(_ duration: Duration) {
    values.append(duration.microseconds)
    sorted = nil
  }

  /// Adds one value already in microseconds (or any unit the caller keeps consistent).
  mutating func add(value: Double) {
    values.append(value)
    sorted = nil
  }

  /// Adds every sample of `other`.
  mutating func append(contentsOf other: Samples) {
    values.append(contentsOf: other.values)
    sorted = nil
  }

  /// The median (the mean of the two middle values for an even count); 0 when empty.
  var median: Double { percentile(50) }

  /// The 90th percentile (nearest rank); 0 when empty.
  var p90: Double { percentile(90) }

  /// The largest value; 0 when empty.
  var maximum: Double { values.max() ?? 0 }

  /// The `p`th percentile by nearest rank; the median averages the two middle values.
  func percentile(_ p: Double) -> Double {
    let ordered = sorted ?? values.sorted()
    guard !ordered.isEmpty else { return 0 }
    if p == 50 {
      let middle = ordered.count / 2
      return ordered.count % 2 == 1 ? ordered[middle] : (ordered[middle - 1] + ordered[middle]) / 2
    }
    let rank = Int((p / 100 * Double(ordered.count)).rounded(.up))
    return ordered[min(max(rank, 1), ordered.count) - 1]
  }
}

extension Duration {
  /// The duration in microseconds.
  var microseconds: Double {
    let parts = components
    return Double(parts.seconds) * 1_000_000 + Double(parts.attoseconds) / 1_000_000_000_000
  }

  /// The duration in milliseconds.
  var milliseconds: Double { microseconds / 1000 }
}

/// Formatting numbers for the report.
enum Format {
  /// `value` with `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int = 2) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
      let decimals = text.distance(from: dot, to: text.endIndex) - 1
      if digits == 0 {
        text = String(text[..<dot])
      } else if decimals < digits {
        text += String(repeating: "0", count: digits - decimals)
      }
    } else if digits > 0 {
      text += "." + String(repeating: "0", count: digits)
    }
    return text
  }

  /// A row count as "1k", "100k", "1M".
  static func rows(_ count: Int) -> String {
    if count >= 1_000_000 && count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1000 && count % 1000 == 0 { return "\(count / 1000)k" }
    return String(count)
  }

  /// A speed-up ratio such as "312x".
  static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    return value >= 10 ? "\(Int(value.rounded()))x" : fixed(value, 1) + "x"
  }

  /// Pads `text` on the right to `width` characters (for aligned plain-text tables).
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

/// Prints a Markdown table with aligned columns.
func printTable(_ header: [String], _ rows: [[String]]) {
  var widths = header.map(\.count)
  for row in rows {
    for (index, cell) in row.enumerated() where index < widths.count {
      widths[index] = max(widths[index], cell.count)
    }
  }
  func line(_ cells: [String]) -> String {
    "| "
      + cells.enumerated().map { Format.pad($0.element, widths[$0.offset]) }
      .joined(separator: " | ") + " |"
  }
  print(line(header))
  print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
  for row in rows { print(line(row)) }
}
