import StackCore

/// Where each bound key's command is in a ``KeyMap``: the keys pressed most — the named keys
/// (arrows, pages, Enter, …) and ASCII characters — in a table indexed by the key itself, the
/// others in a dictionary. Looking up a bound arrow key or letter then hashes nothing.
///
/// Characters are also kept in the dictionary, and a character without a table entry is
/// looked up there: `Key` compares characters as Swift does, so the Kelvin sign (U+212A) is
/// the key `K`, though only `K` has a slot.
@usableFromInline
package struct KeyLocations: Sendable {
  /// By ``Key/directSlot``: the location of the key with that slot, nil when unbound.
  @usableFromInline package var direct: [KeyCommandLocation?]
  /// The bound keys without a direct slot, and every bound character.
  @usableFromInline package var others: [Key: KeyCommandLocation]

  /// No key bound.
  package init() {
    direct = Array(repeating: nil, count: Key.directSlotCount)
    others = [:]
  }

  /// The location of `key`'s command, nil when it is not bound.
  @inlinable
  package subscript(key: Key) -> KeyCommandLocation? {
    get {
      if let slot = key.directSlot {
        if let location = direct[slot] { return location }
        if !key.isCharacter { return nil }
      }
      return others[key]
    }
    set {
      let slot = key.directSlot
      if let slot { direct[slot] = newValue }
      if slot == nil || key.isCharacter { others[key] = newValue }
    }
  }
}

extension Key {
  /// True for ``character(_:)``.
  @inlinable
  package var isCharacter: Bool {
    if case .character = self { return true }
    return false
  }

  /// How many direct slots there are: the 15 keys without a payload, then the 128 ASCII
  /// characters.
  @usableFromInline package static let directSlotCount = 15 + 128

  /// This key's slot in ``KeyLocations/direct``: 0–14 for the keys without a payload,
  /// 15 + the byte for a ``character(_:)`` that is one ASCII byte (not `"\r\n"`, which is
  /// two); nil for every other key.
  @inlinable
  package var directSlot: Int? {
    switch self {
    case .up: 0
    case .down: 1
    case .left: 2
    case .right: 3
    case .pageUp: 4
    case .pageDown: 5
    case .home: 6
    case .end: 7
    case .enter: 8
    case .tab: 9
    case .backTab: 10
    case .escape: 11
    case .backspace: 12
    case .delete: 13
    case .insert: 14
    case .character(let character):
      character.utf8.count == 1 ? character.utf8.first.map { 15 + Int($0 & 0x7F) } : nil
    case .function, .ctrl, .shiftUp, .shiftDown, .shiftLeft, .shiftRight: nil
    }
  }
}
