/// A `# name: value` line in the comment block at the top of a script, such as
/// `# screen: list`. The script language keeps them for the app that runs the script.
public struct ScriptDirective: Sendable, Equatable {
  /// The name: lowercase letters, digits and `-`, starting with a letter.
  public var name: String
  /// The value, trimmed.
  public var value: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column of the value (for error messages about it).
  public var column: Int

  /// Creates a directive.
  public init(name: String, value: String, line: Int, column: Int) {
    self.name = name
    self.value = value
    self.line = line
    self.column = column
  }
}
