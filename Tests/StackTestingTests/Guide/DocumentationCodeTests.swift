import Foundation
import StackTerminal
import Testing

/// Keeps the Swift code of README.md and the DocC articles honest: every ```swift block is a
/// copy of code that compiles and runs here. A block's lines (trimmed, blank lines and
/// imports left out) must appear in the same order in one file of this folder (`Guide/`),
/// whose tests run them, or in one Swift file of an example (`Examples/*/`) or of its tests
/// (`Examples/Tests/ExamplesTests/`), which the Examples package builds and runs: the examples are the single source of the code they show. A
/// block that shows a package manifest (`.package(url:` or a target) is not compiled; its
/// StackTUI version must be ``StackTUIVersion/current``.
@Suite struct DocumentationCodeTests {
  /// The package root (this file is `Tests/StackTestingTests/Guide/…`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// README.md and every article and landing page of the DocC catalogs, relative to the root.
  static var documents: [String] {
    let manager = FileManager.default
    var paths = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    for module in (try? manager.contentsOfDirectory(atPath: sources.path).sorted()) ?? [] {
      let catalog = "Sources/\(module)/\(module).docc"
      let names =
        (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
      paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return paths
  }

  /// The ```swift blocks of a Markdown text, each as its lines.
  static func swiftBlocks(in text: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(current ?? [])
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// The lines that are checked: trimmed, without blank lines and imports.
  static func checkedLines(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix("@testable import ") }
  }

  /// True when `needles` appear in `haystack` in order (not necessarily next to each other).
  static func appearsInOrder(_ needles: [String], in haystack: [String]) -> Bool {
    var position = haystack.startIndex
    for needle in needles {
      guard let found = haystack[position...].firstIndex(of: needle) else { return false }
      position = found + 1
    }
    return true
  }

  /// The Swift files whose code the documents may show, relative to the root: those of
  /// `Guide/`, of each example's folder and of the examples' tests (the Examples package).
  static func sourcePaths() throws -> [String] {
    let manager = FileManager.default
    var folders = ["Tests/StackTestingTests/Guide", "Examples/Tests/ExamplesTests"]
    let examples = root.appendingPathComponent("Examples")
    for name in try manager.contentsOfDirectory(atPath: examples.path).sorted() {
      var isFolder: ObjCBool = false
      let path = examples.appendingPathComponent(name).path
      if name != "Tests", !name.hasPrefix("."),
        manager.fileExists(atPath: path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        folders.append("Examples/\(name)")
      }
    }
    return try folders.flatMap { folder in
      try manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  /// The trimmed lines of each Swift file of ``sourcePaths()``, by path.
  static func sources() throws -> [String: [String]] {
    var sources: [String: [String]] = [:]
    for path in try sourcePaths() {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      sources[path] = checkedLines(text.components(separatedBy: "\n"))
    }
    return sources
  }

  static func isManifest(_ lines: [String]) -> Bool {
    lines.contains { $0.contains(".package(url:") || $0.contains("Target(") }
  }

  @Test func everySwiftBlockIsCodeThatRuns() throws {
    let sources = try Self.sources()
    #expect(sources.keys.contains("Examples/hello-stack/HelloApp.swift"))
    var checked = 0
    for document in Self.documents {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
      for block in Self.swiftBlocks(in: text) where !Self.isManifest(block) {
        let lines = Self.checkedLines(block)
        let home = sources.first { Self.appearsInOrder(lines, in: $0.value) }
        let shown = block.joined(separator: "\n")
        #expect(
          home != nil,
          "\(document): this block is not a copy of code in Guide/ or Examples/:\n\(shown)"
        )
        checked += 1
      }
    }
    #expect(checked >= 10, "only \(checked) swift blocks found")
  }

  @Test func manifestsNameTheCurrentVersion() throws {
    var manifests = 0
    for document in Self.documents {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
      for block in Self.swiftBlocks(in: text) where Self.isManifest(block) {
        for line in block where line.contains("stacktui/StackTUI.git") {
          #expect(
            line.contains("from: \"\(StackTUIVersion.current)\""), "\(document): \(line)")
          manifests += 1
        }
      }
    }
    #expect(manifests >= 2, "README.md and the Getting Started article show the package line")
  }
}
