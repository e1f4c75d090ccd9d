import Foundation
import StackTesting
import Testing

/// An adopter's package may name its targets and products like the examples and like
/// README.md's first app: a package in a temporary folder, depending on this checkout by path,
/// with a target and a product named like each example (`Pick` and `pick`, `HelloStack` and
/// `hello-stack`…, read from Examples/) and `MyStackApp`, builds with `swift build`, and each
/// of its executables is its own (prints its own marker), not one of the library's. A clean
/// build of the library in a new package takes minutes, so this runs only with
/// `STACKTUI_ADOPTER_BUILD=1`: `Scripts/check-adopter-package.sh` (decision 0520).
@Suite struct AdopterPackageTests {
  static let enabled = ProcessInfo.processInfo.environment["STACKTUI_ADOPTER_BUILD"] == "1"

  /// Every example's product name (its folder, where a `.keys` script is) and module name
  /// (`hello-stack`: `HelloStack`), and the README's first app's.
  static func names() throws -> [(product: String, module: String)] {
    let examples = DocumentationCodeTests.root.appendingPathComponent("Examples")
    let folders = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter {
      FileManager.default.fileExists(
        atPath: examples.appendingPathComponent("\($0)/\($0).keys").path)
    }
    let module: (String) -> String = { product in
      product.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    return folders.sorted().map { ($0, module($0)) } + [("MyStackApp", "MyStackApp")]
  }

  /// The adopter's manifest: each name an executable target depending on StackCore.
  static func manifest(names: [(product: String, module: String)]) -> String {
    let products = names.map {
      "    .executable(name: \"\($0.product)\", targets: [\"\($0.module)\"]),"
    }
    let targets = names.map {
      "    .executableTarget(name: \"\($0.module)\", "
        + "dependencies: [.product(name: \"StackCore\", package: \"StackTUI\")]),"
    }
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Adopter",
        products: [
      \(products.joined(separator: "\n"))
        ],
        dependencies: [.package(name: "StackTUI", path: "\(DocumentationCodeTests.root.path)")],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
  }

  @Test(.enabled(if: enabled, "STACKTUI_ADOPTER_BUILD=1 runs it (minutes)"))
  func anAdoptersTargetsAndProductsMayBeNamedLikeTheExamples() throws {
    let names = try Self.names()
    #expect(names.count >= 8, "\(names)")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stacktui-adopter-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in names {
      let sources = folder.appendingPathComponent("Sources/\(name.module)")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      try "import StackCore\n\nprint(\"adopter's \(name.product)\")\n"
        .write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    }
    try Self.manifest(names: names).write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

    // As an adopter builds: everything, in the package's folder (no time limit: a hang is
    // caught by the run's own).
    let build = try Spawn.run(
      "/bin/sh", ["-c", "cd \"$0\" && swift build 2>&1", folder.path], timeout: nil)
    let log = String(decoding: build.stdout, as: UTF8.self)
    try #require(build.status == 0, "the adopter's package does not build:\n\(log)")
    for name in names {
      let binary = folder.appendingPathComponent(".build/debug/\(name.product)").path
      let output = try Spawn.run(binary, [])
      #expect(
        String(decoding: output.stdout, as: UTF8.self) == "adopter's \(name.product)\n",
        "\(name.product) is not the adopter's")
    }
  }
}
