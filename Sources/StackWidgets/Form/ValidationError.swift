import StackUI

/// An error a form check throws: its message is shown under the field.
///
/// ```swift
/// throw ValidationError("At least 3 characters")
/// ```
public struct ValidationError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The message shown.
  public var message: String

  /// An error showing `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// The text shown for any error a check throws: its description, on one line, or
  /// "Not valid" when that is empty.
  static func message(of error: any Error) -> String {
    clean(String(describing: error))
  }

  /// `message` on one line (control characters and line breaks as spaces), "Not valid"
  /// when nothing is left.
  static func clean(_ message: String) -> String {
    let line = String(
      message.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
    )
    let trimmed = line.trimmingCharacters()
    return trimmed.isEmpty ? "Not valid" : trimmed
  }
}

extension String {
  /// The string without spaces at its ends.
  fileprivate func trimmingCharacters() -> String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
