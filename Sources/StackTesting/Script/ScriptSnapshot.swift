import StackTerminal

/// A screen kept by a `snapshot NAME` step.
public struct ScriptSnapshot: Sendable, Equatable {
  /// The name given in the script.
  public var name: String
  /// The line of the `snapshot` step.
  public var line: Int
  /// The screen, one string per terminal line (trailing spaces trimmed, wide characters
  /// once: what `tmux capture-pane -p` prints).
  public var lines: [String]

  /// Creates a snapshot.
  public init(name: String, line: Int, lines: [String]) {
    self.name = name
    self.line = line
    self.lines = lines
  }
}
