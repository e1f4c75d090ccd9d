import StackCore

/// A terminal a ``AppLoop`` draws frames on and reads input from.
///
/// Implementations share these exact semantics: ``NcursesTerminal`` (the real one) here, and
/// `VirtualTerminal` (headless, for tests) in StackTesting. Bytes sent are not part of the
/// protocol: StackTesting's `CountingTerminal` measures them around any terminal. Everything runs on the main actor because
/// ncurses is not thread-safe.
@MainActor
public protocol Terminal: AnyObject {
  /// The current size in cells. Changes only when a `InputEvent.resize(_:)` is delivered.
  var size: Size { get }
  /// True when colours are not shown: ``present(_:)`` keeps attributes but drops colours.
  var isMonochrome: Bool { get }
  /// What the app draws with on this terminal: its colour depth, the theme for its
  /// background, whether it shows a cursor and takes links. The loop hands it to the app's
  /// surface every frame, so no part copies it by hand. Default: a dark theme at 256 colours,
  /// or without colours when ``isMonochrome``.
  var renderContext: RenderContext { get }
  /// Shows `canvas`, sending only what changed since the last frame.
  ///
  /// A canvas whose size differs from ``size`` is drawn where it overlaps the screen; the
  /// rest of the screen is blank. A wide character cut by the right edge becomes a space.
  func present(_ canvas: Canvas)
  /// The next input event. With a nil timeout it waits as long as it takes and returns nil
  /// only when the input has ended; with 0 it only returns what is already pending; otherwise
  /// it waits at most about that many milliseconds and returns nil when nothing came.
  func nextInput(timeoutMilliseconds: Int?) -> InputEvent?
  /// Waits like ``nextInput(timeoutMilliseconds:)`` but also returns ``InputWait/ready`` as
  /// soon as one of `descriptors` is readable (the caller finds out which). ``AppLoop`` waits
  /// here for keys, sent work, timers and file descriptors at once: one wait, no polling.
  ///
  /// The default waits for input only (for terminals without descriptors, such as headless
  /// ones whose input is a queue): nil from ``nextInput(timeoutMilliseconds:)`` is
  /// ``InputWait/ended`` without a timeout and ``InputWait/timedOut`` with one.
  func nextInput(timeoutMilliseconds: Int?, orReadable descriptors: [Int32]) -> InputWait
  /// The descriptors whose readability means ``nextInput(timeoutMilliseconds:)`` has
  /// something to return (the input and the resize pipe of a real terminal). A loop that
  /// waits on another thread waits on these. Default: none.
  var inputDescriptors: [Int32] { get }
}

/// How a wait for input ended (see ``Terminal/nextInput(timeoutMilliseconds:orReadable:)``).
public enum InputWait: Sendable, Hashable {
  /// An input event arrived.
  case event(InputEvent)
  /// One of the other descriptors waited on is readable.
  case ready
  /// The timeout passed with nothing to report.
  case timedOut
  /// The input has ended (or the terminal can no longer draw): nothing more will come.
  case ended
}

extension Terminal {
  /// Default: waits for input only (see the requirement).
  public func nextInput(timeoutMilliseconds: Int?, orReadable descriptors: [Int32]) -> InputWait {
    if let event = nextInput(timeoutMilliseconds: timeoutMilliseconds) { return .event(event) }
    return timeoutMilliseconds == nil ? .ended : .timedOut
  }

  /// Default: no descriptors.
  public var inputDescriptors: [Int32] { [] }
}

extension Terminal {
  /// Default: a dark theme at 256 colours, or without colours when ``isMonochrome``.
  public var renderContext: RenderContext {
    RenderContext(colorDepth: isMonochrome ? .none : .palette256)
  }
}
