import StackUI

extension TextArea {
  /// Handles editing keys, pastes (one edit, one undo step) and clicks; nil for keys it does
  /// not use (Shift-Tab, Esc, function keys; Tab when ``tabMovesFocus``).
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    switch event {
    case .key(let key):
      let hadMessage = message != nil
      message = nil
      let response = handle(key, in: region)
      if hadMessage && (response == nil || response == .unchanged) { return .redraw }
      return response
    case .paste(let text):
      message = nil
      return apply(document.insert(text))
    case .mouse(.press(let point)):
      let area = textRect(in: region.size)
      guard area.contains(point) else { return nil }
      let before = document
      document.moveCursor(
        to: position(
          at: Point(x: point.x - area.minX, y: point.y - area.minY), width: area.size.width))
      return before == document ? .unchanged : .redraw
    case .mouse, .resize:
      return nil
    }
  }

  private func handle(_ key: Key, in region: Rect) -> AppResponse? {
    let page = max(1, textRect(in: region.size).size.height - 1)
    switch key {
    case .character(let character): return apply(document.insert(String(character), typed: true))
    case .enter: return apply(document.insert("\n"))
    case .tab:
      if tabMovesFocus { return nil }
      let spaces =
        document.tabWidth - TextLines.column(
          document.lines[document.cursor.line], document.cursor.offset) % max(1, document.tabWidth)
      return apply(document.insert(String(repeating: " ", count: max(1, spaces))))
    case .backspace: return apply(document.deleteBackward())
    case .delete: return apply(document.deleteForward())
    case .ctrl("z"): return apply(document.undo())
    case .ctrl("y"): return apply(document.redo())
    case .ctrl("a"):
      document.selectAll()
      return .redraw
    case .shiftLeft: return move(.left, selecting: true)
    case .shiftRight: return move(.right, selecting: true)
    case .shiftUp: return move(.up, selecting: true)
    case .shiftDown: return move(.down, selecting: true)
    case .left: return move(.left)
    case .right: return move(.right)
    case .up: return move(.up)
    case .down: return move(.down)
    case .home: return move(.lineStart)
    case .end: return move(.lineEnd)
    case .pageUp: return move(.linesUp(page))
    case .pageDown: return move(.linesDown(page))
    default: return nil
    }
  }

  /// Moves the cursor, growing the selection or dropping it.
  private func move(_ move: TextMove, selecting: Bool = false) -> AppResponse {
    let before = (document.cursor, document.anchor)
    document.move(move, selecting: selecting)
    return before == (document.cursor, document.anchor) ? .unchanged : .redraw
  }

  /// The response to an edit's result; a refusal is kept in ``message``.
  private func apply(_ result: TextEditResult) -> AppResponse {
    switch result {
    case .changed:
      onChange?(document)
      return .redraw
    case .unchanged:
      return .unchanged
    case .refused(let reason):
      message = reason
      return .redraw
    }
  }
}
