import StackTerminal

/// The names in a folder, as the bytes the system gives (a name may hold bytes that are not
/// UTF-8, or a line feed), sorted by byte, without `.` and `..`.
enum FolderListing {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func names(in folder: [UInt8]) throws -> [[UInt8]] {
    guard let directory = opendir(FileFacts.cPath(folder)) else {
      let reason = String(cString: strerror(errno))
      let shown = MessageText.escaped(bytes: folder, limit: MessageText.pathLimit)
      throw Failure(description: "cannot list \(shown): \(reason)")
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
