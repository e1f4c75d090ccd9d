import StackCore

/// Everything a ``Terminal`` reports: a key, a mouse event or a new terminal size.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A mouse event.
  case mouse(MouseEvent)
  /// The terminal now has this size; the next frame should be rendered at it.
  case resize(Size)
}
