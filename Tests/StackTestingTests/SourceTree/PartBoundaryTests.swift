import Foundation
import Testing

/// Keeps StackCore's parts owning their state (Architecture.md, "Inside StackCore"): the
/// façade (`Stack/`) calls a part's methods and never reaches into its fields.
///
/// The animator's state is guarded by the compiler: every stored property of `StackAnimator`
/// and `AnimationScopes` is `private`, so the façade (another file) cannot name one; this
/// suite checks that they stay private. The selection part's two fields (`selected`,
/// `pressed`) are what the stack reads to answer `selection` and `pressed`; only the selection
/// part (`Selection/`) writes them, which this suite checks in every other file.
@Suite struct PartBoundaryTests {
  /// The stored properties `text` declares at the top level of its type `name` (depth one of
  /// its braces), each as its declaration line. A line that opens a brace is a computed
  /// property, a method or a nested type, not a stored property.
  static func storedProperties(of name: String, in text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let heads = ["class \(name) ", "struct \(name) "]
    guard let start = lines.firstIndex(where: { line in heads.contains { line.contains($0) } })
    else { return [] }
    var depth = 0
    var found: [String] = []
    for line in lines[start...] {
      if depth == 1, !line.contains("{"), line.contains(/^\s*(?:[\w()]+\s+)*(?:var|let)\s+\w+/) {
        found.append(line.trimmingCharacters(in: .whitespaces))
      }
      depth += line.count(where: { $0 == "{" }) - line.count(where: { $0 == "}" })
      if depth == 0, line.contains("}") { break }
    }
    return found
  }

  /// The declarations among `properties` that are not `private` (`private(set)` is not).
  static func notPrivate(_ properties: [String]) -> [String] {
    properties.filter { !$0.hasPrefix("private ") }
  }

  static func file(_ path: String) throws -> String {
    let files = try FolderDependencyTests.files(of: "StackCore")
    let parts = path.split(separator: "/").map(String.init)
    let text = files.first { $0.folder == parts[0] && $0.name == parts[1] }?.text
    return try #require(text, "\(path) is in StackCore")
  }

  @Test(arguments: [
    ("StackAnimator", "Animation/StackAnimator.swift"),
    ("AnimationScopes", "Animation/AnimationScopes.swift"),
  ])
  func theAnimatorsStoredPropertiesArePrivate(type: String, path: String) throws {
    let stored = Self.storedProperties(of: type, in: try Self.file(path))
    #expect(stored.count >= 5, "the scan found the stored properties of \(type): \(stored)")
    #expect(Self.notPrivate(stored) == [], "\(type) keeps its state private")
  }

  @Test func onlyTheSelectionPartWritesTheSelection() throws {
    let writes = /selectionState\s*\.\s*(?:selected|pressed)\s*=[^=]/
    for file in try FolderDependencyTests.files(of: "StackCore") where file.folder != "Selection" {
      #expect(!file.text.contains(writes), "\(file.folder)/\(file.name) writes the selection")
    }
  }

  @Test func aStoredPropertyLeftInternalIsFound() {
    let text = """
      final class Animator {
        private var motions: [Int] = []
        var clock: Int?
        private(set) var scope: Int = 0
        var isAnimating: Bool { !motions.isEmpty }
        struct Change {
          var row: Int
        }
        func open() {
          let local = 1
        }
      }
      """
    let stored = Self.storedProperties(of: "Animator", in: text)
    #expect(stored.count == 3)
    #expect(Self.notPrivate(stored) == ["var clock: Int?", "private(set) var scope: Int = 0"])
  }
}
