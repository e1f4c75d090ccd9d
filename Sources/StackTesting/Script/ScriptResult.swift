import StackTerminal

/// What `ScriptRunner.run(_:)` produced.
public struct ScriptResult: Sendable, Equatable {
  /// The `snapshot` steps' screens, in order.
  public var snapshots: [ScriptSnapshot]
  /// The screen after the last step (or when the app quit), one string per terminal line.
  public var finalScreen: [String]
  /// The line of the step during which the app quit, or nil when it ran to the end.
  public var quitLine: Int?
  /// What the contrast check found over every screen the run showed (the first screen and
  /// the screen after each step), or nil when no check ran (no ``ScriptRunner/contrastCheck``
  /// and no `# contrast:` directive).
  public var contrast: ContrastReport?

  /// Creates a result.
  public init(
    snapshots: [ScriptSnapshot], finalScreen: [String], quitLine: Int? = nil,
    contrast: ContrastReport? = nil
  ) {
    self.snapshots = snapshots
    self.finalScreen = finalScreen
    self.quitLine = quitLine
    self.contrast = contrast
  }
}
