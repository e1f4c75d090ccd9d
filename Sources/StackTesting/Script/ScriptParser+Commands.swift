import StackCore
import StackTerminal

/// The command lines of the language: `resize`, `click`, `wheel`, `expect`, `expect-not`,
/// `snapshot`, `wait` (``parseWait(_:)``), `wait-for` and `wait-until-gone`
/// (``parseWaitForText(_:_:)``) (`type` goes with the keys, several to a line).
extension ScriptParser {
  /// A command line: `tokens[0]` is the command word.
  func parseCommand(
    _ command: String, _ tokens: [ScriptToken]
  ) throws(LineError) -> ScriptAction {
    let arguments = Array(tokens.dropFirst())
    let head = tokens[0]
    func extra(after count: Int) throws(LineError) {
      guard arguments.count > count else { return }
      let token = arguments[count]
      throw LineError(
        column: token.column,
        message: "unexpected \(quotedToken(token)) after the \(command) command")
    }
    switch command {
    case "resize":
      guard let argument = arguments.first, let word = argument.word else {
        throw LineError(
          column: arguments.first?.column ?? head.column,
          message: "resize needs a size, like resize 40x12")
      }
      let size = try parseSize(word, column: argument.column)
      try extra(after: 1)
      return .resize(size)
    case "click":
      guard arguments.count >= 2, let columnWord = arguments[0].word,
        let rowWord = arguments[1].word
      else {
        throw LineError(
          column: head.column, message: "click needs a column and a row, like click 10 5")
      }
      let x = try cellNumber(columnWord, what: "column", column: arguments[0].column)
      let y = try cellNumber(rowWord, what: "row", column: arguments[1].column)
      try extra(after: 2)
      return .click(Point(x: x, y: y))
    case "wheel":
      return try parseWheel(arguments, head: head, extra: extra)
    case "wait":
      return try parseWait(tokens)
    case "wait-for", "wait-until-gone":
      return try parseWaitForText(command, tokens)
    case "expect", "expect-not":
      guard let argument = arguments.first, let text = argument.string else {
        throw LineError(
          column: arguments.first?.column ?? head.column,
          message: "\(command) needs a quoted text, like \(command) \"Row 3\"")
      }
      guard !text.isEmpty else {
        throw LineError(column: argument.column, message: "\(command) needs a non-empty text")
      }
      try extra(after: 1)
      return command == "expect" ? .expect(text) : .expectNot(text)
    default:
      guard let argument = arguments.first, let name = argument.word else {
        throw LineError(
          column: arguments.first?.column ?? head.column,
          message: "snapshot needs a name, like snapshot after-scroll")
      }
      guard Self.isSnapshotName(name) else {
        throw LineError(
          column: argument.column,
          message: "bad snapshot name '\(MessageText.escaped(name))' "
            + "(use letters, digits, '-', '_' and '.')")
      }
      try extra(after: 1)
      return .snapshot(name)
    }
  }

  private func parseWheel(
    _ arguments: [ScriptToken], head: ScriptToken, extra: (Int) throws(LineError) -> Void
  ) throws(LineError) -> ScriptAction {
    guard let argument = arguments.first, let word = argument.word else {
      throw LineError(
        column: arguments.first?.column ?? head.column,
        message: "wheel needs a direction, like wheel down or wheel up 3")
    }
    guard let direction = ScriptAction.WheelDirection(rawValue: word) else {
      throw LineError(
        column: argument.column,
        message: "bad wheel direction '\(MessageText.escaped(word))' (expected up or down)")
    }
    var notches = 1
    if arguments.count > 1 {
      let countToken = arguments[1]
      guard let text = countToken.word, let count = Self.number(text),
        (1...Self.maximumNotches).contains(count)
      else {
        throw LineError(
          column: countToken.column,
          message: "bad notch count \(quotedToken(countToken)) "
            + "(expected a number from 1 to \(Self.maximumNotches))")
      }
      notches = count
    }
    try extra(2)
    return .wheel(direction, notches: notches)
  }

  /// `WIDTHxHEIGHT`, each 1...maximumDimension.
  private func parseSize(_ word: String, column: Int) throws(LineError) -> Size {
    let parts = word.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Self.number(parts[0]), let height = Self.number(parts[1])
    else {
      throw LineError(
        column: column,
        message: "bad size '\(MessageText.escaped(word))' (expected WIDTHxHEIGHT, like 40x12)")
    }
    let range = 1...Self.maximumDimension
    guard range.contains(width), range.contains(height) else {
      throw LineError(
        column: column,
        message: "size \(MessageText.escaped(word)) is out of range (width and height must be 1 to "
          + "\(Self.maximumDimension))")
    }
    return Size(width: width, height: height)
  }

  /// A 0-based cell coordinate.
  private func cellNumber(_ word: String, what: String, column: Int) throws(LineError) -> Int {
    guard let value = Self.number(word), value <= 9_999 else {
      throw LineError(
        column: column,
        message: "bad \(what) '\(MessageText.escaped(word))' (expected a number from 0, 0-based)")
    }
    return value
  }

  /// A decimal number made of ASCII digits only (no sign), or nil.
  package static func number<S: StringProtocol>(_ text: S) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }

  /// Letters, digits, `-`, `_`, `.` (ASCII).
  static func isSnapshotName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_.".unicodeScalars.contains(scalar))
      }
  }
}
