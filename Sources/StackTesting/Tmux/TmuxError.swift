/// Why a tmux session or replay could not be carried out.
public struct TmuxError: Error, CustomStringConvertible {
  /// What went wrong, for the user.
  public let message: String

  /// An error saying `message`.
  public init(message: String) {
    self.message = message
  }

  /// ``message``.
  public var description: String { message }
}
