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
  /// The bytes after the last newline.
  private var partial: [UInt8] = []
  /// True once the pipe was closed by its writer (a file never ends: it may grow).
  private(set) var isAtEnd = false
  private let isPipe: Bool

  /// Reads the file at `path`, from its start.
  init(path: String) throws(ReadError) {
    descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw ReadError(path: path) }
    isPipe = false
  }

  /// Reads standard input (a pipe).
  init(standardInput: Void) {
    descriptor = STDIN_FILENO
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    isPipe = true
  }

  deinit { if !isPipe { close(descriptor) } }

  /// The complete lines that arrived since the last call. A file that became shorter than
  /// what was read (truncated, as a rotated log) is read again from its start.
  func newLines() -> [String] {
    var lines: [String] = []
    var info = stat()
    if !isPipe, fstat(descriptor, &info) == 0, info.st_size < lseek(descriptor, 0, SEEK_CUR) {
      lseek(descriptor, 0, SEEK_SET)
      partial = []
    }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while !isAtEnd {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else {
        // 0: the end of the file for now, or a closed pipe; -1: nothing more yet (EAGAIN).
        if count == 0 && isPipe { isAtEnd = true }
        break
      }
      for byte in buffer.prefix(count) {
        if byte == UInt8(ascii: "\n") {
          lines.append(String(decoding: partial, as: UTF8.self))
          partial.removeAll(keepingCapacity: true)
        } else {
          partial.append(byte)
        }
      }
    }
    if isAtEnd && !partial.isEmpty {
      lines.append(String(decoding: partial, as: UTF8.self))
      partial = []
    }
    return lines
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
