import StackCore

/// How keys are written in a help listing: the one ``Key`` → label function, and lists of keys.
extension Key {
  /// The key as a help listing writes it: arrows as `↑ ↓ ← →`, `PgUp`, `PgDn`, `Home`, `End`,
  /// `Enter`, `Space`, `Tab`, `Shift-Tab`, `Esc`, `Backspace`, `Delete`, `Insert`, `F1`...,
  /// control keys as `^B`, and any other character as itself.
  public var helpLabel: String {
    switch self {
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .shiftUp: "Shift-↑"
    case .shiftDown: "Shift-↓"
    case .shiftLeft: "Shift-←"
    case .shiftRight: "Shift-→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .function(let number): "F\(number)"
    case .ctrl(let letter): "^" + letter.uppercased()
    case .character(" "): "Space"
    case .character(let character): String(character)
    }
  }

  /// `keys` written with ``helpLabel``, separated by `separator`; an up arrow directly
  /// followed by a down arrow is written `↑↓`, the usual shorthand for "up or down" (left and
  /// right stay apart: `←→` reads as one double arrow).
  ///
  /// ```swift
  /// Key.helpLabel(of: [.up, .down, .character("k"), .character("j")])   // "↑↓ k j"
  /// Key.helpLabel(of: [.character("d"), .delete], separator: " / ")    // "d / Delete"
  /// ```
  public static func helpLabel(of keys: [Key], separator: String = " ") -> String {
    var text = ""
    for (index, key) in keys.enumerated() {
      if index > 0 && !(key == .down && keys[index - 1] == .up) { text += separator }
      text += key.helpLabel
    }
    return text
  }
}
