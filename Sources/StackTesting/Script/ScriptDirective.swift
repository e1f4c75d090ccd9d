import StackTerminal

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

extension ScriptDirective {
  /// `# name: value` → a directive, for a comment-only line (as scalars); nil for any other
  /// line.
  init?(parsing line: [Unicode.Scalar], line number: Int) {
    var index = 0
    while index < line.count && ScriptToken.isBlank(line[index]) { index += 1 }
    guard index < line.count, line[index] == "#" else { return nil }
    index += 1
    while index < line.count && ScriptToken.isBlank(line[index]) { index += 1 }
    let nameStart = index
    while index < line.count, Self.isDirectiveNameCharacter(line[index], first: index == nameStart)
    {
      index += 1
    }
    guard index > nameStart, index < line.count, line[index] == ":" else { return nil }
    let name = ScriptToken.text(line[nameStart..<index])
    index += 1
    guard index < line.count, ScriptToken.isBlank(line[index]) else { return nil }
    while index < line.count && ScriptToken.isBlank(line[index]) { index += 1 }
    var end = line.count
    while end > index && ScriptToken.isBlank(line[end - 1]) { end -= 1 }
    guard end > index else { return nil }
    self.init(
      name: name, value: ScriptToken.text(line[index..<end]), line: number, column: index + 1)
  }

  private static func isDirectiveNameCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
    guard scalar.isASCII else { return false }
    let ascii = scalar.value
    let isLetter = ascii >= 0x61 && ascii <= 0x7A
    if first { return isLetter }
    return isLetter || (ascii >= 0x30 && ascii <= 0x39) || ascii == 0x2D
  }
}
