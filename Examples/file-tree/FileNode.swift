import StackTerminal

/// One entry of the tree: what was read about it from the disk (with the C library) — its
/// kind, a folder's children (read only when first opened), a file's first lines — and its
/// ``label``: the name (`name/` for a folder), where a link points, and a file's size or a read
/// folder's entry count. Text from the disk is shown escaped (``MessageText``): a control
/// character in a file name never reaches the terminal.
final class FileNode {
  /// What kind of entry this is: a link counts as what it leads to.
  enum Kind: Equatable {
    case folder
    case file(size: Int)
    case brokenLink, other
  }

  /// The name and the path as shown (decoded from the disk's bytes, a byte that is not UTF-8
  /// as `�`; show them escaped), and the folder this entry is in (nil for the folder given on
  /// the command line).
  let name: String, path: String
  unowned let parent: FileNode?
  /// The path as the disk spells it, with its closing zero: the system calls use these bytes,
  /// so a name that is not valid UTF-8 still opens.
  private let systemPath: [CChar]
  let kind: Kind
  /// Where a symbolic link points (as shown); nil for anything else.
  let linkTarget: String?
  /// A folder's children, folders first (nil until read); a file's first lines (nil until
  /// opened); why either could not be read.
  private(set) var children: [FileNode]?, preview: [String]?, error: String?

  /// The entry at `path` (the folder given on the command line).
  convenience init(name: String, path: String, parent: FileNode?) {
    self.init(name: name, path: path, systemPath: Array(path.utf8CString), parent: parent)
  }

  private init(name: String, path: String, systemPath: [CChar], parent: FileNode?) {
    (self.name, self.path, self.systemPath, self.parent) = (name, path, systemPath, parent)
    var target = [CChar](repeating: 0, count: 4096)
    let length = readlink(systemPath, &target, target.count)  // -1 when it is not a link
    linkTarget =
      length < 0
      ? nil : String(decoding: target.prefix(length).map(UInt8.init(bitPattern:)), as: UTF8.self)
    var info = stat()
    guard stat(systemPath, &info) == 0 else {
      kind = linkTarget == nil ? .other : .brokenLink
      return
    }
    let type = info.st_mode & S_IFMT
    kind = type == S_IFDIR ? .folder : type == S_IFREG ? .file(size: Int(info.st_size)) : .other
  }

  /// Reads the folder's entries the first time; returns false when they were read before.
  func readChildren() -> Bool {
    guard children == nil else { return false }
    children = []
    guard let folder = opendir(systemPath) else {
      error = String(cString: strerror(errno))
      return true
    }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      // The name's bytes build the path; its decoded text is only shown.
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard bytes != Array(".".utf8) && bytes != Array("..".utf8) else { continue }
      let name = String(decoding: bytes, as: UTF8.self)
      var childPath = Array(systemPath.dropLast())  // without its closing zero
      if childPath.last != CChar(UInt8(ascii: "/")) { childPath.append(CChar(UInt8(ascii: "/"))) }
      childPath += bytes.map(CChar.init(bitPattern:)) + [0]
      children?.append(
        FileNode(
          name: name, path: path.hasSuffix("/") ? path + name : path + "/" + name,
          systemPath: childPath, parent: self))
    }
    children?.sort { ($0.kind == .folder ? 0 : 1, $0.name) < ($1.kind == .folder ? 0 : 1, $1.name) }
    return true
  }

  /// The most bytes a preview reads: its first lines come from them.
  static let previewByteLimit = 4096

  /// Reads the file's first 8 lines (of its first ``previewByteLimit`` bytes) the first time;
  /// a zero byte there makes it a binary file. The read never waits: the file is opened
  /// non-blocking, and only a regular file is read (checked on the opened file, so a file
  /// replaced by a FIFO or a device after it was listed is refused too: reading those could
  /// wait forever or take data from another reader). A file whose size is 0 is not read: a
  /// kernel file such as `/proc/kmsg` says 0 and gives its data to the first reader.
  func readPreview() {
    guard preview == nil, error == nil else { return }
    switch Self.readStart(of: systemPath, limit: Self.previewByteLimit) {
    case .failure(let failure):
      error = failure.reason
    case .success(let bytes):
      guard !bytes.isEmpty, !bytes.contains(0) else {
        preview = [bytes.isEmpty ? "(empty file)" : "(binary file)"]
        return
      }
      // Lines as a text row shows them: a CRLF line's CR is dropped; tabs and control
      // characters are drawn by the library's writer (ControlCharacter), not here.
      preview = TextLayout.paragraphs(of: String(decoding: bytes, as: UTF8.self)).prefix(8)
        .map(String.init)
    }
  }

  /// Why a preview was refused or failed, shown in its row.
  struct ReadFailure: Error, Equatable {
    let reason: String
  }

  /// The first `limit` bytes (at most) of the regular file at `path`, read without waiting;
  /// a failure says why, in words for the row ("it is a FIFO, not a regular file").
  static func readStart(of path: [CChar], limit: Int) -> Result<[UInt8], ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadFailure(reason: systemError())) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(ReadFailure(reason: systemError())) }
    if let kind = unreadableKind(mode: info.st_mode) {
      return .failure(ReadFailure(reason: "it is \(kind), not a regular file"))
    }
    guard info.st_size > 0 else { return .success([]) }
    var bytes = [UInt8](repeating: 0, count: max(0, limit))
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if got > 0 {
        count += got
      } else if got == 0 || errno == EAGAIN || errno == EWOULDBLOCK {
        break  // The end, or nothing more without waiting: show what came.
      } else if errno != EINTR {
        return .failure(ReadFailure(reason: systemError()))
      }
    }
    return .success(Array(bytes.prefix(count)))
  }

  /// What a file of `mode` is when it is not a regular file ("a FIFO", "a device"); nil for a
  /// regular file.
  static func unreadableKind(mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    default: "not a regular file"
    }
  }

  /// The current `errno` in words.
  private static func systemError() -> String { String(cString: strerror(errno)) }

  /// The entry as its line shows it: `! ` for a broken link, the name (escaped, `/` after a
  /// folder), ` → target` for a link, then a file's size or a read folder's entry count.
  var label: String {
    var title = (kind == .brokenLink ? "! " : "") + Self.escaped(name)
    if kind == .folder { title += "/" }
    if let linkTarget { title += " → " + Self.escaped(linkTarget) }
    let info =
      switch kind {
      case .file(let size): Self.sizeText(size)
      case .folder: children.map { $0.count == 1 ? "1 item" : "\($0.count) items" } ?? ""
      case .brokenLink: "broken link"
      case .other: ""
      }
    return info.isEmpty ? title : title + "  " + info
  }

  static func escaped(_ name: String) -> String {
    MessageText.escaped(name, limit: MessageText.pathLimit)
  }

  /// `512 B`, `1.5 KB`, `12.0 MB`: powers of 1024, one decimal.
  static func sizeText(_ bytes: Int) -> String {
    let unit = (0...4).last { bytes >> (10 * $0) > 0 } ?? 0
    let value = (Double(bytes) / Double(1 << (10 * unit)) * 10).rounded() / 10
    return unit == 0 ? "\(bytes) B" : "\(value) \(["", "K", "M", "G", "T"][unit])B"
  }
}
