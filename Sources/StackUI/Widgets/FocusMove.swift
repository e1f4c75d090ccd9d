import StackCore

/// A move of the focus between the parts of a ``FocusGroup``: what its focus keys do.
public enum FocusMove: Sendable, Hashable {
  /// To the next part that takes the focus (after the last: the first).
  case next
  /// To the previous part that takes the focus (before the first: the last).
  case previous
}

extension KeyMap where Action == FocusMove {
  /// Tab moves the focus to the next part, Shift-Tab to the previous one.
  public static var focus: KeyMap {
    KeyMap(declared: [
      KeyMapEntry(
        help: "next / previous part",
        commands: [
          KeyCommand("focus-next", keys: [.tab], action: .next),
          KeyCommand("focus-previous", keys: [.backTab], action: .previous),
        ])
    ])
  }
}
