import StackUI

/// What the top screen did not take: Esc and focus keys, mouse events inside or outside it,
/// and the dimmed backdrop below it.
extension Screens {
  /// A key the top screen did not use: Esc cancels it, Tab wraps its focus round; every
  /// other key ends here (nothing below gets it).
  func handleUnused(_ key: Key, on top: PresentedScreen) -> AppResponse {
    switch key {
    case .escape where top.cancelsOnEscape:
      cancel()
      return .redraw
    default:
      return Self.wrapFocus(key, in: top.widget) ?? .unchanged
    }
  }

  /// A focus key (Tab, Shift-Tab) that a group left at its last (first) part: the focus
  /// wraps round to its first (last) part, as a group at the top of a screen does. nil for
  /// other keys and other widgets.
  static func wrapFocus(_ key: Key, in widget: any Widget) -> AppResponse? {
    guard let group = widget as? FocusGroup, let move = group.focusKeys.command(for: key)?.action
    else { return nil }
    return group.moveFocus(move) ? .redraw : .unchanged
  }

  /// A press inside the top screen goes to it (and so does its release); anything outside
  /// does nothing.
  func handleMouse(_ mouse: MouseEvent, on top: PresentedScreen) -> AppResponse {
    let content = top.contentFrame
    let inside = content.contains(mouse.point)
    let deliver: Bool
    switch mouse {
    case .press:
      pressWentToScreen = inside
      deliver = inside
    case .release:
      deliver = pressWentToScreen
      pressWentToScreen = false
    case .wheelUp, .wheelDown:
      deliver = inside
    }
    guard deliver else { return .unchanged }
    return top.widget.handle(
      .mouse(mouse.relative(to: content.origin)), in: Rect(origin: .zero, size: content.size))
      ?? .unchanged
  }

  /// Draws every cell of `surface` in the muted role, text kept.
  static func dim(_ surface: inout Surface) {
    let muted = surface.style(.muted)
    surface.restyle(in: surface.bounds) { _ in muted }
  }
}
