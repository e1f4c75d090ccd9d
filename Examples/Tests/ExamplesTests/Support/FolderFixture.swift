import Foundation

/// A folder of files for an example's tests, made fresh in a ``TemporaryFolder`` and removed
/// by ``remove()``: ``fileTree()`` for file-tree, ``twoPane()`` for two-pane.
struct FolderFixture {
  /// The temporary folder holding ``root``.
  private let base: TemporaryFolder
  /// The folder given to the example (its name is the same in every run).
  let root: URL

  /// A folder `name` in a new temporary folder, filled by `fill`.
  private init(prefix: String, name: String, fill: (FolderFixture) throws -> Void) throws {
    base = try TemporaryFolder(prefix)
    root = base.url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try fill(self)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  /// Makes the folder `name` (and the folders above it) in the folder.
  func makeFolder(_ name: String) throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(name), withIntermediateDirectories: true)
  }

  /// Writes `bytes` to the file `name` in the folder.
  func write(_ bytes: some Sequence<UInt8>, to name: String) throws {
    try Data(bytes).write(to: root.appendingPathComponent(name))
  }

  /// Removes the fixture.
  func remove() { base.remove() }
}

extension FolderFixture {
  /// file-tree's folder `tree`: `docs/` (an empty folder and `guide.md`), `src/main.swift`, a
  /// file whose name holds an escape sequence, a binary file, a broken link and `notes.txt`
  /// (with a tab).
  static func fileTree() throws -> FolderFixture {
    try FolderFixture(prefix: "file-tree", name: "tree") { tree in
      try tree.makeFolder("docs/empty")
      try tree.makeFolder("src")
      try tree.write("# Guide\n\nFirst steps.\n".utf8, to: "docs/guide.md")
      try tree.write("print(\"hello\")\n".utf8, to: "src/main.swift")
      try tree.write("x\n".utf8, to: "bad\u{1B}[31mname.txt")
      try tree.write([0, 1, 2, 3, 0xFF, 0x7F], to: "binary.bin")
      try FileManager.default.createSymbolicLink(
        atPath: tree.path("broken"), withDestinationPath: "missing-target")
      try tree.write("line one\n\tindented\nline three\n".utf8, to: "notes.txt")
    }
  }

  /// two-pane's folder `top`: folders `alpha/` (holding `deep.txt`), `beta/`, `gamma/` and
  /// the files `file-01.txt` … `file-30.txt`.
  static func twoPane() throws -> FolderFixture {
    try FolderFixture(prefix: "two-pane", name: "top") { top in
      for folder in ["alpha", "beta", "gamma"] { try top.makeFolder(folder) }
      try top.write("deep\n".utf8, to: "alpha/deep.txt")
      for number in 1...30 {
        try top.write("\(number)\n".utf8, to: "file-\(number < 10 ? "0" : "")\(number).txt")
      }
    }
  }
}
