import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the lines added to a file or a pipe since the last call, without ever blocking: the
/// descriptor is non-blocking, so a call takes what is there and returns. A line is returned
/// once its newline arrived (or the pipe closed).
final class LineReader {
  private let descriptor: Int32
  /// True for standard input: a pipe ends when its writer closes it, a file may always grow.
  private let isPipe: Bool
  /// The bytes after the last newline.
  private var partial: [UInt8] = []
  /// True once the pipe was closed by its writer.
  private(set) var isAtEnd = false

  /// Reads the file at `path` from its start, or standard input (a pipe) when `path` is nil.
  init(path: String?) throws(ReadError) {
    isPipe = path == nil
    guard let path else {
      descriptor = STDIN_FILENO
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      return
    }
    descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw ReadError(path: path) }
  }

  deinit { if !isPipe { close(descriptor) } }

  /// The complete lines that arrived since the last call. A file that became shorter than
  /// what was read (truncated, as a rotated log) is read again from its start.
  func newLines() -> [String] {
    var info = stat()
    if !isPipe, fstat(descriptor, &info) == 0, info.st_size < lseek(descriptor, 0, SEEK_CUR) {
      lseek(descriptor, 0, SEEK_SET)
      partial = []
    }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var count = 0
    repeat {
      count = isAtEnd ? 0 : read(descriptor, &buffer, buffer.count)
      partial += buffer.prefix(max(0, count))
    } while count > 0
    // 0: the end of the file for now, or a closed pipe; -1: nothing more yet (EAGAIN).
    isAtEnd = isAtEnd || (count == 0 && isPipe)
    var lines = partial.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    partial = isAtEnd ? [] : Array(lines.removeLast())  // The text after the last newline.
    if isAtEnd && lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }

  /// A file that cannot be opened.
  struct ReadError: Error, CustomStringConvertible {
    let path: String
    let reason = String(cString: strerror(errno))
    var description: String {
      "cannot read \(MessageText.escaped(path, limit: MessageText.pathLimit)): \(reason)"
    }
  }
}
