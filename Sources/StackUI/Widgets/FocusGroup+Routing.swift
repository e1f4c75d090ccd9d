import StackCore

/// Where a ``FocusGroup`` sends keys and mouse events.
extension FocusGroup {
  /// Keys: the focused part, the focus keys, the layers. A paste: the focused part. Mouse
  /// events: the part under the pointer (see ``FocusGroup``). Nil when nothing used the event.
  package func route(_ event: InputEvent, wrapping: Bool) -> AppResponse? {
    switch event {
    case .key(let key):
      if let index = focusedIndex, let response = deliver(event, to: index) {
        return response
      }
      if let move = focusKeys.command(for: key)?.action {
        return moveFocus(move, wrapping: wrapping) ? .redraw : (wrapping ? .unchanged : nil)
      }
      for layer in layers {
        if let response = layer.handle(key) { return response }
      }
      return nil
    case .paste:
      // A paste is typing: it goes to the focused part (an input line) only.
      guard let index = focusedIndex else { return nil }
      return deliver(event, to: index)
    case .mouse(let mouse):
      return routeMouse(mouse, event: event)
    case .resize:
      return nil
    }
  }

  /// The part at `point`: the last of ``parts`` whose region holds it.
  package func partIndex(at point: Point) -> Int? {
    regions.lastIndex { $0.contains(point) }
  }

  /// A press focuses the part under the pointer and goes to it; a release goes to the part
  /// that got the press; the wheel goes to the part under the pointer.
  private func routeMouse(_ mouse: MouseEvent, event: InputEvent) -> AppResponse? {
    let target: Int?
    var response: AppResponse?
    switch mouse {
    case .press(let point):
      target = partIndex(at: point)
      pressTarget = target
      if let index = target, focus(parts[index]) { response = .redraw }
    case .release(let point):
      target = pressTarget ?? partIndex(at: point)
      pressTarget = nil
    case .wheelUp(let point), .wheelDown(let point):
      target = partIndex(at: point)
    }
    guard let index = target else { return nil }
    return Self.combine(response, deliver(event, to: index))
  }

  /// `event` handed to widget `index` in its own coordinates.
  package func deliver(_ event: InputEvent, to index: Int) -> AppResponse? {
    let region = regions[index]
    return parts[index].handle(
      event.relative(to: region.origin), in: Rect(origin: .zero, size: region.size))
  }

  /// The stronger of two responses (quit, then redraw, then unchanged); nil when both are.
  package static func combine(_ first: AppResponse?, _ second: AppResponse?) -> AppResponse? {
    guard let first else { return second }
    guard let second else { return first }
    if first == .quit || second == .quit { return .quit }
    return first == .redraw || second == .redraw ? .redraw : .unchanged
  }
}
