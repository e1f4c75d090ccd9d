import StackCore

extension KeyLayer {
  /// A layer titled `title` with one command, `name`: `keys` do what `help` says, performed by
  /// `perform`. An app's own key or two, with its help line, without declaring an action type
  /// or a map that could conflict (a key listed twice counts once).
  ///
  /// ```swift
  /// group.layers = [
  ///   .command("filter", keys: [.character("/")], help: "filter") { startFiltering() },
  ///   .quit(),
  /// ]
  /// ```
  public static func command(
    _ name: String, keys: [Key], help: String, title: String = "App",
    perform: @escaping () -> AppResponse
  ) -> KeyLayer {
    var unique: [Key] = []
    for key in keys where !unique.contains(key) { unique.append(key) }
    let map = KeyMap<Bool>(declared: [.command(name, keys: unique, help: help, action: true)])
    return KeyLayer(title, keys: map) { _ in perform() }
  }
}

extension Array where Element == KeyLayer {
  /// What the first layer that binds the key of `event` did, trying them in order; nil for an
  /// unbound key and for events that are not keys. For an app without a ``FocusGroup`` that
  /// keeps its keys as layers (and shows them with `map(\.helpSection)`).
  public func handle(_ event: InputEvent) -> AppResponse? {
    guard case .key(let key) = event else { return nil }
    for layer in self {
      if let response = layer.handle(key) { return response }
    }
    return nil
  }
}
