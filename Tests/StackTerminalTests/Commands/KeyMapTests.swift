import StackCore
import StackTerminal
import Testing

/// A small app's actions, for key maps declared in tests.
private enum TestAction: Hashable, Sendable {
  case quit, save, previous, next
  case stack(StackAction)
}

private let q = Key.character("q")
private let s = Key.character("s")

/// quit (q, Esc), save (s), previous/next on one line (K / J), and a mouse note.
private func sampleEntries() -> [KeyMapEntry<TestAction>] {
  [
    .command("quit", keys: [q, .escape], help: "quit", action: .quit),
    .command("save", keys: [s], help: "save the file", action: .save),
    KeyMapEntry(
      help: "previous / next",
      commands: [
        KeyCommand("previous", keys: [.character("K")], action: .previous),
        KeyCommand("next", keys: [.character("J")], action: .next),
      ], keySeparator: " / "),
    .note(inputs: "click", help: "select a row"),
  ]
}

@Suite struct KeyMapTests {
  // MARK: Lookup

  @Test func aKeyResolvesToItsCommandsAction() throws {
    let map = try KeyMap(sampleEntries())
    #expect(map.action(for: .key(q)) == .quit)
    #expect(map.action(for: .key(.escape)) == .quit)
    #expect(map.action(for: .key(s)) == .save)
    #expect(map.action(for: .key(.character("J"))) == .next)
    #expect(map.command(for: .character("K"))?.name == "previous")
    #expect(map.command(named: "save")?.keys == [s])
  }

  @Test func unboundKeysMouseAndResizeHaveNoAction() throws {
    let map = try KeyMap(sampleEntries())
    #expect(map.action(for: .key(.character("x"))) == nil)
    #expect(map.action(for: .key(.character("Q"))) == nil)  // Keys are case-sensitive.
    #expect(map.action(for: .mouse(.press(.zero))) == nil)
    #expect(map.action(for: .resize(Size(width: 3, height: 3))) == nil)
    #expect(map.command(named: "nothing") == nil)
  }

  @Test func commandsAreListedInDeclarationOrder() throws {
    let map = try KeyMap(sampleEntries())
    #expect(map.commands.map(\.name) == ["quit", "save", "previous", "next"])
  }

  @Test func mappedActionsKeepTheKeys() throws {
    let map = KeyMap<StackAction>.standard.entries
    let wrapped = try KeyMap(map).mapActions(TestAction.stack)
    #expect(wrapped.action(for: .key(.character("j"))) == .stack(.selectNext))
    #expect(wrapped.action(for: .key(.enter)) == .stack(.activateSelection))
    #expect(wrapped.helpLines == KeyMap<StackAction>.standard.helpLines)
  }

  // MARK: Conflicts: a key bound twice is an error where the map is declared

  @Test func aKeyBoundToTwoCommandsThrows() {
    let entries =
      sampleEntries() + [.command("search", keys: [.character("/"), s], help: "", action: .save)]
    #expect(throws: KeyMapError.keyBoundTwice(s, first: "save", second: "search")) {
      try KeyMap(entries)
    }
  }

  @Test func aKeyListedTwiceForOneCommandThrows() {
    let entries: [KeyMapEntry<TestAction>] = [
      .command("quit", keys: [q, q], help: "quit", action: .quit)
    ]
    #expect(throws: KeyMapError.keyBoundTwice(q, first: "quit", second: "quit")) {
      try KeyMap(entries)
    }
  }

  @Test func twoCommandsWithOneNameThrow() {
    let entries =
      sampleEntries() + [.command("save", keys: [.ctrl("s")], help: "save", action: .save)]
    #expect(throws: KeyMapError.duplicateName("save")) { try KeyMap(entries) }
  }

  @Test func addingLinesChecksThemAgainstTheMap() throws {
    let map = try KeyMap(sampleEntries())
    let more = try map.adding([
      .command("help", keys: [.character("?")], help: "help", action: .save)
    ])
    #expect(more.helpLines.last == KeyHelpLine(keys: "?", help: "help"))
    #expect(throws: KeyMapError.keyBoundTwice(.escape, first: "quit", second: "close")) {
      try map.adding([.command("close", keys: [.escape], help: "close", action: .quit)])
    }
  }

  // MARK: Rebinding

  @Test func rebindingMovesTheCommandToItsNewKeys() throws {
    let map = try KeyMap(sampleEntries()).rebinding("save", to: [.ctrl("s"), .function(2)])
    #expect(map.action(for: .key(s)) == nil)
    #expect(map.action(for: .key(.ctrl("s"))) == .save)
    #expect(map.action(for: .key(.function(2))) == .save)
    #expect(map.helpLines[1] == KeyHelpLine(keys: "^S F2", help: "save the file"))
  }

  @Test func rebindingToABoundKeyOrAnUnknownNameThrows() throws {
    let map = try KeyMap(sampleEntries())
    #expect(throws: KeyMapError.keyBoundTwice(q, first: "quit", second: "save")) {
      try map.rebinding("save", to: [q])
    }
    #expect(throws: KeyMapError.unknownCommand("load")) { try map.rebinding("load", to: [s]) }
  }

  @Test func unbindingEveryKeyOfALineRemovesItFromTheHelp() throws {
    let map = try KeyMap(sampleEntries()).rebinding("save", to: [])
    #expect(map.action(for: .key(s)) == nil)
    #expect(!map.helpLines.contains { $0.help == "save the file" })
    let half = try KeyMap(sampleEntries()).rebinding("previous", to: [])
    #expect(half.helpLines.contains(KeyHelpLine(keys: "J", help: "previous / next")))
  }

  // MARK: Help

  @Test func theHelpHasOneLinePerEntryInDeclarationOrder() throws {
    let map = try KeyMap(sampleEntries())
    #expect(
      map.helpLines == [
        KeyHelpLine(keys: "q Esc", help: "quit"), KeyHelpLine(keys: "s", help: "save the file"),
        KeyHelpLine(keys: "K / J", help: "previous / next"),
        KeyHelpLine(keys: "click", help: "select a row"),
      ])
  }

  @Test func theStandardHelpPairsItsCommands() {
    #expect(
      KeyMap<StackAction>.standard.helpLines == [
        KeyHelpLine(keys: "↑↓ k j", help: "move the selection"),
        KeyHelpLine(keys: "PgUp PgDn ^B ^F", help: "page"),
        KeyHelpLine(keys: "Home End g G", help: "first / last row"),
        KeyHelpLine(keys: "Enter Space", help: "tap the selected row"),
        KeyHelpLine(keys: "← → h l", help: "collapse / expand"),
      ])
  }

  @Test func aLineListsTheFirstKeyOfEachCommandThenTheSecond() {
    let entry = KeyMapEntry<TestAction>(
      help: "",
      commands: [
        KeyCommand("a", keys: [.character("1"), .character("2"), .character("3")], action: .quit),
        KeyCommand("b", keys: [.character("4")], action: .save),
      ])
    #expect(entry.keys.map(\.name) == ["1", "4", "2", "3"])
  }

  @Test func everyKeyHasAHelpLabel() {
    let labels: [(Key, String)] = [
      (.up, "↑"), (.down, "↓"), (.left, "←"), (.right, "→"), (.pageUp, "PgUp"),
      (.pageDown, "PgDn"), (.home, "Home"), (.end, "End"), (.enter, "Enter"),
      (.character(" "), "Space"), (.tab, "Tab"), (.backTab, "Shift-Tab"), (.escape, "Esc"),
      (.backspace, "Backspace"), (.delete, "Delete"), (.insert, "Insert"), (.function(5), "F5"),
      (.ctrl("b"), "^B"), (.character("G"), "G"), (.character("中"), "中"),
    ]
    for (key, label) in labels { #expect(key.helpLabel == label, "\(key.name)") }
  }

  @Test func upThenDownIsWrittenAsOneSymbol() {
    #expect(Key.helpLabel(of: [.up, .down]) == "↑↓")
    #expect(Key.helpLabel(of: [.down, .up]) == "↓ ↑")
    #expect(Key.helpLabel(of: [.left, .right]) == "← →")
    #expect(Key.helpLabel(of: [.character("d"), .delete], separator: " / ") == "d / Delete")
    #expect(Key.helpLabel(of: []) == "")
  }

  // MARK: The standard map

  @Test func theStandardMapHasNoConflictsAndResolvesLikeItsCheckedCopy() throws {
    let checked = try KeyMap(KeyMap<StackAction>.standard.entries)
    #expect(checked.entries == KeyMap<StackAction>.standard.entries)
    for command in KeyMap<StackAction>.standard.commands {
      for key in command.keys {
        #expect(checked.action(for: .key(key)) == command.action, "\(key)")
        #expect(
          KeyMap<StackAction>.standard.action(for: .key(key), origin: .zero) == command.action,
          "\(key)")
      }
    }
  }

  @Test func errorsSayWhichKeyAndCommands() {
    #expect(
      KeyMapError.keyBoundTwice(.ctrl("s"), first: "save", second: "search").description
        == "key 'ctrl-s' is bound to both 'save' and 'search'")
    #expect(
      KeyMapError.keyBoundTwice(q, first: "quit", second: "quit").description
        == "key 'q' is listed twice for 'quit'")
    #expect(KeyMapError.duplicateName("save").description == "two commands are named 'save'")
    #expect(KeyMapError.unknownCommand("load").description == "no command is named 'load'")
  }
}
