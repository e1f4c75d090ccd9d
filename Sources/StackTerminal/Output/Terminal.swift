import StackCore

/// A terminal a ``AppLoop`` draws frames on and reads input from.
///
/// Implementations share these exact semantics: ``NcursesTerminal`` (the real one) here, and
/// `VirtualTerminal` (headless, for tests) in StackTesting. Bytes sent are not part of the
/// protocol: StackTesting's `CountingTerminal` measures them around any terminal. Everything runs on the main actor because
/// ncurses is not thread-safe.
@MainActor
public protocol Terminal: AnyObject {
  /// The current size in cells. Changes only when a ``InputEvent/resize(_:)`` is delivered.
  var size: Size { get }
  /// True when colours are not shown: ``present(_:)`` keeps attributes but drops colours.
  var isMonochrome: Bool { get }
  /// Shows `canvas`, sending only what changed since the last frame.
  ///
  /// A canvas whose size differs from ``size`` is drawn where it overlaps the screen; the
  /// rest of the screen is blank. A wide character cut by the right edge becomes a space.
  func present(_ canvas: Canvas)
  /// The next input event. With a nil timeout it waits as long as it takes and returns nil
  /// only when the input has ended; with 0 it only returns what is already pending; otherwise
  /// it waits at most about that many milliseconds and returns nil when nothing came.
  func nextInput(timeoutMilliseconds: Int?) -> InputEvent?
}
