import StackCore

/// One thing a key does in an app: the keys that trigger it, a name that identifies it, and the
/// action the app performs.
///
/// Commands are declared in a ``KeyMap``, grouped into ``KeyMapEntry`` lines that carry the
/// help text. The name is what code refers to (``KeyMap/rebinding(_:to:)``, conflict messages);
/// the help shows the keys and the entry's text.
///
/// ```swift
/// let quit = KeyCommand("quit", keys: [.character("q"), .escape], action: AppAction.quit)
/// ```
public struct KeyCommand<Action: Sendable>: Sendable {
  /// Identifies the command within its key map (for example `"quit"`, `"select-next"`).
  public let name: String
  /// The keys that trigger the command, in the order the help lists them.
  public var keys: [Key]
  /// What the app performs when one of ``keys`` is pressed.
  public var action: Action

  /// A command named `name` that performs `action` on any of `keys`.
  public init(_ name: String, keys: [Key], action: Action) {
    self.name = name
    self.keys = keys
    self.action = action
  }

  /// The same command performing `transform(action)`: lets an app embed commands declared
  /// for another action type (`StackAction` navigation inside its own action enum).
  public func mapAction<Other: Sendable>(_ transform: (Action) -> Other) -> KeyCommand<Other> {
    KeyCommand<Other>(name, keys: keys, action: transform(action))
  }
}

extension KeyCommand: Equatable where Action: Equatable {}
extension KeyCommand: Hashable where Action: Hashable {}
