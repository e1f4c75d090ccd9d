import StackCore

/// What a `TerminalApp` wants after handling an event.
public enum AppResponse: Sendable, Hashable {
  /// Nothing visible changed: no new frame is needed.
  case unchanged
  /// Something changed: render a new frame.
  case redraw
  /// Stop the run loop.
  case quit
}
