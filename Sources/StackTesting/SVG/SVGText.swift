/// Text escaped for an SVG (XML) document.
enum SVGText {
  /// `text` with `&`, `<`, `>`, `"` and `'` as entities, and characters XML 1.0 cannot
  /// hold (controls other than tab and line feed) as U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        let value = scalar.value
        // XML 1.0's Char, less C1 controls and DEL: tab, line feed, U+0020...U+D7FF,
        // U+E000...U+FFFD and the supplementary planes (emoji).
        let isAllowed =
          value == 0x9 || value == 0xA || (0x20...0x7E).contains(value)
          || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
          || value >= 0x10000
        result.unicodeScalars.append(isAllowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
