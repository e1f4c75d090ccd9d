import StackLive
import StackTerminal

/// Where tail-follow's lines come from: a file followed like `tail -F` (appends,
/// truncation, rotation), or a descriptor read to its end (text piped in).
enum TailSource {
  case file(FileFollower)
  case descriptor(FileDescriptor)

  /// True for a followed file (its lines are read back from it, not kept).
  var isFile: Bool {
    if case .file = self { return true }
    return false
  }

  /// The file at `path` (a named pipe is read to its end), or standard input when `path`
  /// is nil. A folder or a device is refused with a message.
  @MainActor
  static func make(path: String?) throws -> TailSource {
    try make(pathBytes: path.map { Array($0.utf8) })
  }

  /// The file whose path is `pathBytes` (as given on the command line: not necessarily
  /// UTF-8), or standard input when it is nil.
  @MainActor
  static func make(pathBytes: [UInt8]?) throws -> TailSource {
    guard let pathBytes else { return .descriptor(.standardInput) }
    let path = (pathBytes + [0]).map { CChar(bitPattern: $0) }
    var info = stat()
    let escaped = MessageText.escaped(bytes: pathBytes, limit: MessageText.pathLimit)
    guard stat(path, &info) == 0 else {
      throw SourceError(description: "cannot read \(escaped): \(String(cString: strerror(errno)))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file(try FileFollower(pathBytes: pathBytes))
    case S_IFIFO:
      let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw SourceError(
          description: "cannot read \(escaped): \(String(cString: strerror(errno)))")
      }
      return .descriptor(FileDescriptor(rawValue: descriptor))
    case S_IFDIR: throw SourceError(description: "cannot read \(escaped): it is a folder")
    default: throw SourceError(description: "cannot read \(escaped): not a regular file or a pipe")
    }
  }

  /// A path that cannot be followed.
  struct SourceError: Error, CustomStringConvertible {
    let description: String
  }
}
