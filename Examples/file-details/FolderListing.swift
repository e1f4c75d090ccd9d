import StackTerminal

/// The names in a folder, as the bytes the system gives (a name may hold bytes that are not
/// UTF-8, or a line feed), sorted by byte, without `.` and `..`.
enum FolderListing {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func names(in folder: String) throws -> [[UInt8]] {
    guard let directory = opendir(folder) else {
      throw Failure(
        description: "cannot list \(MessageText.escaped(folder, limit: MessageText.pathLimit)): "
          + String(cString: strerror(errno)))
    }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        Array(bytes.prefix { $0 != 0 })
      }
      if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }
}
