import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the lines added to a file or a pipe since the last call, without ever blocking: the
/// descriptor is non-blocking, so a call takes what is there and returns. A line is returned
/// once its newline arrived (or the pipe closed). A call reads at most
/// ``maximumBytesPerCall``: a large file arrives over several calls (``hasMore``), its first
/// screen at once.
final class LineReader {
  /// The most one call reads; a longer line is cut into pieces of this length.
  static let maximumBytesPerCall = 1 << 20
  private let descriptor: Int32
  /// True for standard input: a pipe ends when its writer closes it, a file may always grow.
  private let isPipe: Bool
  /// The bytes after the last newline.
  private var partial: [UInt8] = []
  /// True once the pipe was closed by its writer, or reading failed.
  private(set) var isAtEnd = false
  /// True when the last call stopped at ``maximumBytesPerCall``: more is there already.
  private(set) var hasMore = false
  /// Why reading stopped ("Input/output error"); nil while it goes on.
  private(set) var failure: String?

  /// Reads the file at `path` from its start, or standard input when `path` is nil. Only a
  /// regular file or a pipe (a FIFO) is read: a folder or a device (`/dev/zero`) is refused.
  init(path: String?) throws(ReadError) {
    isPipe = path == nil
    if let path {
      descriptor = open(path, O_RDONLY | O_NONBLOCK)
      guard descriptor >= 0 else { throw ReadError(path: path) }
    } else {
      descriptor = STDIN_FILENO
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    var info = stat()
    let type = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
    // Standard input may also be a socket (some programs pipe through socket pairs).
    guard type == S_IFREG || type == S_IFIFO || (isPipe && type == S_IFSOCK) else {
      if !isPipe { close(descriptor) }
      throw ReadError(
        path: path ?? "standard input",
        reason: type == S_IFDIR ? "it is a folder" : "not a regular file or a pipe")
    }
  }

  deinit { if !isPipe { close(descriptor) } }

  /// The complete lines that arrived since the last call (at most ``maximumBytesPerCall`` of
  /// them). A file that became shorter than what was read (truncated, as a rotated log) is
  /// read again from its start.
  func newLines() -> [String] {
    var info = stat()
    if !isPipe, fstat(descriptor, &info) == 0, info.st_size < lseek(descriptor, 0, SEEK_CUR) {
      lseek(descriptor, 0, SEEK_SET)
      partial = []
    }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var (count, total) = (0, 0)
    while !isAtEnd && total < Self.maximumBytesPerCall {
      count = read(descriptor, &buffer, buffer.count)
      // -1 with EINTR: try again; with EAGAIN: nothing more yet; any other error ends reading.
      if count < 0 && errno == EINTR { continue }
      if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK {
        failure = String(cString: strerror(errno))
      }
      guard count > 0 else { break }
      partial += buffer.prefix(count)
      total += count
    }
    hasMore = total >= Self.maximumBytesPerCall
    // 0: the end of the file for now, or a closed pipe.
    isAtEnd = isAtEnd || failure != nil || (count == 0 && isPipe)
    var lines = partial.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    partial = isAtEnd ? [] : Array(lines.removeLast())  // The text after the last newline.
    if isAtEnd && lines.last?.isEmpty == true { lines.removeLast() }
    if partial.count >= Self.maximumBytesPerCall {  // A line without end: cut it here.
      lines.append(partial[...])
      partial = []
    }
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }

  /// A file that cannot be opened, or that is not a regular file or a pipe.
  struct ReadError: Error, CustomStringConvertible {
    let path: String
    var reason = String(cString: strerror(errno))
    var description: String {
      "cannot read \(MessageText.escaped(path, limit: MessageText.pathLimit)): \(reason)"
    }
  }
}
