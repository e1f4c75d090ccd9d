import StackCore

extension InputEvent {
  /// The event as seen from a region whose top-left cell is `origin`: a mouse event's point
  /// made relative to it; other events unchanged.
  public func relative(to origin: Point) -> InputEvent {
    guard case .mouse(let mouse) = self else { return self }
    return .mouse(mouse.relative(to: origin))
  }
}

extension MouseEvent {
  /// The event with its point made relative to `origin` (saturating).
  public func relative(to origin: Point) -> MouseEvent {
    func shift(_ point: Point) -> Point {
      Point(x: point.x.saturatingSubtract(origin.x), y: point.y.saturatingSubtract(origin.y))
    }
    switch self {
    case .press(let point): return .press(shift(point))
    case .release(let point): return .release(shift(point))
    case .wheelUp(let point): return .wheelUp(shift(point))
    case .wheelDown(let point): return .wheelDown(shift(point))
    }
  }
}
