import Foundation

/// A folder of its own in the temporary directory, `<tmp>/<prefix>-<pid>-<random>`, made
/// fresh by `init` and removed with everything in it by ``remove()``.
struct TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates the folder.
  init(_ prefix: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The folder's path.
  var path: String { url.path }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` (UTF-8) to the file `name` in the folder.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
