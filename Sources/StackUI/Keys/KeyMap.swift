import StackCore

/// An app's table of key commands: looks a key up, and writes the help from the same table,
/// so the help cannot drift from what the keys do.
///
/// Declared once, as a list of ``KeyMapEntry`` lines in help order. Every key is bound at
/// most once and every command name is used once: a map that breaks either rule is not made
/// (``KeyMapError``), so a conflict shows up where the table is written, never as a command
/// that silently stops running.
///
/// ```swift
/// enum ViewerAction: Sendable { case quit, stack(StackAction) }
/// let keys = try KeyMap<ViewerAction>(
///   [.command("quit", keys: [.character("q")], help: "quit", action: .quit)]
///     + KeyMap<StackAction>.standard.entries.map { $0.mapActions(ViewerAction.stack) })
/// keys.action(for: .key(.character("j")))   // .stack(.selectNext)
/// keys.helpLines.first                      // KeyHelpLine(keys: "q", help: "quit")
/// let rebound = try keys.rebinding("quit", to: [.escape])
/// ```
///
/// An app resolves keys in its `TerminalApp.handle(_:)` with ``action(for:)`` and then
/// performs the action: key → action → state, one way.
public struct KeyMap<Action: Sendable>: Sendable {
  /// The lines of the map, in declaration (help) order.
  public let entries: [KeyMapEntry<Action>]
  /// Where each key's command is.
  @usableFromInline package let locations: KeyLocations

  /// A map of `entries`.
  ///
  /// - Throws: ``KeyMapError/keyBoundTwice(_:first:second:)`` when a key triggers two
  ///   commands (or is listed twice for one), ``KeyMapError/duplicateName(_:)`` when two
  ///   commands share a name.
  public init(_ entries: [KeyMapEntry<Action>]) throws(KeyMapError) {
    let located = Self.locate(entries)
    if let conflict = located.conflict { throw conflict }
    self.init(checked: entries, locations: located.locations)
  }

  /// Every command, in declaration order.
  public var commands: [KeyCommand<Action>] { entries.flatMap(\.commands) }

  /// The command `key` triggers, or nil when the key is not bound.
  ///
  /// Inlinable, as is ``action(for:)``: an app's lookup per key is then specialized for its
  /// action type instead of going through generic metadata.
  @inlinable
  public func command(for key: Key) -> KeyCommand<Action>? {
    guard let location = locations[key] else { return nil }
    return entries[location.entry].commands[location.command]
  }

  /// The command named `name`, or nil.
  public func command(named name: String) -> KeyCommand<Action>? {
    commands.first { $0.name == name }
  }

  /// The action of a key event, or nil for an unbound key, a mouse event or a resize (those
  /// carry positions and sizes, which an app handles itself, for example with
  /// ``MouseBindings``; a map of `StackAction`s does both in
  /// ``KeyMap/action(for:origin:mouse:)``).
  @inlinable
  public func action(for event: InputEvent) -> Action? {
    guard case .key(let key) = event else { return nil }
    return command(for: key)?.action
  }

  /// The help, one line per entry in declaration order (entries whose commands have no keys
  /// are left out).
  public var helpLines: [KeyHelpLine] { entries.compactMap(\.helpLine) }

  /// The help lines while a part that takes typed text has the focus: the keys that type
  /// there left out (``KeyMapEntry/helpLineWhileTyping``).
  public var helpLinesWhileTyping: [KeyHelpLine] { entries.compactMap(\.helpLineWhileTyping) }

  /// This map followed by `more` entries (a screen's own keys after the app's).
  ///
  /// - Throws: ``KeyMapError`` when a new key or name is already used.
  public func adding(_ more: [KeyMapEntry<Action>]) throws(KeyMapError) -> KeyMap {
    try KeyMap(entries + more)
  }

  /// The same map with the command named `name` triggered by `keys` instead (`[]` unbinds
  /// it; its help line then disappears unless it shares the line with another command).
  ///
  /// - Throws: ``KeyMapError/unknownCommand(_:)`` when no command is named `name`,
  ///   ``KeyMapError/keyBoundTwice(_:first:second:)`` when one of `keys` is already bound.
  public func rebinding(_ name: String, to keys: [Key]) throws(KeyMapError) -> KeyMap {
    var entries = entries
    for entryIndex in entries.indices {
      for commandIndex in entries[entryIndex].commands.indices
      where entries[entryIndex].commands[commandIndex].name == name {
        entries[entryIndex].commands[commandIndex].keys = keys
        return try KeyMap(entries)
      }
    }
    throw .unknownCommand(name)
  }

  /// The same map with every command performing `transform(action)`.
  public func mapActions<Other: Sendable>(_ transform: (Action) -> Other) -> KeyMap<Other> {
    KeyMap<Other>(checked: entries.map { $0.mapActions(transform) }, locations: locations)
  }

  /// A map whose entries are known to be valid (the same keys and names as a map that was
  /// checked).
  private init(checked entries: [KeyMapEntry<Action>], locations: KeyLocations) {
    self.entries = entries
    self.locations = locations
  }

  /// A map of entries written in this library and checked by its tests (no conflicts), made
  /// without `try`: a key bound twice keeps its first command.
  package init(declared entries: [KeyMapEntry<Action>]) {
    self.init(checked: entries, locations: Self.locate(entries).locations)
  }

  /// Where each key of `entries` is bound (the first binding of a key bound twice), and the
  /// first conflict: a name used twice or a key bound twice.
  private static func locate(_ entries: [KeyMapEntry<Action>]) -> (
    locations: KeyLocations, conflict: KeyMapError?
  ) {
    var locations = KeyLocations()
    var names: Set<String> = []
    var conflict: KeyMapError?
    for (entryIndex, entry) in entries.enumerated() {
      for (commandIndex, command) in entry.commands.enumerated() {
        if !names.insert(command.name).inserted, conflict == nil {
          conflict = .duplicateName(command.name)
        }
        for key in command.keys {
          guard let bound = locations[key] else {
            locations[key] = KeyCommandLocation(entry: entryIndex, command: commandIndex)
            continue
          }
          let first = entries[bound.entry].commands[bound.command].name
          if conflict == nil {
            conflict = .keyBoundTwice(key, first: first, second: command.name)
          }
        }
      }
    }
    return (locations, conflict)
  }
}

/// Where a key's command is in a ``KeyMap``: the entry, and the command within it.
@usableFromInline
package struct KeyCommandLocation: Sendable {
  @usableFromInline package var entry: Int
  @usableFromInline package var command: Int
}
