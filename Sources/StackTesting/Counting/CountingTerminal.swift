import StackCore
import StackTerminal

/// A `Terminal` that forwards everything to `base` and counts the bytes `base` sends, for
/// benchmarks and tests: byte counting is not part of the `Terminal` protocol, so the
/// production terminal never pays for it.
///
/// The count comes from a reading of the bytes sent so far, taken after every call that can
/// write (``present(_:)``, ``nextInput(timeoutMilliseconds:)``):
/// - for an `NcursesTerminal` writing into an ``OutputPipe``, the bytes read from the pipe
///   (measured; reading also keeps the pipe from filling up);
/// - for a ``VirtualTerminal``, its estimate of what ncurses would send for the same frames.
///
/// ```swift
/// let terminal = CountingTerminal(VirtualTerminal(size: Size(width: 20, height: 3)))
/// terminal.present(canvas)
/// terminal.bytesWritten  // the cost of the first frame
/// ```
@MainActor
public final class CountingTerminal<Base: Terminal>: Terminal {
  /// The terminal drawn on.
  public let base: Base
  /// Returns the bytes `base` has sent so far.
  private let reading: @MainActor () -> Int
  /// The last reading.
  private var total = 0

  /// Counts what `base` sends with `bytesSoFar`, which returns the bytes sent since the
  /// terminal was created (the first reading is taken now).
  public init(_ base: Base, bytesSoFar: @escaping @MainActor () -> Int) {
    self.base = base
    self.reading = bytesSoFar
    total = bytesSoFar()
  }

  /// Bytes sent so far (including those before this wrapper was made, when the reading
  /// includes them). Compare two readings to get the cost of a frame.
  public var bytesWritten: Int {
    total = reading()
    return total
  }

  /// The size of ``base``.
  public var size: Size { base.size }
  /// Whether ``base`` shows colours.
  public var isMonochrome: Bool { base.isMonochrome }

  /// Shows `canvas` on ``base``, then reads the count.
  public func present(_ canvas: Canvas) {
    base.present(canvas)
    total = reading()
  }

  /// The next input event of ``base`` (reading input can write: ncurses refreshes); then
  /// reads the count.
  public func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
    let event = base.nextInput(timeoutMilliseconds: timeoutMilliseconds)
    total = reading()
    return event
  }

  /// Waits on ``base`` for input or one of `descriptors`; then reads the count.
  public func nextInput(timeoutMilliseconds: Int?, orReadable descriptors: [Int32]) -> InputWait {
    let result = base.nextInput(timeoutMilliseconds: timeoutMilliseconds, orReadable: descriptors)
    total = reading()
    return result
  }

  /// The input descriptors of ``base``.
  public var inputDescriptors: [Int32] { base.inputDescriptors }
}

extension CountingTerminal where Base == VirtualTerminal {
  /// Counts a virtual terminal's estimated bytes (see ``VirtualTerminal``).
  public convenience init(_ base: VirtualTerminal) {
    self.init(base) { base.estimatedBytesWritten }
  }
}

extension CountingTerminal where Base == NcursesTerminal {
  /// Counts what an ncurses terminal wrote into `output`, the pipe it was started on
  /// (`NcursesTerminal(output: output.writer)`).
  public convenience init(_ base: NcursesTerminal, output: OutputPipe) {
    self.init(base) { output.drain() }
  }
}
