import StackCore

/// One layer of a screen's key help: a title (the part or the screen the keys belong to)
/// and its lines.
///
/// A screen made of parts shows its help as sections, in the order keys are tried: the
/// focused part's keys, the screen's (``FocusGroup/helpSections``), then the app's.
///
/// ```swift
/// KeyHelpSection(title: "Files", lines: KeyMap<StackAction>.standard.helpLines)
/// ```
public struct KeyHelpSection: Sendable, Hashable {
  /// What the keys belong to (`"Files"`, `"Screen"`, `"App"`).
  public var title: String
  /// The keys and what they do.
  public var lines: [KeyHelpLine]

  /// A section titled `title` listing `lines`.
  public init(title: String, lines: [KeyHelpLine]) {
    self.title = title
    self.lines = lines
  }
}
