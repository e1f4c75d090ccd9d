import StackCore

/// Everything a `Terminal` reports: a key, a mouse event, pasted text or a new terminal
/// size.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A mouse event.
  case mouse(MouseEvent)
  /// Text the user pasted, whole (bracketed paste: the terminal marks where a paste starts
  /// and ends, so its bytes are never taken for keys, and a megabyte of it is one event).
  /// It may hold anything, newlines and control characters included: escape it before
  /// showing it (an input line keeps what its rule allows, see `InputLine`).
  case paste(String)
  /// The terminal now has this size; the next frame should be rendered at it.
  case resize(Size)
}
