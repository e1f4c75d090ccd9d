#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One entry of the tree, and everything read about it from the disk (with Glibc): its kind,
/// a folder's children (read only when first opened), a file's first lines.
final class FileNode {
  /// What kind of entry this is: a link counts as what it leads to.
  enum Kind: Equatable {
    case folder
    case file(size: Int)
    case brokenLink, other
  }

  /// The entry's name, as the disk spells it (show it escaped).
  let name: String
  let path: String
  /// 0 for the entries of the folder given on the command line.
  let depth: Int
  let kind: Kind
  /// Where a symbolic link points; nil for anything else.
  let linkTarget: String?
  /// The children, folders first; nil until the folder was read.
  private(set) var children: [FileNode]?
  /// Why the folder or file could not be read.
  private(set) var error: String?
  /// The first lines of a file, once it was opened.
  private(set) var preview: [String]?
  /// True while a folder shows its children, or a file its first lines.
  var isOpen = false

  init(name: String, path: String, depth: Int) {
    (self.name, self.path, self.depth) = (name, path, depth)
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      var target = [CChar](repeating: 0, count: 4096)
      let count = max(0, readlink(path, &target, target.count))
      linkTarget = String(
        decoding: target.prefix(count).map(UInt8.init(bitPattern:)), as: UTF8.self)
    } else {
      linkTarget = nil
    }
    guard stat(path, &info) == 0 else {
      kind = linkTarget == nil ? .other : .brokenLink
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: kind = .folder
    case S_IFREG: kind = .file(size: Int(info.st_size))
    default: kind = .other
    }
  }

  /// Reads the folder's entries the first time; returns false when they were read before.
  func readChildren() -> Bool {
    guard children == nil else { return false }
    children = []
    guard let folder = opendir(path) else {
      error = String(cString: strerror(errno))
      return true
    }
    defer { closedir(folder) }
    var found: [FileNode] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != "." && name != ".." else { continue }
      let childPath = path.hasSuffix("/") ? path + name : path + "/" + name
      found.append(FileNode(name: name, path: childPath, depth: depth + 1))
    }
    children = found.sorted {
      ($0.kind == .folder ? 0 : 1, $0.name) < ($1.kind == .folder ? 0 : 1, $1.name)
    }
    return true
  }

  /// Reads the file's first 8 lines (of its first 4 KB) the first time; a zero byte there
  /// makes it a binary file.
  func readPreview() {
    guard preview == nil, error == nil else { return }
    let descriptor = open(path, O_RDONLY)
    defer { if descriptor >= 0 { close(descriptor) } }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = descriptor < 0 ? -1 : read(descriptor, &bytes, bytes.count)
    guard count >= 0 else {
      error = String(cString: strerror(errno))
      return
    }
    let head = bytes.prefix(count)
    guard !head.contains(0), !head.isEmpty else {
      preview = [head.isEmpty ? "(empty file)" : "(binary file)"]
      return
    }
    var text = ""  // Tabs as four spaces, no carriage returns.
    for scalar in String(decoding: head, as: UTF8.self).unicodeScalars where scalar != "\r" {
      if scalar == "\t" { text += "    " } else { text.unicodeScalars.append(scalar) }
    }
    preview = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(
      String.init)
  }
}
