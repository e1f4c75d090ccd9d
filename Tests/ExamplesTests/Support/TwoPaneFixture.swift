import Foundation

/// A folder for the two-pane tests, made fresh in a temporary folder and removed by
/// ``remove()``: folders `alpha/` (holding `deep.txt`), `beta/`, `gamma/` and the files
/// `file-01.txt` … `file-30.txt`.
struct TwoPaneFixture {
  /// The folder shown (the argument given to two-pane).
  let root: URL

  init() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("two-pane-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    root = base.appendingPathComponent("top")
    let files = FileManager.default
    for folder in ["alpha", "beta", "gamma"] {
      try files.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("deep\n".utf8).write(to: root.appendingPathComponent("alpha/deep.txt"))
    for number in 1...30 {
      let name = "file-\(number < 10 ? "0" : "")\(number).txt"
      try Data("\(number)\n".utf8).write(to: root.appendingPathComponent(name))
    }
  }

  /// Removes the fixture.
  func remove() {
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }
}
