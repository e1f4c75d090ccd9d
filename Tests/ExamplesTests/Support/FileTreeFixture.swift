import Foundation

/// A folder for the file-tree tests, made fresh in a temporary folder and removed by
/// ``remove()``: `docs/` (an empty folder and `guide.md`), `src/main.swift`, a file whose
/// name holds an escape sequence, a binary file, a broken link and `notes.txt` (with a tab).
struct FileTreeFixture {
  /// The folder holding the tree (the argument given to file-tree).
  let root: URL

  init() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("file-tree-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    root = base.appendingPathComponent("tree")
    let files = FileManager.default
    try files.createDirectory(
      at: root.appendingPathComponent("docs/empty"), withIntermediateDirectories: true)
    try files.createDirectory(
      at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
    try write("# Guide\n\nFirst steps.\n", to: "docs/guide.md")
    try write("print(\"hello\")\n", to: "src/main.swift")
    try write("x\n", to: "bad\u{1B}[31mname.txt")
    try Data([0, 1, 2, 3, 0xFF, 0x7F]).write(to: root.appendingPathComponent("binary.bin"))
    try files.createSymbolicLink(
      atPath: root.appendingPathComponent("broken").path, withDestinationPath: "missing-target")
    try write("line one\n\tindented\nline three\n", to: "notes.txt")
  }

  /// The path of `name` in the tree.
  func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  private func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(name))
  }

  /// Removes the fixture.
  func remove() {
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }
}
