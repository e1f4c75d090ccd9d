import StackCore
import StackTerminal

/// Parses `.keys` script text into a ``KeyScript``; the first mistake throws a
/// ``ScriptError`` (`FILE:LINE:COL: message`), so nothing runs from a script with an error.
///
/// The language, one step per line:
///
/// ```text
/// # screen: list            (a directive: "# name: value" in the leading comments)
/// down*5 enter              keys by name, "*N" repeats, several per line
/// type "hello \"world\""    each character a key; escapes \" and \\
/// resize 40x12              resize the terminal
/// click 10 5                press + release at column 10, row 5 (0-based)
/// wheel down 3              3 wheel notches (default 1)
/// expect "Row 5"            fail unless the screen shows the text
/// expect-not "Row 0"        fail if it does
/// snapshot after-scroll     keep the screen under a name
/// wait 120ms                let time pass: 120ms, 1s, 1.5s (whole ms, at most 60s)
/// wait-for "loaded"         wait until the screen shows the text (optional timeout: 20s)
/// wait-until-gone "loading" wait until it no longer does
/// ```
///
/// `snapshot`, `expect` and `expect-not` see the screen after every animation has finished,
/// unless they follow a `wait`, `wait-for` or `wait-until-gone` with no input or `resize` in
/// between: they then see the screen as it is at the end of the wait. `wait-for` and
/// `wait-until-gone` look at every frame as it is drawn and fail after their timeout
/// (default ``ScriptRunner/waitTimeout``, a ceiling that only catches a hang) with the
/// screen they last saw. The end of a script always sees finished
/// animations.
///
/// Key names: `up down left right pgup pgdn home end enter space tab backtab esc backspace
/// delete insert`, `f1`...`f12`, `ctrl-a`...`ctrl-z`, or one printable character (`#` and
/// `"` only through `type`, because they start comments and strings).
public struct ScriptParser: Sendable {
  /// The file name used in errors.
  public let file: String
  /// The largest `*N` repetition.
  public static let maximumRepeat = 10_000
  /// The largest number of wheel notches in one step.
  public static let maximumNotches = 1_000
  /// The largest terminal width or height for `resize`.
  public static let maximumDimension = 1_000

  /// Creates a parser whose errors name `file`.
  public init(file: String) {
    self.file = file
  }

  /// Parses `text` as the contents of `file`.
  public static func parse(_ text: String, file: String) throws(ScriptError) -> KeyScript {
    try ScriptParser(file: file).parse(text)
  }

  /// Parses the bytes of a script file: UTF-8 (a leading byte order mark is skipped). Bytes
  /// that are not UTF-8 are an error at the line and column of the first bad byte.
  public static func parse(bytes: some Collection<UInt8>, file: String) throws(ScriptError)
    -> KeyScript
  {
    let text = try ScriptSource.decode(bytes, file: file)
    return try ScriptParser(file: file).parse(text)
  }

  /// Parses a whole script.
  ///
  /// Lines end at a line feed (a carriage return before it, as in CRLF files, is dropped);
  /// no other character ends a line, so line numbers are the ones editors show. Columns count
  /// Unicode scalars from 1.
  public func parse(_ text: String) throws(ScriptError) -> KeyScript {
    var steps: [KeyScript.Step] = []
    var directives: [ScriptDirective] = []
    var snapshotLines: [String: Int] = [:]
    for (offset, scalars) in ScriptSource.lines(of: text).enumerated() {
      let line = offset + 1
      do throws(LineError) {
        let tokens = try ScriptToken.split(scalars)
        if tokens.isEmpty {
          if steps.isEmpty, let directive = ScriptDirective(parsing: scalars, line: line) {
            directives.append(directive)
          }
          continue
        }
        let parsed = try parseLine(tokens)
        for (column, action) in parsed {
          if case .snapshot(let name) = action {
            if let first = snapshotLines[name] {
              throw LineError(
                column: column,
                message: "duplicate snapshot name '\(MessageText.escaped(name))' "
                  + "(first used on line \(first))")
            }
            snapshotLines[name] = line
          }
          steps.append(KeyScript.Step(line: line, column: column, action: action))
        }
      } catch {
        throw ScriptError(file: file, line: line, column: error.column, message: error.message)
      }
    }
    return KeyScript(file: file, steps: steps, directives: directives)
  }

  /// The name in `names` closest to `word` (edit distance with transpositions, at most half
  /// the longer length), for "did you mean" hints in an app's own checks of a script. A word
  /// of more than 32 Unicode scalars gets no suggestion (this bounds the cost).
  public static func closest(to word: String, among names: [String]) -> String? {
    ScriptSuggestion.closest(to: word, among: names)
  }

  // MARK: Lines

  /// The steps of one non-empty line, with their columns.
  private func parseLine(_ tokens: [ScriptToken]) throws(LineError) -> [(Int, ScriptAction)] {
    if let command = tokens[0].word, command != "type",
      ScriptAction.commandNames.contains(command)
    {
      return [(tokens[0].column, try parseCommand(command, tokens))]
    }
    var steps: [(Int, ScriptAction)] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      guard let word = token.word else {
        throw LineError(
          column: token.column,
          message: "unexpected string (to type text, write type \(quotedToken(token)))")
      }
      if word == "type" {
        guard index < tokens.count, let text = tokens[index].string else {
          throw LineError(
            column: index < tokens.count ? tokens[index].column : token.column,
            message: "type needs a quoted text, like type \"hello\"")
        }
        try checkTypable(text, column: tokens[index].column)
        index += 1
        steps.append((token.column, .type(text)))
      } else if ScriptAction.commandNames.contains(word) {
        throw LineError(
          column: token.column, message: "'\(word)' is a command and must start its own line")
      } else {
        steps.append((token.column, try parseKey(word, column: token.column)))
      }
    }
    return steps
  }

  /// A key token: a key name with an optional `*N`.
  private func parseKey(_ word: String, column: Int) throws(LineError) -> ScriptAction {
    if let key = Key(name: word) { return .key(key, count: 1) }
    guard let star = word.lastIndex(of: "*"), star > word.startIndex else {
      throw unknownKey(word, column: column)
    }
    let name = String(word[..<star])
    let countText = String(word[word.index(after: star)...])
    guard let key = Key(name: name) else { throw unknownKey(name, column: column) }
    let countColumn = column + word.distance(from: word.startIndex, to: star) + 1
    guard !countText.isEmpty else {
      throw LineError(column: countColumn - 1, message: "missing repeat count after '*'")
    }
    guard let count = Self.number(countText), (1...Self.maximumRepeat).contains(count) else {
      throw LineError(
        column: countColumn,
        message: "bad repeat count '\(MessageText.escaped(countText))' "
          + "(expected a number from 1 to \(Self.maximumRepeat))")
    }
    return .key(key, count: count)
  }

  private func unknownKey(_ word: String, column: Int) -> LineError {
    var message = "unknown key '\(MessageText.escaped(word))'"
    if let suggestion = ScriptSuggestion.suggestion(for: word) {
      message += " (did you mean '\(suggestion)'?)"
    } else if word.count > 1 {
      message += " (to press several keys, separate them with spaces)"
    }
    return LineError(column: column, message: message)
  }

  /// Checks that every scalar of a `type` text is a key a terminal can send.
  private func checkTypable(_ text: String, column: Int) throws(LineError) {
    guard !text.isEmpty else {
      throw LineError(column: column, message: "type needs at least one character")
    }
    for scalar in text.unicodeScalars where !Key.isPrintable(Character(scalar)) {
      let code = String(scalar.value, radix: 16, uppercase: true)
      throw LineError(
        column: column,
        message: "cannot type U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) "
          + "(not a printable character)")
    }
  }

  /// A token as it was written, for messages (escaped and shortened).
  func quotedToken(_ token: ScriptToken) -> String {
    switch token.kind {
    case .word(let word): "'\(MessageText.escaped(word))'"
    case .string(let text): MessageText.escaped(ScriptAction.quoted(text))
    }
  }
}
