internal import StackPlatform

/// Reads lines from a descriptor without ever blocking: non-blocking reads of at most
/// ``maximumBytesPerCall`` per call, cut into lines by `\n`. For a pipe, a socket, a child's
/// output or a terminal; see ``AppLoop/readLines(from:maximumBytesPerPass:_:)``.
@MainActor
public final class LineReading {
  /// The descriptor read (made non-blocking); never closed here.
  public let descriptor: FileDescriptor
  /// The most one call reads: the loop handles keys between two calls.
  public let maximumBytesPerCall: Int
  /// True once the end of the input was read (or reading failed).
  public private(set) var isAtEnd = false
  /// Why reading stopped early (`strerror`), or nil.
  public private(set) var failure: String?
  private var splitter: LineSplitter
  private let buffer: UnsafeMutableRawBufferPointer

  /// Reads `descriptor`, which is made non-blocking.
  public init(
    descriptor: FileDescriptor, maximumBytesPerCall: Int = 64 * 1024,
    maximumLineLength: Int = 1 << 20
  ) {
    self.descriptor = descriptor
    self.maximumBytesPerCall = max(1, maximumBytesPerCall)
    splitter = LineSplitter(maximumLineLength: maximumLineLength)
    buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: self.maximumBytesPerCall, alignment: 16)
    let number = descriptor.rawValue
    _ = fcntl(number, F_SETFL, fcntl(number, F_GETFL) | O_NONBLOCK)
  }

  isolated deinit { buffer.deallocate() }

  /// The lines that arrived since the last call (at most ``maximumBytesPerCall`` bytes
  /// read); nil when nothing was there. At the end of the input the batch says so.
  public func readAvailable() -> LineBatch? {
    guard !isAtEnd else { return nil }
    var total = 0
    var reachedEnd = false
    while total < maximumBytesPerCall {
      let count = read(
        descriptor.rawValue, buffer.baseAddress.map { $0 + total }, maximumBytesPerCall - total)
      if count > 0 {
        total += count
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK {
        failure = String(cString: strerror(errno))
        reachedEnd = true
      }
      if count == 0 { reachedEnd = true }
      break
    }
    if reachedEnd { isAtEnd = true }
    guard total > 0 || reachedEnd else { return nil }
    return splitter.lines(
      in: UnsafeRawBufferPointer(rebasing: buffer[0..<total]), isEnd: reachedEnd)
  }
}
