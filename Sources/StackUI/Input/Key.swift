import StackCore

/// A key the user pressed, independent of how the terminal encoded it.
///
/// Every key has a canonical script ``name`` (used by key bindings, scripts and tests), and
/// ``init(name:)`` parses those names back:
///
/// ```swift
/// Key.pageUp.name            // "pgup"
/// Key.character(" ").name    // "space"
/// Key(name: "ctrl-b")        // .ctrl("b")
/// Key(name: "G")             // .character("G")
/// ```
public enum Key: Hashable, Sendable {
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Shift and arrow up (named `shift-up`; terminals send `ESC [1;2A`).
  case shiftUp
  /// Shift and arrow down (`shift-down`).
  case shiftDown
  /// Shift and arrow left (`shift-left`).
  case shiftLeft
  /// Shift and arrow right (`shift-right`).
  case shiftRight
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter / Return.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Escape.
  case escape
  /// Backspace.
  case backspace
  /// Delete (forward delete).
  case delete
  /// Insert.
  case insert
  /// Function key F1...F12.
  case function(Int)
  /// Control plus a letter, `"a"...."z"` (Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as
  /// ``backspace``, ``tab`` and ``enter``, because terminals send the same bytes).
  case ctrl(Character)
  /// A printable character, including `" "` (named `"space"`).
  case character(Character)

  /// The canonical script name: `up down left right pgup pgdn home end enter space tab
  /// backtab esc backspace delete insert shift-up shift-down shift-left shift-right`,
  /// `f1`...`f12`, `ctrl-a`...`ctrl-z`, or the character itself for any other printable
  /// character.
  ///
  /// Keys outside the documented ranges (``function(_:)`` beyond 1...12, ``ctrl(_:)`` with
  /// something other than a lowercase ASCII letter) still get a name in the same pattern,
  /// but ``init(name:)`` does not accept it.
  public var name: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .shiftUp: "shift-up"
    case .shiftDown: "shift-down"
    case .shiftLeft: "shift-left"
    case .shiftRight: "shift-right"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .home: "home"
    case .end: "end"
    case .enter: "enter"
    case .tab: "tab"
    case .backTab: "backtab"
    case .escape: "esc"
    case .backspace: "backspace"
    case .delete: "delete"
    case .insert: "insert"
    case .function(let number): "f\(number)"
    case .ctrl(let letter): "ctrl-\(letter)"
    case .character(" "): "space"
    case .character(let character): String(character)
    }
  }

  /// Parses a canonical ``name`` (case-sensitive, exact): `"pgup"` is ``pageUp``,
  /// `"space"` is `.character(" ")`, `"f5"` is `.function(5)`, `"ctrl-x"` is `.ctrl("x")`,
  /// and a single printable character other than a space is `.character` of itself.
  /// Returns nil for anything else (`"PgUp"`, `"f13"`, `"ctrl-A"`, `" "`, `""`, `"\n"`).
  public init?(name: String) {
    if let named = Key.named[name] {
      self = named
    } else if let number = Key.functionNumber(name) {
      self = .function(number)
    } else if let letter = Key.controlLetter(name) {
      self = .ctrl(letter)
    } else if name.count == 1, let character = name.first, character != " ",
      Key.isPrintable(character)
    {
      self = .character(character)
    } else {
      return nil
    }
  }

  /// The keys with a fixed word as their name, in the order ``name`` lists them.
  package static let namedKeys: [Key] = [
    .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .character(" "), .tab,
    .backTab, .escape, .backspace, .delete, .insert, .shiftUp, .shiftDown, .shiftLeft, .shiftRight,
  ]

  /// ``namedKeys`` by name.
  private static let named: [String: Key] = Dictionary(
    uniqueKeysWithValues: namedKeys.map { ($0.name, $0) })

  /// `n` for `"f<n>"` with `n` in 1...12 written without leading zeros.
  private static func functionNumber(_ name: String) -> Int? {
    guard name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number),
      name == "f\(number)"
    else { return nil }
    return number
  }

  /// The letter of `"ctrl-<letter>"` with a lowercase ASCII letter.
  private static func controlLetter(_ name: String) -> Character? {
    guard name.hasPrefix("ctrl-") else { return nil }
    let rest = name.dropFirst(5)
    guard rest.count == 1, let letter = rest.first, isControlLetter(letter) else { return nil }
    return letter
  }

  /// True for `"a"...."z"`.
  package static func isControlLetter(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= 0x61 && ascii <= 0x7A
  }

  /// True when `character` is something a terminal can show: its first scalar is not one
  /// that messages escape (`MessageText.needsEscape(_:)`: control characters, format
  /// characters, line and paragraph separators, lone surrogates, unassigned code points).
  package static func isPrintable(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return !MessageText.needsEscape(first)
  }
}
