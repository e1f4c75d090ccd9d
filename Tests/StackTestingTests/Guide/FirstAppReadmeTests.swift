import Foundation
import Testing

/// README.md's "Your first interactive app" builds as pasted: each block marked
/// `<!-- first-app: PATH -->` is the file PATH of a new package, and the app's files are the
/// `hello-stack` example's, word for word (the test's with the module's name changed), so a
/// change to the example that the README misses fails here, in a second. The package manifest
/// provides every module the files import. `Scripts/check-readme-app.sh` pastes the blocks
/// into an empty folder, builds the app and runs it in tmux (minutes: not in CI).
@Suite struct FirstAppReadmeTests {
  /// The package root (this file is `Tests/StackTestingTests/Guide/…`).
  static let root = DocumentationCodeTests.root

  /// The README's marked blocks, by their marker (a path, or `create` for the shell steps).
  static func markedBlocks() throws -> [String: String] {
    let text = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [String: String] = [:]
    var marker: String?
    var lines: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if lines == nil, line.hasPrefix("<!-- first-app: "), line.hasSuffix(" -->") {
        marker = String(line.dropFirst("<!-- first-app: ".count).dropLast(" -->".count))
      } else if lines == nil, marker != nil, line.hasPrefix("```") {
        lines = []
      } else if let block = lines, let name = marker, line == "```" {
        blocks[name] = block.joined(separator: "\n") + "\n"
        lines = nil
        marker = nil
      } else if lines != nil {
        lines?.append(line)
      }
    }
    return blocks
  }

  /// The README's files of the new package and the example's file each one copies, with the
  /// one change the copy makes (the module the test imports).
  static let copies: [(readme: String, example: String, renaming: (String, String)?)] = [
    ("Sources/MyStackApp/HelloApp.swift", "Examples/hello-stack/HelloApp.swift", nil),
    ("Sources/MyStackApp/main.swift", "Examples/hello-stack/main.swift", nil),
    (
      "Tests/MyStackAppTests/HelloScriptTests.swift",
      "Examples/Tests/ExamplesTests/HelloScriptTests.swift",
      ("@testable import HelloStack", "@testable import MyStackApp")
    ),
  ]

  @Test func theAppsFilesAreTheExamplesWordForWord() throws {
    let blocks = try Self.markedBlocks()
    for copy in Self.copies {
      let block = try #require(blocks[copy.readme], "README.md has no block for \(copy.readme)")
      var example = try String(
        contentsOf: Self.root.appendingPathComponent(copy.example), encoding: .utf8)
      if let (from, to) = copy.renaming {
        #expect(example.contains(from), "\(copy.example) no longer says \(from)")
        example = example.replacingOccurrences(of: from, with: to)
      }
      #expect(block == example, "README.md's \(copy.readme) differs from \(copy.example)")
    }
  }

  @Test func theManifestProvidesEveryImportedModule() throws {
    let blocks = try Self.markedBlocks()
    let manifest = try #require(blocks["Package.swift"])
    #expect(blocks["create"] != nil, "README.md has no marked block that creates the package")
    #expect(blocks.count == 5, "\(blocks.keys.sorted())")
    let provided = ["Foundation", "Testing"]
    for (path, block) in blocks where path.hasSuffix(".swift") && path != "Package.swift" {
      let imports = block.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return nil }
        return String(words[at + 1])
      }
      for module in imports where !provided.contains(module) {
        #expect(
          manifest.contains("name: \"\(module)\""),
          "\(path) imports \(module), which README.md's Package.swift does not provide")
      }
    }
  }
}
