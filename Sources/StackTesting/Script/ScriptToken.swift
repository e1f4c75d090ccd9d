import StackTerminal

/// One token of a script line: a bare word or a double-quoted string (escapes decoded).
struct ScriptToken: Equatable {
  /// What the token is.
  enum Kind: Equatable {
    /// A run of characters up to whitespace.
    case word(String)
    /// A `"..."` string, with `\"` and `\\` decoded.
    case string(String)
  }

  /// The token.
  let kind: Kind
  /// The 1-based column of its first scalar.
  let column: Int

  /// The word, or nil for a string.
  var word: String? {
    if case .word(let word) = kind { return word }
    return nil
  }

  /// The string's text, or nil for a word.
  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// Splits one line into tokens. Whitespace (spaces, tabs) separates tokens; a `#` at the
  /// start of a token begins a comment that runs to the end of the line; inside quotes `#`
  /// and whitespace are ordinary characters. Throws `(column, message)` for a malformed
  /// string.
  ///
  /// The line is read scalar by scalar, not by `Character`: a space or a quote followed by a
  /// combining mark is one grapheme cluster, but still a separator or a quote here (the mark
  /// starts the next token, or the string's text), as the recorder writes it.
  static func split(_ line: [Unicode.Scalar]) throws(LineError) -> [ScriptToken] {
    var tokens: [ScriptToken] = []
    var index = 0
    while index < line.count {
      let character = line[index]
      if isBlank(character) {
        index += 1
        continue
      }
      if character == "#" { break }
      let start = index
      if character == "\"" {
        let text = try readString(line, from: &index)
        tokens.append(ScriptToken(kind: .string(text), column: start + 1))
      } else {
        while index < line.count && !isBlank(line[index]) { index += 1 }
        tokens.append(ScriptToken(kind: .word(text(line[start..<index])), column: start + 1))
      }
    }
    return tokens
  }

  /// Reads a string starting at the opening quote at `index`; leaves `index` after the
  /// closing quote.
  private static func readString(
    _ line: [Unicode.Scalar], from index: inout Int
  ) throws(LineError) -> String {
    let start = index
    var text = ""
    index += 1
    while index < line.count {
      let character = line[index]
      if character == "\\" {
        guard index + 1 < line.count else { break }
        let escaped = line[index + 1]
        guard escaped == "\"" || escaped == "\\" else {
          throw LineError(
            column: index + 1,
            message: "unknown escape '\\\(MessageText.escaped(String(escaped)))' in a string "
              + "(only \\\" and \\\\ are allowed)")
        }
        text.unicodeScalars.append(escaped)
        index += 2
      } else if character == "\"" {
        index += 1
        if index < line.count && !isBlank(line[index]) {
          throw LineError(
            column: index + 1, message: "expected a space after the closing quote")
        }
        return text
      } else {
        text.unicodeScalars.append(character)
        index += 1
      }
    }
    throw LineError(column: start + 1, message: "unterminated string (no closing \")")
  }

  /// True for the scalars that separate tokens.
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  /// The scalars as a string.
  static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }
}

/// A problem at a column of the line being parsed (the parser adds the file and line).
struct LineError: Error {
  /// The 1-based column.
  let column: Int
  /// What is wrong.
  let message: String
}
