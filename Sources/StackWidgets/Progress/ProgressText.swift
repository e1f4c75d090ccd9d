/// The numbers a progress bar writes: a percentage, a rate and a duration, without
/// Foundation and without trapping on any value.
enum ProgressText {
  /// `" 42%"` for 0.42 (the fraction is clamped to 0...1; NaN is 0).
  static func percent(_ fraction: Double) -> String {
    let value = fraction.isNaN ? 0 : min(1, max(0, fraction))
    let whole = Int((value * 100).rounded(.down))
    let text = "\(whole)%"
    return String(repeating: " ", count: max(0, 4 - text.count)) + text
  }

  /// `"3.5/s"`, `"120/s"`, `"1.2k/s"`, `"3.4M/s"` with `unit` before `/s`; `"?/s"` for a value
  /// that is not a number.
  static func rate(_ perSecond: Double, unit: String) -> String {
    guard perSecond.isFinite else { return "?\(unit)/s" }
    let magnitude = abs(perSecond)
    let sign = perSecond < 0 ? "-" : ""
    let scaled: (Double, String) =
      magnitude >= 1e9
      ? (magnitude / 1e9, "G")
      : magnitude >= 1e6
        ? (magnitude / 1e6, "M") : magnitude >= 1e3 ? (magnitude / 1e3, "k") : (magnitude, "")
    guard scaled.0 < 1e6 else { return "\(sign)>999G\(unit)/s" }
    return sign + decimal(scaled.0) + scaled.1 + unit + "/s"
  }

  /// One decimal below 100, none above.
  static func decimal(_ value: Double) -> String {
    guard value.isFinite, value < 1e12 else { return "?" }
    if value >= 100 { return "\(Int(value.rounded()))" }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// `"0:05"`, `"12:34"`, `"1:02:03"`; negative counts as 0.
  static func duration(milliseconds: Int64) -> String {
    let seconds = max(0, milliseconds) / 1000 + (max(0, milliseconds) % 1000 > 0 ? 1 : 0)
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}
