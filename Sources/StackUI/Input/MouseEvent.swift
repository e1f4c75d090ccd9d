import StackCore

/// A mouse event, at a terminal cell (column `x`, line `y`, from the top-left corner).
public enum MouseEvent: Hashable, Sendable {
  /// The primary button went down.
  case press(Point)
  /// The primary button went up.
  case release(Point)
  /// The wheel turned up (away from the user).
  case wheelUp(Point)
  /// The wheel turned down (towards the user).
  case wheelDown(Point)

  /// Where the event happened.
  public var point: Point {
    switch self {
    case .press(let point), .release(let point), .wheelUp(let point), .wheelDown(let point):
      point
    }
  }
}
