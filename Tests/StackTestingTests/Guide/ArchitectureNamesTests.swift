import Foundation
import Testing

/// Keeps the Architecture article true: every type name it writes in backticks (a word that
/// starts with a capital letter) is declared somewhere in Sources/, every library module and
/// every folder of one (read from the tree: a new module or folder fails until the article
/// has its line) is described, and every folder it names exists.
@Suite struct ArchitectureNamesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let article = root.appendingPathComponent(
    "Sources/StackCore/StackCore.docc/Architecture.md")

  /// Every `Name` and ``Name`` (or ``Name/member``) in the article: type names only.
  static func typeNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    for piece in text.components(separatedBy: "`") where !piece.hasSuffix("/") {
      let head = piece.split(separator: "/").first.map(String.init) ?? piece
      let name = head.split(separator: ".").first.map(String.init) ?? head
      guard let first = name.first, first.isUppercase,
        name.allSatisfy({ $0.isLetter || $0.isNumber })
      else { continue }
      names.insert(name)
    }
    return names
  }

  /// The text of every Swift file under Sources/.
  static func sources() throws -> String {
    let folder = root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var text = ""
    while let url = files?.nextObject() as? URL {
      if url.pathExtension == "swift" { text += try String(contentsOf: url, encoding: .utf8) }
    }
    return text
  }

  @Test func everyTypeTheArticleNamesIsDeclared() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let sources = try Self.sources()
    let names = Self.typeNames(in: text).subtracting(try Self.libraryModules() + ["CNcurses"])
    #expect(names.count >= 20)
    for name in names.sorted() {
      let declared = ["class", "struct", "enum", "protocol", "typealias", "actor"].contains {
        sources.contains("\($0) \(name)")
      }
      #expect(declared, "Architecture.md names `\(name)`, which Sources/ does not declare")
    }
  }

  /// The library modules: the folders under Sources/ that Package.swift does not declare as
  /// executable targets (the demo), read from the tree so a new module needs only its lines.
  static func libraryModules() throws -> [String] {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let executables = Set(
      manifest.matches(of: /\.executableTarget\(\s*name:\s*"(\w+)"/).map { String($0.1) })
    let sources = root.appendingPathComponent("Sources").path
    return try FileManager.default.contentsOfDirectory(atPath: sources).sorted().filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: "\(sources)/\($0)", isDirectory: &isFolder)
        && isFolder.boolValue && !executables.contains($0)
    }
  }

  /// The top-level folders of `module` that hold code (not its DocC catalog, not a C
  /// target's `include/`).
  static func folders(of module: String) throws -> [String] {
    let path = root.appendingPathComponent("Sources/\(module)").path
    return try FileManager.default.contentsOfDirectory(atPath: path).sorted().filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: "\(path)/\($0)", isDirectory: &isFolder)
        && isFolder.boolValue && !$0.hasSuffix(".docc") && $0 != "include"
    }
  }

  @Test func everyLibraryModuleAndFolderHasALineInTheArticle() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let modules = try Self.libraryModules()
    #expect(modules.contains("StackCore") && !modules.contains("StackDemo"))
    for module in modules {
      #expect(text.contains(module), "Architecture.md does not mention the module \(module)")
      for folder in try Self.folders(of: module) {
        #expect(
          text.contains("`\(folder)/`"),
          "Architecture.md does not describe \(module)/\(folder)/ (write it as `\(folder)/`)")
      }
    }
  }

  @Test func everyFolderTheArticleNamesExists() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    var existing: Set<String> = []
    for module in try Self.libraryModules() { existing.formUnion(try Self.folders(of: module)) }
    let named = text.matches(of: /`([A-Z][A-Za-z]+)\/`/).map { String($0.1) }
    #expect(named.count >= 20)
    for folder in named {
      #expect(existing.contains(folder), "Architecture.md names `\(folder)/`, which no module has")
    }
  }
}
