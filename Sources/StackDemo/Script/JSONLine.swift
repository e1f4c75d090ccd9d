/// One JSON object written by hand, fields in the order they are added, on one line: the
/// `--events` format. Deterministic (no dictionary ordering) and dependency-free.
///
/// ```swift
/// var json = JSONLine()
/// json.add("type", "tap")
/// json.add("row", 3)
/// json.text   // {"type":"tap","row":3}
/// ```
struct JSONLine {
  private var fields: [String] = []

  /// Adds a string field.
  mutating func add(_ key: String, _ value: String) {
    fields.append("\(Self.quoted(key)):\(Self.quoted(value))")
  }

  /// Adds an integer field.
  mutating func add(_ key: String, _ value: Int) {
    fields.append("\(Self.quoted(key)):\(value)")
  }

  /// Adds an integer field, or `null`.
  mutating func add(_ key: String, _ value: Int?) {
    fields.append("\(Self.quoted(key)):\(value.map(String.init) ?? "null")")
  }

  /// Adds a boolean field.
  mutating func add(_ key: String, _ value: Bool) {
    fields.append("\(Self.quoted(key)):\(value)")
  }

  /// The object, without a newline.
  var text: String { "{" + fields.joined(separator: ",") + "}" }

  /// `string` as a JSON string literal: `"` and `\` escaped, control characters as `\n`,
  /// `\t`, `\r`, `\b`, `\f` or `\u00XX`; everything else (including non-ASCII) as is.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
