import Foundation
import Testing

/// Keeps the folders of a module layered: no folder uses a type of a folder that, directly or
/// through others, uses a type of the first (Architecture.md: "folders follow the flow").
/// A folder uses another's type when one of its files names a type declared there.
@Suite struct FolderDependencyTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// Each Swift file of `module` as (top folder, text without comments and string literals).
  static func files(of module: String) throws -> [(folder: String, name: String, text: String)] {
    let root = sources.appendingPathComponent(module)
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var files: [(folder: String, name: String, text: String)] = []
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = url.path.dropFirst(root.path.count + 1).split(separator: "/")
      guard relative.count > 1 else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
        .replacing(/\/\/[^\n]*/, with: "").replacing(/"(?:\\.|[^"\\\n])*"/, with: "\"\"")
      files.append((String(relative[0]), url.lastPathComponent, text))
    }
    return files
  }

  /// Which folders each folder of `module` uses, with the file and type that make each use.
  static func uses(in module: String) throws -> [String: [String: String]] {
    let files = try files(of: module)
    var home: [String: String] = [:]
    let declaration =
      /(?m)^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/
    for file in files {
      for match in file.text.matches(of: declaration) where home[String(match.1)] == nil {
        home[String(match.1)] = file.folder
      }
    }
    var uses: [String: [String: String]] = [:]
    for file in files {
      for match in file.text.matches(of: /\b[A-Z]\w+\b/) {
        let name = String(match.output)
        guard let other = home[name], other != file.folder else { continue }
        uses[file.folder, default: [:]][other] = "\(file.name) names \(name)"
      }
    }
    return uses
  }

  /// A chain of folders that comes back to where it started, or nil.
  static func cycle(in uses: [String: [String: String]]) -> [String]? {
    var done: Set<String> = []
    func visit(_ folder: String, _ path: [String]) -> [String]? {
      if let start = path.firstIndex(of: folder) { return Array(path[start...]) + [folder] }
      guard !done.contains(folder) else { return nil }
      for next in (uses[folder] ?? [:]).keys.sorted() {
        if let found = visit(next, path + [folder]) { return found }
      }
      done.insert(folder)
      return nil
    }
    for folder in uses.keys.sorted() {
      if let found = visit(folder, []) { return found }
    }
    return nil
  }

  @Test(arguments: ["StackDrawing", "StackCore", "StackUI", "StackTerminal", "StackTesting"])
  func noFolderUsesAFolderThatUsesItBack(module: String) throws {
    let uses = try Self.uses(in: module)
    #expect(!uses.isEmpty, "the scan found the folders of \(module)")
    if let cycle = Self.cycle(in: uses) {
      let steps = zip(cycle, cycle.dropFirst()).map { "\($0) → \($1) (\(uses[$0]?[$1] ?? ""))" }
      Issue.record("\(module): \(steps.joined(separator: "; "))")
    }
  }

  @Test func aFileOutsideStackCoresFacadeFolderThatExtendsTheStackIsACycle() throws {
    // The façade's parts name no ScrollStack: an extension of it in a part's folder would
    // make that folder and Stack/ use each other.
    var uses = try Self.uses(in: "StackCore")
    uses["Layout", default: [:]]["Stack"] = "ScrollStack+Settle.swift names ScrollStack"
    #expect(Self.cycle(in: uses) != nil)
  }

  @Test func aCycleIsFoundWhereTwoFoldersUseEachOther() {
    let uses = ["Input": ["Output": "a"], "Output": ["Terminfo": "b", "Input": "c"]]
    #expect(Self.cycle(in: uses) == ["Input", "Output", "Input"])
    #expect(Self.cycle(in: ["Input": ["Output": "a"], "Session": ["Input": "b"]]) == nil)
  }
}
