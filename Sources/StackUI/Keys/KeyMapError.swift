import StackCore

/// Why a ``KeyMap`` could not be declared or changed.
///
/// A key map is checked when it is made, so a key bound twice is found where the table is
/// written, not when a user presses the key and one of the commands silently never runs.
public enum KeyMapError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `key` is bound to two commands (or twice to one): `first` was declared before `second`.
  case keyBoundTwice(Key, first: String, second: String)
  /// Two commands have the same name.
  case duplicateName(String)
  /// No command has this name (``KeyMap/rebinding(_:to:)``).
  case unknownCommand(String)

  /// The problem in one line, keys by their script names.
  public var description: String {
    switch self {
    case .keyBoundTwice(let key, let first, let second) where first == second:
      "key '\(key.name)' is listed twice for '\(first)'"
    case .keyBoundTwice(let key, let first, let second):
      "key '\(key.name)' is bound to both '\(first)' and '\(second)'"
    case .duplicateName(let name): "two commands are named '\(name)'"
    case .unknownCommand(let name): "no command is named '\(name)'"
    }
  }
}
