import StackCore
import StackTerminal

/// The demo's key table: every key the demo answers to, in the order the help lists them.
/// Each screen adds its own lines after these (``DemoScreen/keyEntries``).
extension KeyMap where Action == DemoAction {
  /// The demo's keys: quit, the standard navigation (`KeyMap.standard`'s lines, placed
  /// where the help lists them), the mouse, screens, event log, help and the row operations.
  static func demo() throws(KeyMapError) -> KeyMap {
    func navigation(_ entry: KeyMapEntry<StackAction>) -> KeyMapEntry<DemoAction> {
      entry.mapActions(DemoAction.stack)
    }
    return try KeyMap([
      .command("quit", keys: [.character("q"), .escape], help: "quit", action: .quit),
      navigation(.moveSelection), navigation(.page), navigation(.firstAndLastRow),
      navigation(.activateSelection), navigation(.collapseAndExpand),
      .note(
        inputs: "wheel, click",
        help: "scroll \(MouseBindings.standard.wheelStep) lines, tap a row"),
      KeyMapEntry(
        help: "next / previous screen",
        commands: [
          KeyCommand("next-screen", keys: [.tab], action: .nextScreen),
          KeyCommand("previous-screen", keys: [.backTab], action: .previousScreen),
        ]),
      .command("event-log", keys: [.character("e")], help: "event log", action: .toggleEventLog),
      navigation(.toggleAxis),
      .command("help", keys: [.character("?")], help: "this help", action: .showHelp),
      .command(
        "add-row", keys: [.character("a")], help: "add a row after the selection",
        action: .row(.add)),
      .command(
        "delete-row", keys: [.character("d"), .delete], help: "delete the selected row",
        action: .row(.delete), keySeparator: " / "),
      KeyMapEntry(
        help: "move the selected row up / down",
        commands: [
          KeyCommand("move-row-up", keys: [.character("K")], action: .row(.moveUp)),
          KeyCommand("move-row-down", keys: [.character("J")], action: .row(.moveDown)),
        ], keySeparator: " / "),
      .command(
        "hide-row", keys: [.character("x")], help: "hide the selected row", action: .row(.hide)),
      .command(
        "show-hidden-rows", keys: [.character("X")], help: "show the rows hidden with x",
        action: .row(.showHidden)),
    ])
  }

  /// The keys of the help overlay while it is shown: ↑↓ (k j) and PgUp PgDn scroll it; every
  /// other key closes it (q and Esc too: they do not quit from there).
  static func helpOverlay() throws(KeyMapError) -> KeyMap {
    try KeyMap([
      KeyMapEntry(
        help: "scroll",
        commands: [
          KeyCommand("help-line-up", keys: [.up, .character("k")], action: .scrollHelp(.lineUp)),
          KeyCommand(
            "help-line-down", keys: [.down, .character("j")], action: .scrollHelp(.lineDown)),
          KeyCommand("help-page-up", keys: [.pageUp], action: .scrollHelp(.pageUp)),
          KeyCommand("help-page-down", keys: [.pageDown], action: .scrollHelp(.pageDown)),
        ])
    ])
  }
}
