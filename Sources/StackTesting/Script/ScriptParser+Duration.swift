import StackTerminal

/// The `wait DURATION` command: a number and a unit written together, `120ms`, `1s`,
/// `1.5s`, `0.25s`. Durations are whole milliseconds from 0 to ``maximumWait``.
extension ScriptParser {
  /// The longest `wait`: a script is a test, not a timer.
  public static let maximumWait: Duration = .seconds(60)

  /// Other spellings of the units, and the unit scripts use.
  private static let unitAliases: [String: String] = [
    "sec": "s", "secs": "s", "second": "s", "seconds": "s",
    "msec": "ms", "msecs": "ms", "millisecond": "ms", "milliseconds": "ms",
  ]

  /// `wait DURATION`: `tokens[0]` is `wait`.
  func parseWait(_ tokens: [ScriptToken]) throws(LineError) -> ScriptAction {
    let head = tokens[0]
    guard tokens.count > 1, let word = tokens[1].word else {
      throw LineError(
        column: tokens.count > 1 ? tokens[1].column : head.column,
        message: "wait needs a duration, like wait 120ms or wait 1.5s")
    }
    let argument = tokens[1]
    if tokens.count > 2 {
      let extra = tokens[2]
      if let unit = extra.word, ["ms", "s"].contains(unit.lowercased()), Self.number(word) != nil {
        throw LineError(
          column: extra.column,
          message: "write the unit right after the number, like wait \(word)\(unit.lowercased())")
      }
      throw LineError(
        column: extra.column, message: "unexpected \(quotedToken(extra)) after the wait command")
    }
    let duration = try parseDuration(word, column: argument.column)
    return .wait(duration)
  }

  /// `wait-for "TEXT" [TIMEOUT]` and `wait-until-gone "TEXT" [TIMEOUT]`: `tokens[0]` is the
  /// command; the timeout is a duration as `wait` takes one (at most ``maximumWait``).
  func parseWaitForText(_ command: String, _ tokens: [ScriptToken]) throws(LineError)
    -> ScriptAction
  {
    guard tokens.count > 1, let text = tokens[1].string else {
      throw LineError(
        column: tokens.count > 1 ? tokens[1].column : tokens[0].column,
        message: "\(command) needs a quoted text, like \(command) \"loaded\" or "
          + "\(command) \"loaded\" 20s")
    }
    guard !text.isEmpty else {
      throw LineError(column: tokens[1].column, message: "\(command) needs a non-empty text")
    }
    var timeout: Duration?
    if tokens.count > 2 {
      guard let word = tokens[2].word else {
        throw LineError(
          column: tokens[2].column,
          message: "unexpected \(quotedToken(tokens[2])) after the \(command) text "
            + "(a timeout is a duration, like 20s)")
      }
      timeout = try parseDuration(word, column: tokens[2].column)
    }
    if tokens.count > 3 {
      throw LineError(
        column: tokens[3].column,
        message: "unexpected \(quotedToken(tokens[3])) after the \(command) command")
    }
    return command == "wait-for"
      ? .waitFor(text, timeout: timeout) : .waitUntilGone(text, timeout: timeout)
  }

  /// `NUMBER[.DIGITS]UNIT` with UNIT `ms` or `s` → a duration in whole milliseconds.
  private func parseDuration(_ word: String, column: Int) throws(LineError) -> Duration {
    let scalars = Array(word.unicodeScalars)
    var index = 0
    while index < scalars.count, Self.isDigitOrPoint(scalars[index]) { index += 1 }
    let numberText = ScriptToken.text(scalars[0..<index])
    let unit = ScriptToken.text(scalars[index...])
    let unitColumn = column + index
    let parts = numberText.split(separator: ".", omittingEmptySubsequences: false)
    if parts[0].count > 9 {
      throw LineError(
        column: column,
        message: "wait \(MessageText.escaped(word)) is too long "
          + "(at most \(ScriptAction.durationText(Self.maximumWait)))")
    }
    guard parts.count <= 2, let whole = Self.number(parts[0]),
      parts.count == 1 || parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) && !parts[1].isEmpty
    else {
      var message =
        "bad duration '\(MessageText.escaped(word))' (expected a number and a unit, "
        + "like 120ms or 1.5s)"
      if numberText.hasPrefix("."), !numberText.dropFirst().isEmpty,
        numberText.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
      {
        message += " (did you mean '0\(MessageText.escaped(word))'?)"
      }
      throw LineError(column: column, message: message)
    }
    let fraction = parts.count == 2 ? String(parts[1]) : ""
    guard unit == "ms" || unit == "s" else {
      throw unknownUnit(unit, number: numberText, column: unit.isEmpty ? column : unitColumn)
    }
    // Milliseconds: the fraction of a second may have 3 significant digits, of a millisecond none.
    let significant = unit == "s" ? 3 : 0
    let extraDigits = fraction.dropFirst(significant)
    guard extraDigits.allSatisfy({ $0 == "0" }) else {
      throw LineError(
        column: column,
        message: "wait \(MessageText.escaped(word)) is finer than a millisecond "
          + "(durations are whole milliseconds)")
    }
    let kept = String(fraction.prefix(significant))
    let padded = kept + String(repeating: "0", count: significant - kept.count)
    let milliseconds = whole * (unit == "s" ? 1000 : 1) + (Int(padded) ?? 0)
    let duration = Duration.milliseconds(milliseconds)
    guard duration <= Self.maximumWait else {
      throw LineError(
        column: column,
        message: "wait \(MessageText.escaped(word)) is too long "
          + "(at most \(ScriptAction.durationText(Self.maximumWait)))")
    }
    return duration
  }

  private func unknownUnit(_ unit: String, number: String, column: Int) -> LineError {
    if unit.isEmpty {
      return LineError(
        column: column,
        message: "missing unit in '\(MessageText.escaped(number))' "
          + "(write \(number)ms or \(number)s)")
    }
    var message = "unknown unit '\(MessageText.escaped(unit))' (expected ms or s"
    let lower = unit.lowercased()
    if let suggestion = ["ms", "s"].contains(lower) ? lower : Self.unitAliases[lower] {
      message += "; did you mean '\(number)\(suggestion)'?"
    }
    return LineError(column: column, message: message + ")")
  }

  private static func isDigitOrPoint(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == "."
  }
}
