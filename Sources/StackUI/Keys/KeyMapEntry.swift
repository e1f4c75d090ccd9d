import StackCore

/// One line of a ``KeyMap``'s help: the commands it describes and what they do.
///
/// Most entries hold one command; related commands share a line (`↑↓ k j  move the
/// selection` holds "select-previous" and "select-next"). A note describes input that is not a
/// key (the mouse) so the help can list it in its place; it binds nothing.
///
/// ```swift
/// let quit = KeyMapEntry.command(
///   "quit", keys: [.character("q"), .escape], help: "quit", action: AppAction.quit)
/// let move = KeyMapEntry(
///   help: "move the selected row up / down",
///   commands: [
///     KeyCommand("move-row-up", keys: [.character("K")], action: AppAction.moveUp),
///     KeyCommand("move-row-down", keys: [.character("J")], action: AppAction.moveDown),
///   ], keySeparator: " / ")
/// move.helpLine   // KeyHelpLine(keys: "K / J", help: "move the selected row up / down")
/// ```
public struct KeyMapEntry<Action: Sendable>: Sendable {
  /// What the entry's keys do, as the help says it.
  public var help: String
  /// The commands of the line, in declaration order (empty for a note).
  public var commands: [KeyCommand<Action>]
  /// Written between two keys of the line (`" "`, or `" / "` for `d / Delete`).
  public var keySeparator: String
  /// For a note: the inputs it describes, as written in the help (`"wheel, click"`).
  public let noteInputs: String?

  /// A line of help for `commands`.
  public init(help: String, commands: [KeyCommand<Action>], keySeparator: String = " ") {
    self.help = help
    self.commands = commands
    self.keySeparator = keySeparator
    noteInputs = nil
  }

  /// A line with a single command, named `name`, performing `action` on `keys`.
  public static func command(
    _ name: String, keys: [Key], help: String, action: Action, keySeparator: String = " "
  ) -> KeyMapEntry {
    KeyMapEntry(
      help: help, commands: [KeyCommand(name, keys: keys, action: action)],
      keySeparator: keySeparator)
  }

  /// A help line for input that is not a key (`inputs` such as `"wheel, click"`); it binds
  /// nothing.
  public static func note(inputs: String, help: String) -> KeyMapEntry {
    KeyMapEntry(help: help, noteInputs: inputs)
  }

  private init(help: String, noteInputs: String) {
    self.help = help
    commands = []
    keySeparator = " "
    self.noteInputs = noteInputs
  }

  /// Every key of the line in help order: the first key of each command, then the second of
  /// each, and so on, so paired commands read as pairs (`↑↓ k j`, `PgUp PgDn ^B ^F`).
  public var keys: [Key] {
    var keys: [Key] = []
    let longest = commands.map(\.keys.count).max() ?? 0
    for position in 0..<longest {
      for command in commands where position < command.keys.count {
        keys.append(command.keys[position])
      }
    }
    return keys
  }

  /// The line the help shows: ``keys`` written with ``Key/helpLabel(of:separator:)`` (or the
  /// note's inputs) and ``help``; nil when the entry's commands have no keys left.
  public var helpLine: KeyHelpLine? {
    if let noteInputs { return KeyHelpLine(keys: noteInputs, help: help) }
    let keys = keys
    guard !keys.isEmpty else { return nil }
    return KeyHelpLine(keys: Key.helpLabel(of: keys, separator: keySeparator), help: help)
  }

  /// The line as shown while a part that takes typed text has the focus
  /// (`Widget.takesTypedText`): without the printable characters pressed without a modifier
  /// — `q`, `/`, `k` type into the part (`q ^C quit` becomes `^C quit`); nil when no key is
  /// left. A note is kept as it is.
  public var helpLineWhileTyping: KeyHelpLine? {
    if noteInputs != nil { return helpLine }
    let keys = keys.filter { key in
      if case .character = key { return false }
      return true
    }
    guard !keys.isEmpty else { return nil }
    return KeyHelpLine(keys: Key.helpLabel(of: keys, separator: keySeparator), help: help)
  }

  /// The same line with every command performing `transform(action)`.
  public func mapActions<Other: Sendable>(_ transform: (Action) -> Other) -> KeyMapEntry<Other> {
    if let noteInputs { return .note(inputs: noteInputs, help: help) }
    return KeyMapEntry<Other>(
      help: help, commands: commands.map { $0.mapAction(transform) }, keySeparator: keySeparator)
  }
}

extension KeyMapEntry: Equatable where Action: Equatable {}
