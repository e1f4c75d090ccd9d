import StackTerminal

/// A failed `expect` or `expect-not` step, or a `wait-for` or `wait-until-gone` that timed
/// out: where it is, the text, and the screen at the time.
public struct ScriptExpectationFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The script's file name.
  public var file: String
  /// The 1-based line of the step.
  public var line: Int
  /// The 1-based column of the step.
  public var column: Int
  /// The text the step looked for.
  public var text: String
  /// True for `expect-not` (the text was on the screen but should not have been).
  public var isNegated: Bool
  /// The screen lines when the step ran (trailing spaces trimmed); for a wait that timed
  /// out, the last screen it saw.
  public var screen: [String]
  /// For a `wait-for` (or, with ``isNegated``, a `wait-until-gone`) that timed out: how long
  /// it waited. Nil for `expect` and `expect-not`.
  public var waited: Duration?

  /// Creates a failure.
  public init(
    file: String, line: Int, column: Int, text: String, isNegated: Bool, screen: [String],
    waited: Duration? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.text = text
    self.isNegated = isNegated
    self.screen = screen
    self.waited = waited
  }

  /// True when a line of ``screen`` contains `text`. Use it in a `catch where` clause instead
  /// of a closure: Swift 6.3.1 crashes compiling a typed `catch where` whose condition holds
  /// a closure using the error (see "When an expectation fails" in the testing article).
  ///
  /// ```swift
  /// do {
  ///   result = try runner.run(script)
  /// } catch where error.screenContains("row 2/20") {
  ///   // the failing screen showed row 2
  /// }
  /// ```
  public func screenContains(_ text: String) -> Bool {
    screen.contains { $0.contains(text) }
  }

  /// The first line, `FILE:LINE:COL: expect failed: "text" is not on the screen` (or
  /// `wait-for timed out after 30s: "text" is not on the screen`); the file name and the
  /// text are escaped and shortened (`MessageText`).
  public var summary: String {
    let quoted = MessageText.escaped(ScriptAction.quoted(text))
    let problem: String
    if let waited {
      let command = isNegated ? "wait-until-gone" : "wait-for"
      problem =
        "\(command) timed out after \(ScriptAction.durationText(waited)): \(quoted) "
        + (isNegated ? "is still on the screen" : "is not on the screen")
    } else {
      problem =
        isNegated
        ? "expect-not failed: \(quoted) is on the screen"
        : "expect failed: \(quoted) is not on the screen"
    }
    let file = MessageText.escaped(file, limit: MessageText.pathLimit)
    return "\(file):\(line):\(column): \(problem)"
  }

  /// ``summary``, then the screen between marker lines (control characters escaped).
  public var description: String {
    var lines = [summary, "--- screen ---"]
    lines += screen.map { MessageText.escapingControls(inMessage: $0) }
    lines.append("--- end of screen ---")
    return lines.joined(separator: "\n")
  }
}
