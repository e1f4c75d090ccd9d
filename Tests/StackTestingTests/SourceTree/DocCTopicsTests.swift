import Foundation
import Testing

/// Keeps the DocC catalogs complete: every public type of every module under Sources/ is
/// listed in the Topics section of a catalog (`Sources/*/*.docc/*.md`), so no type of the
/// public API is missing from the documentation's contents. Modules and files come from the
/// tree: a new module or type needs only its topic line.
@Suite struct DocCTopicsTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// The public types declared at the top level of the Swift files under `folder`, with the
  /// file that declares each.
  static func publicTypes(under folder: URL) throws -> [String: String] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var types: [String: String] = [:]
    let declaration =
      /^(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:final\s+)?(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)/
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = String(line).prefixMatch(of: declaration) {
          types[String(match.1)] = url.lastPathComponent
        }
      }
    }
    return types
  }

  /// The symbols listed (`- ``Name``` or `- ``Name/member``) under `## Topics` in the catalogs'
  /// Markdown files.
  static func listedInTopics() throws -> Set<String> {
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var listed: Set<String> = []
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "md", url.path.contains(".docc/") else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      guard let topics = text.range(of: "## Topics") else { continue }
      for match in text[topics.lowerBound...].matches(of: /(?m)^\s*- ``([A-Za-z0-9_]+)/) {
        listed.insert(String(match.1))
      }
    }
    return listed
  }

  @Test func everyPublicTypeIsInATopicList() throws {
    let types = try Self.publicTypes(under: Self.sources)
    #expect(types.count >= 100, "the scan found the public types")
    let listed = try Self.listedInTopics()
    for (name, file) in types.sorted(by: { $0.key < $1.key }) where !listed.contains(name) {
      Issue.record(
        "\(name) (\(file)) is public but in no Topics list of a DocC catalog (Sources/*/*.docc)")
    }
  }

  @Test func aTypeMissingFromTheTopicsIsFound() throws {
    let listed = try Self.listedInTopics()
    #expect(listed.contains("ScrollStack"))
    #expect(!listed.contains("NoSuchType"))
  }
}
