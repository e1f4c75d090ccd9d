import StackCore
import Testing

@testable import StackTerminal

/// ``KeyMap`` finds named keys and ASCII characters in a table indexed by the key, and every
/// other key by hashing: both ways must find exactly the keys that are bound, and keys that
/// look alike (`"\n"` and `"\r\n"`, `"e"` and `"é"`) must stay apart.
@Suite struct KeyLocationsTests {
  /// Keys of every kind: each named key, ASCII characters at both ends, characters beyond ASCII
  /// and of more than one byte, function and control keys.
  static let keys: [Key] =
    [
      .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backTab,
      .escape, .backspace, .delete, .insert,
    ] + [
      .character("\u{0}"), .character(" "), .character("e"), .character("\u{7F}"),
      .character("\n"), .character("\r\n"), .character("é"), .character("中"),
      .character("👩‍💻"), .function(5), .ctrl("a"),
    ]

  @Test func everyBoundKeyIsFoundAndNoOtherWhicheverWayItIsStored() throws {
    // Each key bound alone: found, and every other key of the list is not.
    for (index, key) in Self.keys.enumerated() {
      let map = try KeyMap([.command("only", keys: [key], help: "only", action: index)])
      for other in Self.keys {
        #expect(map.action(for: .key(other)) == (other == key ? index : nil), "\(key) / \(other)")
      }
    }
    // All bound at once, each to its own action.
    let entries = Self.keys.enumerated().map { index, key in
      KeyMapEntry.command("k\(index)", keys: [key], help: "", action: index)
    }
    let map = try KeyMap(entries)
    for (index, key) in Self.keys.enumerated() {
      #expect(map.action(for: .key(key)) == index, "\(key)")
    }
  }

  @Test func namedKeysAndASCIICharactersHaveSlotsOfTheirOwn() {
    let slots = Self.keys.compactMap(\.directSlot)
    #expect(Set(slots).count == slots.count)
    #expect(slots.allSatisfy { (0..<Key.directSlotCount).contains($0) })
    #expect(Key.character("\r\n").directSlot == nil)
    #expect(Key.character("é").directSlot == nil)
    #expect(Key.function(5).directSlot == nil)
    #expect(Key.down.directSlot != nil)
    #expect(Key.character("j").directSlot != nil)
  }

  @Test func charactersEqualAsSwiftComparesThemAreOneKey() throws {
    // The Kelvin sign (U+212A) is canonically "K": Swift's `==` and `Key`'s hash say so, and
    // the lookup must agree although only "K" has a slot of its own.
    let kelvin = Key.character("\u{212A}")
    #expect(kelvin == Key.character("K"))
    let boundToK = try KeyMap([.command("k", keys: [.character("K")], help: "", action: 1)])
    #expect(boundToK.action(for: .key(kelvin)) == 1)
    let boundToKelvin = try KeyMap([.command("k", keys: [kelvin], help: "", action: 2)])
    #expect(boundToKelvin.action(for: .key(.character("K"))) == 2)
    #expect(throws: KeyMapError.self) {
      try KeyMap([
        .command("a", keys: [.character("K")], help: "", action: 0),
        .command("b", keys: [kelvin], help: "", action: 1),
      ])
    }
  }

  @Test func aKeyBoundTwiceIsAConflictInEitherWay() {
    #expect(throws: KeyMapError.self) {
      try KeyMap([
        .command("a", keys: [.down], help: "", action: 0),
        .command("b", keys: [.down], help: "", action: 1),
      ])
    }
    #expect(throws: KeyMapError.self) {
      try KeyMap([
        .command("a", keys: [.character("é")], help: "", action: 0),
        .command("b", keys: [.character("é")], help: "", action: 1),
      ])
    }
  }
}
