import StackCore

/// One line of a generated key help: the keys as a person reads them, and what they do.
///
/// ```swift
/// KeyHelpLine(keys: "PgUp PgDn ^B ^F", help: "page")
/// ```
public struct KeyHelpLine: Sendable, Hashable {
  /// The keys, written with ``Key/helpLabel`` (or the inputs of a note, such as
  /// `"wheel, click"`).
  public var keys: String
  /// What they do.
  public var help: String

  /// A line listing `keys` as doing `help`.
  public init(keys: String, help: String) {
    self.keys = keys
    self.help = help
  }
}
