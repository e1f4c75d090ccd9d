// Public: `FILE` is in the public API (spelled `StackPlatform.FILE`: the C library's).
public import StackPlatform

/// A pipe for a terminal to write into (``writer``, a `FILE` stream for ncurses), whose read
/// end is drained without blocking and counted: the measured bytes a ``CountingTerminal``
/// reports for an `NcursesTerminal`.
///
/// ncurses writes with `write(2)` to the stream's file descriptor, so a counting stream
/// without a descriptor (`fopencookie`, `fmemopen`) would receive nothing; a pipe receives
/// every byte.
@MainActor
public final class OutputPipe {
  /// The write end, for the terminal to draw on.
  public let writer: UnsafeMutablePointer<StackPlatform.FILE>
  private let reader: Int32
  /// Bytes read from the pipe so far.
  public private(set) var bytesRead = 0
  /// When true, ``drain()`` keeps what it reads in ``keptBytes`` (for tests that look at
  /// the bytes themselves). Off by default: a benchmark drains megabytes.
  public var keepsBytes = false
  /// The bytes drained while ``keepsBytes`` was true.
  public var keptBytes: [UInt8] = []

  /// Opens the pipe; nil when the system cannot.
  public init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    guard let writer = fdopen(ends[1], "w") else {
      close(ends[0])
      close(ends[1])
      return nil
    }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    self.writer = writer
    self.reader = ends[0]
  }

  isolated deinit {
    fclose(writer)
    close(reader)
  }

  /// Reads everything written so far and returns ``bytesRead``, the total.
  @discardableResult
  public func drain() -> Int {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytesRead += count
      if keepsBytes { keptBytes += buffer.prefix(count) }
    }
    return bytesRead
  }
}
