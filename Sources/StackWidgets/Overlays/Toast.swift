import StackUI

/// A short message shown over the screen for a while (``Screens/notify(_:kind:duration:)``).
public struct Toast: Sendable, Hashable {
  /// The text (one line; control characters are shown escaped).
  public var message: String
  /// Its kind: role and mark.
  public var kind: ToastKind
  /// How long it stays up, in milliseconds on the loop's clock (never negative).
  public var milliseconds: Int64
  /// The loop's time of the first frame it was drawn in; nil until then.
  public var shownAt: Int64?

  /// A toast showing `message` for `milliseconds` (negative counts as 0: never drawn).
  public init(_ message: String, kind: ToastKind = .information, milliseconds: Int64 = 3000) {
    self.message = message
    self.kind = kind
    self.milliseconds = max(0, milliseconds)
  }

  /// True when the toast's time is over at `now` (it is timed from its first frame; a
  /// clock that went back restarts it).
  package func hasExpired(at now: Int64) -> Bool {
    guard let shownAt, shownAt <= now else { return milliseconds == 0 }
    return now - shownAt >= milliseconds
  }
}
