internal import StackPlatform
import StackTerminal

/// Reads lines from a descriptor without ever blocking: reads of at most
/// ``maximumBytesPerCall`` per call, each made only once `poll` says the descriptor is
/// readable, cut into lines by `\n`. For a pipe, a socket, a child's output or a terminal;
/// see `AppLoop.readLines(from:maximumBytesPerPass:_:)`.
///
/// The descriptor's flags are never changed: `O_NONBLOCK` is a flag of the open file
/// description, shared with whoever else holds it — set on an inherited standard input it
/// would outlive the app (`{ …; } | { pick; cat; }`: `cat` reads `EAGAIN`).
@MainActor
public final class LineReading {
  /// The descriptor read (its flags untouched); never closed here.
  public let descriptor: FileDescriptor
  /// The most one call reads: the loop handles keys between two calls.
  public let maximumBytesPerCall: Int
  /// True once the end of the input was read (or reading failed).
  public private(set) var isAtEnd = false
  /// Why reading stopped early (`strerror`), or nil.
  public private(set) var failure: String?
  private var splitter: LineSplitter
  private let buffer: UnsafeMutableRawBufferPointer

  /// Reads `descriptor` (its flags are left as they are).
  public init(
    descriptor: FileDescriptor, maximumBytesPerCall: Int = 64 * 1024,
    maximumLineLength: Int = 1 << 20
  ) {
    self.descriptor = descriptor
    self.maximumBytesPerCall = max(1, maximumBytesPerCall)
    splitter = LineSplitter(maximumLineLength: maximumLineLength)
    buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: self.maximumBytesPerCall, alignment: 16)
  }

  isolated deinit { buffer.deallocate() }

  /// The lines that arrived since the last call (at most ``maximumBytesPerCall`` bytes
  /// read); nil when nothing was there. At the end of the input the batch says so.
  public func readAvailable() -> LineBatch? {
    guard !isAtEnd else { return nil }
    var total = 0
    var reachedEnd = false
    while total < maximumBytesPerCall {
      let count = Self.readIfReady(
        descriptor.rawValue, into: buffer.baseAddress.map { $0 + total },
        count: maximumBytesPerCall - total)
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

  /// Reads at most `count` bytes from `descriptor` into `buffer` only if that cannot block:
  /// `poll` with no timeout first; when nothing is there, -1 with `errno` EAGAIN — as a
  /// non-blocking read would, without setting `O_NONBLOCK` on a description others share.
  public static func readIfReady(
    _ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int
  ) -> Int {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    var ready: Int32
    repeat { ready = poll(&entry, 1, 0) } while ready < 0 && errno == EINTR
    guard ready > 0 else {
      if ready == 0 { errno = EAGAIN }
      return -1
    }
    return read(descriptor, buffer, count)
  }
}
