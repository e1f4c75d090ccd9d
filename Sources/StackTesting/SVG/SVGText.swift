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
        let isAllowed =
          value == 0x9 || value == 0xA
          || (value >= 0x20 && value != 0x7F && value < 0xFFFE)
            && !(0x80...0x9F).contains(value)
        result.unicodeScalars.append(isAllowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
