import StackCore

/// What the mouse does on a stack: a press and a release become `StackAction.press(at:)` and
/// `StackAction.release(at:)` at the point relative to where the stack is drawn, the wheel
/// scrolls by ``wheelStep`` cells. Keys are bound by a ``KeyMap``; both together:
/// ``KeyMap/action(for:origin:mouse:)``.
///
/// ```swift
/// let mouse = MouseBindings.standard
/// mouse.action(for: .wheelDown(Point(x: 5, y: 9)), origin: Point(x: 0, y: 2))
/// // .scroll(by: 3)
/// mouse.action(for: .press(Point(x: 5, y: 9)), origin: Point(x: 0, y: 2))
/// // .press(at: Point(x: 5, y: 7))
/// ```
public struct MouseBindings: Sendable, Hashable {
  /// The cells one wheel step scrolls (up scrolls by its negative).
  public var wheelStep: Int

  /// Bindings whose wheel scrolls `wheelStep` cells.
  public init(wheelStep: Int = 3) {
    self.wheelStep = wheelStep
  }

  /// The standard bindings: the wheel scrolls 3 cells.
  public static let standard = MouseBindings()

  /// The action for `mouse` on a stack drawn with its top-left corner at `origin`: press and
  /// release at the point relative to `origin`, the wheel scrolls by ``wheelStep`` (up is
  /// negative).
  public func action(for mouse: MouseEvent, origin: Point) -> StackAction {
    switch mouse {
    case .press(let point): .press(at: relative(point, to: origin))
    case .release(let point): .release(at: relative(point, to: origin))
    case .wheelUp: .scroll(by: -wheelStep)
    case .wheelDown: .scroll(by: wheelStep)
    }
  }

  private func relative(_ point: Point, to origin: Point) -> Point {
    Point(x: point.x - origin.x, y: point.y - origin.y)
  }
}
