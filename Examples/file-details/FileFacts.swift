/// What file-details shows of a file once loaded: its kind (read from its first bytes) and
/// its size. Loaded off the main actor: reading a file (a slow disk, a network mount) never
/// holds the keys up.
struct FileFacts: Sendable, Equatable {
  var kind: String
  var size: Int

  /// The size in words: "1 byte", "0 bytes", "23 bytes".
  var sizeText: String { size == 1 ? "1 byte" : "\(size) bytes" }

  /// The facts of the entry `name` (its bytes, as the folder lists them: not necessarily
  /// UTF-8) in `folder`; the kind says why when it cannot be read.
  @concurrent
  static func load(name: [UInt8], in folder: [UInt8]) async -> FileFacts {
    let path = self.path(of: name, in: folder)
    var info = stat()
    guard lstat(path, &info) == 0 else { return FileFacts(kind: "unreadable", size: 0) }
    let size = Int(info.st_size)
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return FileFacts(kind: "folder", size: size)
    case S_IFLNK: return FileFacts(kind: "link", size: size)
    case S_IFREG: return FileFacts(kind: kind(ofFileAt: path), size: size)
    default: return FileFacts(kind: "special", size: size)
    }
  }

  /// The path of `name` in `folder` as a C string: the bytes as they are.
  static func path(of name: [UInt8], in folder: [UInt8]) -> [CChar] {
    var path = folder
    if path.last != 0x2F { path.append(0x2F) }
    return cPath(path + name)
  }

  /// `path`'s bytes as a C string (a path holds no NUL: the system's names cannot).
  static func cPath(_ path: [UInt8]) -> [CChar] {
    (path + [0]).map { CChar(bitPattern: $0) }
  }

  /// An ELF file's kind (``ELFKind``: "ELF object", "ELF executable"…), "script", "text",
  /// "data" or "empty", from the first 512 bytes (read non-blocking: a file replaced by a
  /// FIFO is not waited on).
  static func kind(ofFileAt path: UnsafePointer<CChar>) -> String {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return "unreadable" }
    defer { close(descriptor) }
    var head = [UInt8](repeating: 0, count: 512)
    let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return count == 0 ? "empty" : "unreadable" }
    let bytes = head.prefix(count)
    if bytes.starts(with: ELFKind.magic) { return ELFKind.name(ofHead: Array(bytes)) }
    if bytes.starts(with: [0x23, 0x21]) { return "script" }
    let isText = bytes.allSatisfy { $0 == 9 || $0 == 10 || $0 == 13 || $0 >= 32 }
    return isText ? "text" : "data"
  }
}
