import StackTerminal

/// The text of a script file before parsing: UTF-8 decoding with the position of the first
/// bad byte, and the split into lines.
enum ScriptSource {
  /// The bytes as text. A leading byte order mark is dropped (some editors write one).
  ///
  /// - Throws: ``ScriptError`` at the line and column (in scalars, counted like the parser's
  ///   columns) of the first byte that is not part of valid UTF-8.
  static func decode(_ bytes: some Collection<UInt8>, file: String) throws(ScriptError) -> String {
    var text = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    var line = 1
    var column = 1
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        let isByteOrderMark = offset == 0 && scalar == "\u{FEFF}"
        offset += encoded.count
        if isByteOrderMark { continue }
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        text.unicodeScalars.append(scalar)
      case .error:
        let badByte = bytes.dropFirst(offset).first.map { Self.hex($0) } ?? "?"
        throw ScriptError(
          file: file, line: line, column: column,
          message: "the script is not valid UTF-8 (byte \(badByte) at offset \(offset)); "
            + "save it as UTF-8")
      case .emptyInput:
        break loop
      }
    }
    return text
  }

  /// The lines of `text` as scalars. Only a line feed ends a line, and a carriage return
  /// just before one (CRLF) or at the very end is dropped; vertical tab, form feed, NEL,
  /// U+2028 and U+2029 are ordinary characters, so line numbers match what editors show.
  static func lines(of text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    func finish() {
      if current.last == "\r" { current.removeLast() }
      lines.append(current)
      current = []
    }
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        finish()
      } else {
        current.append(scalar)
      }
    }
    finish()
    return lines
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
  }
}
