import StackCore

extension KeyHelpSection {
  /// The keys that move a list (of ``KeyMap/standard``: ↑↓ k j, PgUp PgDn, Home End) under
  /// `title`, for the help of an app whose list only moves — Enter and ← → mean something
  /// else there, or nothing.
  ///
  /// ```swift
  /// footer.sections = { layers.map(\.helpSection) + [.listMoves()] }
  /// ```
  public static func listMoves(title: String = "List") -> KeyHelpSection {
    let entries: [KeyMapEntry<StackAction>] = [.moveSelection, .page, .firstAndLastRow]
    return KeyHelpSection(title: title, lines: entries.compactMap(\.helpLine))
  }
}
