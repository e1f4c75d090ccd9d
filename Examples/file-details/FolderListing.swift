import StackTerminal

/// The names in a folder, sorted, without `.` and `..`.
enum FolderListing {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func names(in folder: String) throws -> [String] {
    guard let directory = opendir(folder) else {
      throw Failure(
        description: "cannot list \(MessageText.escaped(folder, limit: MessageText.pathLimit)): "
          + String(cString: strerror(errno)))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
