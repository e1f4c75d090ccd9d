/// Bytes from outside the program — a file name, a command line — as text for one row: what
/// they say, and nothing a terminal would act on.
///
/// Names on Unix are bytes, not text: a name may hold bytes that are not UTF-8, a line feed, an
/// escape sequence. ``escaped(_:)`` keeps every name apart from every other and on one line:
/// - a byte that is not part of valid UTF-8 is `\xNN` (two upper-case hexadecimal digits);
/// - a line feed, carriage return and tab are `\n`, `\r` and `\t`; the other C0 controls and
///   DEL are `\xNN` (ESC is `\x1B`), so an escape sequence is only text;
/// - a backslash is doubled (`\\`), so a name cannot pass for another name's escape;
/// - the other scalars a terminal does not simply show (C1 controls, bidirectional overrides
///   and other format characters, line and paragraph separators, unassigned code points) are
///   `\u{HEX}`, as ``MessageText`` writes them.
///
/// ```swift
/// ByteText.escaped(Array("notes.txt".utf8))          // "notes.txt"
/// ByteText.escaped([0x61, 0xFF, 0x0A, 0x62])          // "a\\xFF\\nb"
/// ByteText.escaped(Array("\u{1B}]0;title\u{07}".utf8)) // "\\x1B]0;title\\x07"
/// ```
public enum ByteText {
  /// `bytes` decoded as UTF-8 and escaped by the rules of ``ByteText``: one line, every
  /// byte accounted for.
  public static func escaped<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    var text = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        append(Unicode.UTF8.decode(encoded), to: &text)
        offset = bytes.index(offset, offsetBy: encoded.count)
      case .error(let length):
        let end = bytes.index(offset, offsetBy: length)
        for byte in bytes[offset..<end] { appendHex(byte, to: &text) }
        offset = end
      case .emptyInput:
        return text
      }
    }
  }

  /// Appends `scalar` to `text`, escaped when it is a control, a backslash or a scalar
  /// ``MessageText`` escapes.
  private static func append(_ scalar: Unicode.Scalar, to text: inout String) {
    switch scalar {
    case "\\": text += "\\\\"
    case "\n": text += "\\n"
    case "\r": text += "\\r"
    case "\t": text += "\\t"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        appendHex(UInt8(scalar.value), to: &text)
      } else if MessageText.needsEscape(scalar) {
        text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
  }

  /// Appends `\xNN` for `byte`.
  private static func appendHex(_ byte: UInt8, to text: inout String) {
    text += "\\x"
    text.append(hexDigits[Int(byte >> 4)])
    text.append(hexDigits[Int(byte & 0xF)])
  }

  private static let hexDigits: [Character] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
  ]
}
