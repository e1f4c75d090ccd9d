import StackUI

extension LineEditor {
  /// Text as a line can hold it: line breaks as `newlines` says (nil when it refuses them),
  /// a tab as one space, every other control character (C0, DEL, C1) and the format
  /// characters that reorder text (bidirectional controls) dropped.
  ///
  /// ```swift
  /// LineEditor.sanitized("a\nb\tc\u{1B}[0m", newlines: .spaces)  // "a b c[0m"
  /// LineEditor.sanitized("a\nb", newlines: .refuse)              // nil
  /// ```
  public static func sanitized(_ string: String, newlines: NewlineRule) -> String? {
    var needsWork = false
    for scalar in string.unicodeScalars where isUnwanted(scalar) {
      needsWork = true
      break
    }
    guard needsWork else { return string }
    var result = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in string.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
        if newlines == .refuse { return nil }
        if scalar == "\n" && previousWasCarriageReturn { continue }  // \r\n is one break.
        result.append(" ")
      case "\t":
        result.append(" ")
      default:
        if !isUnwanted(scalar) { result.append(scalar) }
      }
    }
    return String(result)
  }

  /// Controls, line breaks and bidirectional format characters.
  private static func isUnwanted(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// The start of the word before `index`: back over whitespace, then over the rest.
  package func wordStart(before index: String.Index) -> String.Index {
    var start = index
    while start > text.startIndex, text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    return start
  }

  /// The end of the word after `index`: forward over whitespace, then over the rest.
  package func wordEnd(after index: String.Index) -> String.Index {
    var end = index
    while end < text.endIndex, text[end].isWhitespace { end = text.index(after: end) }
    while end < text.endIndex, !text[end].isWhitespace { end = text.index(after: end) }
    return end
  }
}
