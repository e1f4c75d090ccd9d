import Foundation
import Testing

/// Keeps the folders of a module layered: no folder uses a type of a folder that, directly or
/// through others, uses a type of the first (Architecture.md: "folders follow the flow").
/// A folder uses another's type when one of its files names a type declared at the top level
/// there; a nested type (or one declared in an extension) belongs to its enclosing type, which
/// a file outside names to reach it, so two nested types of one name make no edge. The
/// modules come from the tree: every library module under Sources/ with folders is checked.
@Suite struct FolderDependencyTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  typealias SourceFile = (folder: String, name: String, text: String)

  /// The library modules under Sources/ (not the executables Package.swift declares) whose
  /// code is in two folders or more.
  static var modulesWithFolders: [String] {
    let manager = FileManager.default
    let manifest = sources.deletingLastPathComponent().appendingPathComponent("Package.swift")
    let executables = Set(
      ((try? String(contentsOf: manifest, encoding: .utf8)) ?? "")
        .matches(of: /\.executableTarget\(\s*name:\s*"(\w+)"/).map { String($0.1) })
    let modules = (try? manager.contentsOfDirectory(atPath: sources.path).sorted()) ?? []
    return modules.filter { !executables.contains($0) }.filter { module in
      let path = sources.appendingPathComponent(module).path
      let folders = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter { name in
        var isFolder: ObjCBool = false
        return manager.fileExists(atPath: "\(path)/\(name)", isDirectory: &isFolder)
          && isFolder.boolValue && !name.hasSuffix(".docc") && name != "include"
      }
      return folders.count >= 2
    }
  }

  /// Each Swift file of `module` as (top folder, text without comments and string literals).
  static func files(of module: String) throws -> [SourceFile] {
    let root = sources.appendingPathComponent(module)
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var files: [SourceFile] = []
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

  /// The types `text` declares at its top level (outside every brace: not nested in a type
  /// or an extension).
  static func topLevelTypes(in text: String) -> [String] {
    let declaration =
      /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/
    var depth = 0
    var names: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if depth == 0, let match = String(line).prefixMatch(of: declaration) {
        names.append(String(match.1))
      }
      depth += line.count(where: { $0 == "{" }) - line.count(where: { $0 == "}" })
    }
    return names
  }

  /// Which folders each folder of `files` uses, with the file and type that make each use.
  static func uses(of files: [SourceFile]) -> [String: [String: String]] {
    var home: [String: String] = [:]
    for file in files {
      for name in topLevelTypes(in: file.text) where home[name] == nil {
        home[name] = file.folder
      }
    }
    var uses: [String: [String: String]] = [:]
    for file in files {
      // Simple word boundaries: `KeyMap.Entry` names KeyMap (Unicode's would read one word).
      for match in file.text.matches(of: /\b[A-Z]\w+\b/.wordBoundaryKind(.simple)) {
        let name = String(match.output)
        guard let other = home[name], other != file.folder else { continue }
        uses[file.folder, default: [:]][other] = "\(file.name) names \(name)"
      }
    }
    return uses
  }

  /// Which folders each folder of `module` uses.
  static func uses(in module: String) throws -> [String: [String: String]] {
    uses(of: try files(of: module))
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

  @Test func theModulesComeFromTheTree() {
    let modules = Self.modulesWithFolders
    #expect(["StackCore", "StackTerminal", "StackTesting"].allSatisfy(modules.contains))
  }

  @Test(arguments: modulesWithFolders)
  func noFolderUsesAFolderThatUsesItBack(module: String) throws {
    let files = try Self.files(of: module)
    // The scan read the module's folders (folders that use none of the others, as the
    // widgets of StackWidgets do, make no edge: that is acyclic, not a failed scan).
    #expect(Set(files.map(\.folder)).count >= 2, "the scan found the folders of \(module)")
    let uses = Self.uses(of: files)
    if let cycle = Self.cycle(in: uses) {
      let steps = zip(cycle, cycle.dropFirst()).map { "\($0) → \($1) (\(uses[$0]?[$1] ?? ""))" }
      Issue.record("\(module): \(steps.joined(separator: "; "))")
    }
  }

  @Test func twoNestedTypesOfOneNameMakeNoEdge() {
    let files: [SourceFile] = [
      ("Filtering", "FilterQuery.swift", "struct FilterQuery {\n  enum Kind { case a }\n}\n"),
      ("Keys", "KeyMap.swift", "struct KeyMap {\n  enum Kind { case b }\n  let kind: Kind\n}\n"),
      ("Parts", "Extra.swift", "extension KeyMap {\n  struct Entry {}\n}\n"),
      ("Loop", "Loop.swift", "final class Loop {\n  let entry: KeyMap.Entry\n}\n"),
    ]
    let uses = Self.uses(of: files)
    #expect(uses["Keys"] == nil)  // Its own nested Kind, not Filtering's.
    #expect(uses["Loop"]?.keys.sorted() == ["Keys"])  // KeyMap.Entry: the enclosing type's folder.
    #expect(Self.topLevelTypes(in: files[0].text) == ["FilterQuery"])
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
