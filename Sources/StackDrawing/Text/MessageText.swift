/// Makes user-supplied text safe to quote in a message printed on a terminal: control
/// characters and other invisible scalars become `\u{1B}`-style escapes, and very long text
/// is shortened, so a script (or a file name, or an argument) cannot send escape sequences to
/// the user's terminal through an error message, nor flood it.
///
/// Every message that quotes user input goes through this type: script errors, `expect`
/// failures, directive errors and the command line's own messages.
///
/// ```swift
/// MessageText.escaped("\u{1B}]0;PWNED\u{07}")   // "\\u{1B}]0;PWNED\\u{7}"
/// MessageText.escaped(String(repeating: "x", count: 100))   // 64 x, then "… (36 more)"
/// ```
public enum MessageText {
  /// How many scalars of the text a message shows by default before shortening it.
  public static let standardLimit = 64
  /// How many scalars of a file name a message shows before shortening it.
  public static let pathLimit = 1_024

  /// `text` with every scalar a terminal does not simply show (C0 and C1 controls, DEL,
  /// format characters, line and paragraph separators, unassigned code points) written as
  /// `\u{HEX}`, cut after `limit` scalars of the original text with `…` and how many scalars
  /// were left out.
  public static func escaped(_ text: String, limit: Int = standardLimit) -> String {
    escaped(text[...], limit: limit)
  }

  /// ``escaped(_:limit:)`` for a substring.
  public static func escaped(_ text: Substring, limit: Int = standardLimit) -> String {
    var result = ""
    var shown = 0
    var index = text.unicodeScalars.startIndex
    let scalars = text.unicodeScalars
    while index < scalars.endIndex {
      guard shown < max(0, limit) else {
        return result + "… (\(scalars[index...].count) more)"
      }
      let scalar = scalars[index]
      append(scalar, to: &result)
      shown += 1
      index = scalars.index(after: index)
    }
    return result
  }

  /// Escapes control characters (but keeps line feeds) in a whole message, for the last
  /// line of defence where messages are written: text from libraries that quote their input
  /// raw (an argument parser's "unknown option") gets the same treatment. Not shortened.
  public static func escapingControls(inMessage message: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(message.unicodeScalars.count)
    for scalar in message.unicodeScalars {
      if scalar == "\n" {
        result.unicodeScalars.append(scalar)
      } else {
        append(scalar, to: &result)
      }
    }
    return result
  }

  /// Appends `scalar` to `text`, as `\u{HEX}` when ``needsEscape(_:)``.
  static func append(_ scalar: Unicode.Scalar, to text: inout String) {
    if needsEscape(scalar) {
      text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    } else {
      text.unicodeScalars.append(scalar)
    }
  }

  /// True for scalars a terminal does not simply show: C0 and C1 controls and DEL (escape
  /// sequences start with them), format characters (bidirectional overrides, zero-width
  /// joiners), line and paragraph separators and unassigned code points.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      true
    default:
      false
    }
  }
}
