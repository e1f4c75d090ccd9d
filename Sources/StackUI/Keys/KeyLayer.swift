import StackCore

/// One layer of keys of a screen: a ``KeyMap`` of any action type with the function that
/// performs its actions, and its help under a title.
///
/// Layers let a screen try keys in order — the focused part, then the screen's keys, then the
/// app's — each with its own action type, and list all of them in one help
/// (``FocusGroup/layers``, ``FocusGroup/helpSections``).
///
/// ```swift
/// enum AppAction: Sendable { case quit, reload }
/// let keys = try KeyMap<AppAction>([
///   .command("quit", keys: [.character("q")], help: "quit", action: .quit),
///   .command("reload", keys: [.character("r")], help: "reload", action: .reload),
/// ])
/// let layer = KeyLayer("App", keys: keys) { action in
///   action == .quit ? .quit : .redraw
/// }
/// layer.handle(.character("q"))   // .quit
/// layer.handle(.character("x"))   // nil: not bound here
/// ```
public struct KeyLayer {
  /// The layer's help: its title and one line per entry of its key map.
  public let helpSection: KeyHelpSection
  /// The layer's help while a part that takes typed text has the focus: without the keys
  /// that type there (`KeyMap.helpLinesWhileTyping`).
  public let helpSectionWhileTyping: KeyHelpSection
  /// Performs the action of a bound key.
  private let resolve: (Key) -> AppResponse?

  /// A layer titled `title` whose `keys` are performed by `perform`.
  public init<Action: Sendable>(
    _ title: String, keys: KeyMap<Action>,
    perform: @escaping (Action) -> AppResponse
  ) {
    helpSection = KeyHelpSection(title: title, lines: keys.helpLines)
    helpSectionWhileTyping = KeyHelpSection(title: title, lines: keys.helpLinesWhileTyping)
    resolve = { key in keys.command(for: key).map { perform($0.action) } }
  }

  /// What pressing `key` did, or nil when the layer does not bind it.
  public func handle(_ key: Key) -> AppResponse? { resolve(key) }
}

extension KeyLayer {
  /// A layer titled `title` in which `keys` (default: `q`) quit the app.
  public static func quit(keys: [Key] = [.character("q")], title: String = "App") -> KeyLayer {
    let map = KeyMap<Bool>(declared: [.command("quit", keys: keys, help: "quit", action: true)])
    return KeyLayer(title, keys: map) { _ in .quit }
  }
}
