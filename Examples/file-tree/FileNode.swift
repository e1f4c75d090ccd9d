#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One entry of the tree: a folder (its children read only when first expanded), a file, or
/// an entry that cannot be shown normally (a broken link). Everything read from the disk is
/// read here, with Glibc; the rows only show what a node holds.
final class FileNode {
  /// What kind of entry this is.
  enum Kind: Equatable {
    case folder
    case file(size: Int)
    case brokenLink
    case other
  }

  /// The entry's name in its folder, as the disk spells it (show it escaped).
  let name: String
  /// The path the entry is read from.
  let path: String
  /// How deep in the tree: 0 for the entries of the folder given on the command line.
  let depth: Int
  /// What kind of entry this is.
  let kind: Kind
  /// Where a symbolic link points; nil for anything else.
  let linkTarget: String?
  /// The children, sorted folders first; nil until the folder was read.
  private(set) var children: [FileNode]?
  /// Why the folder or file could not be read; nil when it could (or was not tried).
  private(set) var error: String?
  /// The first lines of a file, once it was opened.
  private(set) var preview: [String]?
  /// True while the folder shows its children or the file its first lines.
  var isOpen = false

  /// The most lines, and bytes, a file's preview shows.
  static let previewLines = 8
  static let previewBytes = 4096

  init(name: String, path: String, depth: Int, kind: Kind, linkTarget: String? = nil) {
    (self.name, self.path, self.depth, self.kind, self.linkTarget) =
      (name, path, depth, kind, linkTarget)
  }

  /// A node for the entry at `path` (not followed if it is a link: a link to a folder is a
  /// folder, a link that leads nowhere is a broken link).
  static func entry(named name: String, at path: String, depth: Int) -> FileNode {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      return FileNode(name: name, path: path, depth: depth, kind: .other)
    }
    var target: String?
    if info.st_mode & S_IFMT == S_IFLNK {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(path, &buffer, buffer.count - 1)
      target = String(
        decoding: buffer.prefix(max(0, count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard stat(path, &info) == 0 else {
        return FileNode(name: name, path: path, depth: depth, kind: .brokenLink, linkTarget: target)
      }
    }
    let kind: Kind
    switch info.st_mode & S_IFMT {
    case S_IFDIR: kind = .folder
    case S_IFREG: kind = .file(size: Int(info.st_size))
    default: kind = .other
    }
    return FileNode(name: name, path: path, depth: depth, kind: kind, linkTarget: target)
  }

  /// Reads the folder's entries, once: later calls keep what the first one found. Returns
  /// true when it read the disk.
  @discardableResult
  func readChildren() -> Bool {
    guard kind == .folder, children == nil else { return false }
    guard let folder = opendir(path) else {
      error = Self.errorText()
      children = []
      return true
    }
    defer { closedir(folder) }
    var found: [FileNode] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let childPath = path.hasSuffix("/") ? path + name : path + "/" + name
      found.append(.entry(named: name, at: childPath, depth: depth + 1))
    }
    // Folders first, then by name.
    children = found.sorted {
      ($0.kind == .folder ? 0 : 1, $0.name) < ($1.kind == .folder ? 0 : 1, $1.name)
    }
    return true
  }

  /// Reads the file's first lines, once; a file with a zero byte in them is binary.
  func readPreview() {
    guard case .file = kind, preview == nil, error == nil else { return }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      error = Self.errorText()
      return
    }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: Self.previewBytes)
    let count = read(descriptor, &bytes, bytes.count)
    guard count >= 0 else {
      error = Self.errorText()
      return
    }
    let head = bytes.prefix(count)
    if head.contains(0) {
      preview = ["(binary file)"]
    } else if head.isEmpty {
      preview = ["(empty file)"]
    } else {
      let text = String(decoding: head, as: UTF8.self).replacingTabs()
      preview = text.split(separator: "\n", omittingEmptySubsequences: false)
        .prefix(Self.previewLines).map(String.init)
    }
  }

  /// The message of the last failed call (`errno`).
  private static func errorText() -> String { String(cString: strerror(errno)) }
}

extension String {
  /// The text with each tab as four spaces and carriage returns removed.
  fileprivate func replacingTabs() -> String {
    var result = ""
    for scalar in unicodeScalars where scalar != "\r" {
      if scalar == "\t" { result += "    " } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
