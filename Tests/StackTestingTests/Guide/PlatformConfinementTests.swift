import Foundation
import Testing

/// Keeps the operating system's differences in one place per module (docs/decisions/0460):
/// only a target's `Platform.swift` imports the C library (Glibc, Musl or Darwin) or asks
/// whether it runs on Linux, and the libraries re-export none of it to their clients.
@Suite struct PlatformConfinementTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The folders whose Swift files are read: every target of both packages.
  static let folders = ["Sources", "Examples", "Tests", "Tools/Sources", "Tools/Tests"]
  /// The C libraries' module names (spelled apart so that this file does not match itself).
  static let libraries = ["Gli" + "bc", "Mu" + "sl", "Dar" + "win"]
  /// The one file of the two libraries' platform module.
  static let libraryPlatformFile = "Sources/StackPlatform/Platform.swift"

  /// Every Swift file under ``folders``, by its path from the root, with its lines.
  static func swiftFiles() throws -> [(path: String, lines: [Substring])] {
    var files: [(path: String, lines: [Substring])] = []
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = walker?.nextObject() as? URL {
        guard file.pathExtension == "swift", !file.path.contains("/.build") else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        let path = String(file.path.dropFirst(root.path.count + 1))
        files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
      }
    }
    return files
  }

  /// True when `line` imports one of the C libraries (with any attribute or access level).
  static func importsCLibrary(_ line: Substring) -> Bool {
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
    return libraries.contains(String(words[index + 1]))
  }

  @Test func onlyPlatformFilesImportTheCLibrary() throws {
    let files = try Self.swiftFiles()
    #expect(files.count > 200, "the walk found too few files: \(files.count)")
    var platformFiles = 0
    for file in files {
      let imports = file.lines.filter(Self.importsCLibrary)
      if file.path.hasSuffix("/Platform.swift") {
        // A test target's platform file re-exports the package's platform module instead.
        let reexportsPlatform = file.lines.contains {
          $0.contains("@_exported import StackPlatform")
        }
        if !imports.isEmpty || reexportsPlatform { platformFiles += 1 }
        continue
      }
      #expect(
        imports.isEmpty,
        "\(file.path) imports the C library: use its target's Platform.swift (\(imports))")
    }
    // StackPlatform, StackDemo, five examples, six test targets (through StackPlatform) and
    // StackBench.
    #expect(platformFiles >= 14)
  }

  @Test func onlyPlatformFilesAskWhetherTheSystemIsLinux() throws {
    let questions = ["os(" + "Linux)"] + Self.libraries.map { "canImport(" + $0 + ")" }
    for file in try Self.swiftFiles() where !file.path.hasSuffix("/Platform.swift") {
      let asking = file.lines.filter { line in questions.contains { line.contains($0) } }
      #expect(
        asking.isEmpty,
        "\(file.path) tests the system: move that code to its target's Platform.swift \(asking)")
    }
  }

  @Test func theLibrariesReExportNoCLibrary() throws {
    let exported = "@_exp" + "orted"
    let libraries = [
      "Sources/StackDrawing/", "Sources/StackCore/", "Sources/StackUI/", "Sources/StackTerminal/",
      "Sources/StackLive/", "Sources/StackTesting/",
    ]
    // Each library re-exports the library below it (decision 0570), and nothing else.
    let ownLayers = ["StackDrawing", "StackCore", "StackUI", "StackTerminal"].map {
      "public import " + $0
    }
    let files = try Self.swiftFiles()
    for file in files where libraries.contains(where: file.path.hasPrefix) {
      let lines = file.lines.filter { line in
        line.contains(exported) && !ownLayers.contains { line.hasSuffix($0) }
      }
      #expect(lines.isEmpty, "\(file.path) re-exports a module to the library's clients")
    }
    // The platform module re-exports the C library, and only StackTerminal and StackTesting
    // import it, never with `@_exported`.
    let platform = try #require(files.first { $0.path == Self.libraryPlatformFile })
    #expect(platform.lines.contains { $0.contains(exported) && Self.importsCLibrary($0) })
  }
}
