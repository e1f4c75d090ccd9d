import StackCore

extension KeyMap where Action == StackAction {
  /// The action of any input event on a stack drawn with its top-left corner at `origin`:
  /// a key from this map, a mouse event from `mouse`; nil for an unbound key, a paste or a
  /// resize. An app that only navigates a stack hands it every event it does not answer
  /// itself:
  ///
  /// ```swift
  /// guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
  ///   return .unchanged
  /// }
  /// return stack.perform(action) ? .redraw : .unchanged
  /// ```
  @inlinable
  public func action(
    for event: InputEvent, origin: Point, mouse: MouseBindings = .standard
  ) -> StackAction? {
    switch event {
    case .key(let key): command(for: key)?.action
    case .mouse(let event): mouse.action(for: event, origin: origin)
    case .paste, .resize: nil
    }
  }
}
