import StackLive
import StackTerminal

/// Standard input read without blocking, a bounded amount per call, straight into the
/// picker's store: lines are kept whole however long (`AppLoop.readLines` cuts lines at
/// 1 MiB and copies each batch once more; see decision 0440).
@MainActor
final class StandardInput {
  /// The most one call reads: keys are handled between two calls.
  static let bytesPerCall = 1024 * 1024
  private let buffer = UnsafeMutableRawBufferPointer.allocate(
    byteCount: StandardInput.bytesPerCall, alignment: 16)
  /// The loop's watch of standard input, cancelled at its end.
  var watch: DescriptorWatch?
  /// True once the end was read (or reading failed).
  private(set) var isAtEnd = false

  /// Leaves standard input's flags as they are (reads are made only when `poll` says they
  /// cannot block: `O_NONBLOCK` would outlive pick on a shared description) and, on Linux,
  /// makes a pipe's buffer 1 MiB (the most an
  /// unprivileged program may ask for by default): the writer fills it while the picker
  /// draws, and each pass reads up to ``bytesPerCall``, so a large input takes fewer passes
  /// and frames (decision 0440).
  init() {
    enlargePipeBuffer(STDIN_FILENO, to: Self.bytesPerCall)
  }

  isolated deinit { buffer.deallocate() }

  /// Reads what is there (at most ``bytesPerCall``) and hands it to `app`; at the end of the
  /// input, tells it so and cancels ``watch`` (a pipe at its end stays readable: left
  /// watched, the loop would wake at once again and again).
  func readAvailable(into app: PickApp) -> AppResponse {
    guard !isAtEnd, let base = buffer.baseAddress else { return .unchanged }
    var total = 0
    while total < Self.bytesPerCall {
      let count = LineReading.readIfReady(
        STDIN_FILENO, into: base + total, count: Self.bytesPerCall - total)
      if count > 0 {
        total += count
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { isAtEnd = true }
      break
    }
    if total > 0 { app.append(chunk: UnsafeRawBufferPointer(rebasing: buffer[0..<total])) }
    // At the cap the rest is not read: the writer waits (or gets SIGPIPE when pick ends).
    if app.isFull { isAtEnd = true }
    if isAtEnd {
      watch?.cancel()
      return app.finishInput()
    }
    return total > 0 ? .redraw : .unchanged
  }
}
