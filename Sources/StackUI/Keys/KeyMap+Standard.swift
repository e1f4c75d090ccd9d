import StackCore

/// The standard stack navigation as key map lines, so an app can place each one in its own
/// help (``KeyMap/standard`` has them all, in this order).
extension KeyMapEntry where Action == StackAction {
  /// `↑↓ k j`: move the selection.
  public static var moveSelection: KeyMapEntry {
    KeyMapEntry(
      help: "move the selection",
      commands: [
        KeyCommand("select-previous", keys: [.up, .character("k")], action: .selectPrevious),
        KeyCommand("select-next", keys: [.down, .character("j")], action: .selectNext),
      ])
  }

  /// `PgUp PgDn ^B ^F`: page by the viewport.
  public static var page: KeyMapEntry {
    KeyMapEntry(
      help: "page",
      commands: [
        KeyCommand("page-back", keys: [.pageUp, .ctrl("b")], action: .pageBack),
        KeyCommand("page-forward", keys: [.pageDown, .ctrl("f")], action: .pageForward),
      ])
  }

  /// `Home End g G`: select the first or the last row.
  public static var firstAndLastRow: KeyMapEntry {
    KeyMapEntry(
      help: "first / last row",
      commands: [
        KeyCommand("select-first", keys: [.home, .character("g")], action: .selectFirst),
        KeyCommand("select-last", keys: [.end, .character("G")], action: .selectLast),
      ])
  }

  /// `Enter Space`: tap (activate) the selected row.
  public static var activateSelection: KeyMapEntry {
    .command(
      "activate-selection", keys: [.enter, .character(" ")], help: "tap the selected row",
      action: .activateSelection)
  }

  /// `← → h l`: collapse or expand the selected row.
  public static var collapseAndExpand: KeyMapEntry {
    KeyMapEntry(
      help: "collapse / expand",
      commands: [
        KeyCommand(
          "collapse-selection", keys: [.left, .character("h")], action: .collapseSelection),
        KeyCommand("expand-selection", keys: [.right, .character("l")], action: .expandSelection),
      ])
  }

  /// `v`: switch between the vertical and the horizontal axis. Not in ``KeyMap/standard``
  /// (an app that forwards the keys it does not use would turn its list sideways when the
  /// user types `v`); an app that wants it adds it to its own map, as the demo does.
  public static var toggleAxis: KeyMapEntry {
    .command(
      "toggle-axis", keys: [.character("v")], help: "vertical ↔ horizontal", action: .toggleAxis)
  }
}

extension KeyMap where Action == StackAction {
  /// The standard navigation keys: ``KeyMapEntry/moveSelection``, ``KeyMapEntry/page``,
  /// ``KeyMapEntry/firstAndLastRow``, ``KeyMapEntry/activateSelection`` and
  /// ``KeyMapEntry/collapseAndExpand``. Nothing that only a demo wants
  /// (``KeyMapEntry/toggleAxis`` is left out). With the mouse:
  /// ``action(for:origin:mouse:)``; as a layer of a screen:
  /// `KeyLayer("List", keys: .standard) { stack.perform($0) ? .redraw : .unchanged }`.
  public static var standard: KeyMap { standardStackKeyMap }
}

/// ``KeyMap/standard``, made once (a generic type has no stored static properties): an app
/// that looks every key up in it does not rebuild the map per key.
private let standardStackKeyMap = KeyMap<StackAction>(declared: [
  .moveSelection, .page, .firstAndLastRow, .activateSelection, .collapseAndExpand,
])
