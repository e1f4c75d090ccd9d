import StackTerminal

/// A mistake in a script, located at a line and column: its ``description`` is
/// `FILE:LINE:COL: message`, the form compilers use, so editors can jump to it.
///
/// ```swift
/// ScriptError(file: "demo/x.keys", line: 3, column: 1,
///             message: "unknown key 'dwon' (did you mean 'down'?)").description
/// // "demo/x.keys:3:1: unknown key 'dwon' (did you mean 'down'?)"
/// ```
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The script's file name as given to the parser.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars, of the offending token.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE:COL: message`, safe to print on a terminal: control characters in the file
  /// name and the message are escaped (`MessageText`).
  public var description: String {
    let file = MessageText.escaped(file, limit: MessageText.pathLimit)
    return "\(file):\(line):\(column): \(MessageText.escapingControls(inMessage: message))"
  }
}
