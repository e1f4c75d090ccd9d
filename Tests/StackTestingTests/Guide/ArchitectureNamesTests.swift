import Foundation
import Testing

/// Keeps the Architecture article true: every type name it writes in backticks (a word that
/// starts with a capital letter) is declared somewhere in Sources/, and every folder it
/// names for StackTerminal and StackCore exists.
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
    let names = Self.typeNames(in: text).subtracting([
      "StackDrawing", "StackCore", "StackUI", "StackTerminal", "StackTesting", "StackPlatform",
      "CNcurses",
    ])
    #expect(names.count >= 20)
    for name in names.sorted() {
      let declared = ["class", "struct", "enum", "protocol", "typealias", "actor"].contains {
        sources.contains("\($0) \(name)")
      }
      #expect(declared, "Architecture.md names `\(name)`, which Sources/ does not declare")
    }
  }

  @Test func everyFolderTheArticleNamesExists() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let terminal = [
      "Session", "Input", "Loop", "Live", "Output", "Terminfo", "Messages", "Clock",
    ]
    let drawing = ["Geometry", "Color", "Canvas", "Text", "Theme", "Surface"]
    let widgets = ["Input", "Keys", "Widgets", "Regions", "Editing", "Filtering"]
    let core = [
      "Storage", "Update", "Layout", "Selection", "Visibility", "Following", "Animation", "Render",
    ]
    for (module, folders) in [
      ("StackTerminal", terminal), ("StackCore", core), ("StackDrawing", drawing),
      ("StackUI", widgets),
    ] {
      for folder in folders {
        #expect(text.contains("`\(folder)/`"))
        var isFolder: ObjCBool = false
        let path = Self.root.appendingPathComponent("Sources/\(module)/\(folder)").path
        #expect(
          FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            && isFolder.boolValue, "\(module)/\(folder)")
      }
    }
  }
}
