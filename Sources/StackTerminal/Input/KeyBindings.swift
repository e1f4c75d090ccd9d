import StackCore

/// Which `StackAction` each input performs.
///
/// ```swift
/// let bindings = KeyBindings.standard
/// bindings.actions[.key(.character("j"))]                      // .selectNext
/// bindings.action(for: .wheelDown(Point(x: 5, y: 9)), origin: Point(x: 0, y: 2))
/// // .scroll(by: 3)
/// ```
public struct KeyBindings: Sendable, Equatable {
  /// The action of each key (or other input event). Mouse events are mapped by
  /// the mouse `action(for:origin:)` instead, because their position is relative to
  /// where the stack is drawn.
  public var actions: [InputEvent: StackAction]
  /// The cells one wheel step scrolls.
  public var wheelStep: Int

  /// Creates bindings from a table of actions.
  public init(actions: [InputEvent: StackAction], wheelStep: Int = 3) {
    self.actions = actions
    self.wheelStep = wheelStep
  }

  /// Bindings for the keys of `keyMap` (mouse events are mapped by
  /// the mouse `action(for:origin:)`).
  public init(keyMap: KeyMap<StackAction>, wheelStep: Int = 3) {
    var actions: [InputEvent: StackAction] = [:]
    for command in keyMap.commands {
      for key in command.keys { actions[.key(key)] = command.action }
    }
    self.init(actions: actions, wheelStep: wheelStep)
  }

  /// The standard bindings, the keys of ``KeyMap/standard``: up/`k` select the previous row,
  /// down/`j` the next; pgup/ctrl-b and pgdn/ctrl-f page; home/`g` and end/`G` jump to the
  /// first and last row; enter/space activate the selection; left/`h` collapse and right/`l`
  /// expand it. The wheel scrolls 3 cells.
  public static let standard = KeyBindings(keyMap: .standard)

  /// The action for a mouse event on a stack drawn with its top-left corner at `origin`:
  /// press and release become `StackAction.press(at:)` and `StackAction.release(at:)` at
  /// the point relative to `origin`; the wheel scrolls by ``wheelStep`` (up is negative).
  public func action(for mouse: MouseEvent, origin: Point) -> StackAction? {
    switch mouse {
    case .press(let point): .press(at: relative(point, to: origin))
    case .release(let point): .release(at: relative(point, to: origin))
    case .wheelUp: .scroll(by: -wheelStep)
    case .wheelDown: .scroll(by: wheelStep)
    }
  }

  /// The action for any input event: mouse events as in
  /// the mouse `action(for:origin:)`, everything else from ``actions``.
  public func action(for event: InputEvent, origin: Point) -> StackAction? {
    if case .mouse(let mouse) = event, actions[event] == nil {
      return action(for: mouse, origin: origin)
    }
    return actions[event]
  }

  private func relative(_ point: Point, to origin: Point) -> Point {
    Point(x: point.x - origin.x, y: point.y - origin.y)
  }
}
