import StackUI

extension Form {
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    fit(to: region.size)
    switch event {
    case .key(let key): return handle(key)
    case .paste(let text):
      guard let index = stack.selectedIndex else { return nil }
      return apply(controls[index].paste(text, model: &state.value), at: index)
    case .mouse(.press(let point)):
      guard let index = stack.indexOfRow(atViewportPoint: point),
        let frame = try? stack.frameOfRow(at: index)
      else { return .unchanged }
      let focusChanged = stack.selectedIndex != index
      try? stack.select(rowAt: index)
      let local = Point(
        x: point.x - state.fieldColumn, y: stack.offset + point.y - frame.lowerBound)
      guard local.x >= 0, local.y < controls[index].lineCount else {
        return focusChanged ? .redraw : .unchanged
      }
      let response = apply(controls[index].click(at: local, model: &state.value), at: index)
      return focusChanged && response == .unchanged ? .redraw : response
    case .mouse(let mouse):
      let action = MouseBindings.standard.action(for: mouse, origin: .zero)
      return stack.perform(action) ? .redraw : .unchanged
    case .resize: return nil
    }
  }

  /// A key: the form's moves first (Tab, ↑ ↓), then the focused control, then Enter submits.
  private func handle(_ key: Key) -> AppResponse? {
    switch key {
    case .tab, .down: return move(forward: true)
    case .backTab, .up: return move(forward: false)
    default: break
    }
    guard let index = stack.selectedIndex else { return key == .enter ? submit() : nil }
    let outcome = controls[index].handle(key, model: &state.value)
    if outcome == .unused, key == .enter { return submit() }
    return apply(outcome, at: index)
  }

  /// Focuses the next (or previous) control; unchanged at either end.
  private func move(forward: Bool) -> AppResponse {
    guard !rows.isEmpty else { return .unchanged }
    guard let index = stack.selectedIndex else {
      focus(forward ? 0 : rows.count - 1)
      return .redraw
    }
    let next = forward ? index + 1 : index - 1
    guard rows.indices.contains(next) else { return .unchanged }
    focus(next)
    return .redraw
  }

  /// What the form answers for a control's `outcome`.
  private func apply(_ outcome: FormControlOutcome, at index: Int) -> AppResponse? {
    switch outcome {
    case .unused: return nil
    case .unchanged: return .unchanged
    case .changed:
      touched.insert(index)
      refreshMessages()
      onChange?(state.value)
      return .redraw
    case .submit: return submit()
    case .response(let response):
      refreshMessages()
      onChange?(state.value)
      return response
    }
  }

  /// Submits the form: focuses the first invalid control (and shows every message), or gives
  /// the model to ``onSubmit``.
  @discardableResult
  public func submit() -> AppResponse {
    showsAllMessages = true
    refreshMessages()
    if let invalid = validationMessages.firstIndex(where: { $0 != nil }) {
      focus(invalid)
      return .redraw
    }
    return onSubmit?(state.value) ?? .redraw
  }
}
