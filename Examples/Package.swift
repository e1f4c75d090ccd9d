// swift-tools-version: 6.0
import Foundation
import PackageDescription

// StackTUI's examples, beside the library (README.md in this folder): small programs built on
// the public API only, each with a .keys script that ExamplesTests plays headless and in tmux.
// A package of their own, depending on the library one folder up, so that the library's
// package declares none of their everyday names (`Pick`, `pick`, `HelloStack`...): an adopter's
// package may use them (issue 26, decision 0520). Run one from this folder:
// `swift run hello-stack`.

/// The `.keys` scripts in an example's folder: read by its tests, not built.
func scripts(of product: String) -> [String] {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(product).path
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  return names.filter { $0.hasSuffix(".keys") }.sorted()
}

/// An example: its executable (the product's name), its source folder (the same) and its module;
/// `widgets`: it uses StackWidgets; `live`: StackLive (lines read from a descriptor, followed
/// files, child processes); `parser`: it reads its command line with
/// swift-argument-parser (hello-stack does not, nor StackWidgets or StackLive: its clean build
/// takes 0.65× the CPU time of d6a14a9's in debug, 0.56× in release; decisions 0610, 0661).
func example(
  _ product: String, module: String, widgets: Bool = false, live: Bool = false,
  parser: Bool = true
) -> Target {
  .executableTarget(
    name: module,
    dependencies: [
      .product(name: "StackCore", package: "StackTUI"),
      .product(name: "StackTerminal", package: "StackTUI"),
    ] + (parser ? [.product(name: "ArgumentParser", package: "swift-argument-parser")] : [])
      + (widgets ? [.product(name: "StackWidgets", package: "StackTUI")] : [])
      + (live ? [.product(name: "StackLive", package: "StackTUI")] : []),
    path: product, exclude: scripts(of: product))
}

let examples = [
  (product: "hello-stack", module: "HelloStack", widgets: false, live: false, parser: false),
  (product: "file-tree", module: "FileTree", widgets: true, live: false, parser: true),
  (product: "tail-follow", module: "TailFollow", widgets: true, live: true, parser: true),
  (product: "run-stream", module: "RunStream", widgets: true, live: true, parser: true),
  (product: "two-pane", module: "TwoPane", widgets: true, live: false, parser: true),
  (product: "pick", module: "Pick", widgets: true, live: true, parser: true),
  (product: "file-details", module: "FileDetails", widgets: true, live: false, parser: true),
  (product: "proc-top", module: "ProcTop", widgets: true, live: false, parser: false),
]

let package = Package(
  name: "StackTUIExamples",
  products: examples.map { .executable(name: $0.product, targets: [$0.module]) },
  dependencies: [
    // The library, by path. SwiftPM names a path dependency after its folder (a clone may be
    // called anything); `name:` fixes the name the targets below use.
    .package(name: "StackTUI", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: examples.map {
    example(
      $0.product, module: $0.module, widgets: $0.widgets, live: $0.live, parser: $0.parser)
  } + [
    // The root's test helpers (a README's shell lines; tmux sessions as the tests use them),
    // the same files: Tests/TestSupport and Tests/TmuxTestSupport are symbolic links to the
    // root's folders, built here as modules of this package. Their names differ from the
    // root's `TestSupport` and `TmuxTestSupport`: two modules of one name from two packages
    // never meet in a build folder (decision 0650).
    .target(name: "ExamplesTestSupport", path: "Tests/TestSupport"),
    .target(
      name: "ExamplesTmuxTestSupport",
      dependencies: [
        .product(name: "StackCore", package: "StackTUI"),
        .product(name: "StackTesting", package: "StackTUI"),
      ],
      path: "Tests/TmuxTestSupport"),
    .testTarget(
      name: "ExamplesTests",
      dependencies: examples.map { .target(name: $0.module) } + [
        .product(name: "StackCore", package: "StackTUI"),
        .product(name: "StackTerminal", package: "StackTUI"),
        .product(name: "StackTesting", package: "StackTUI"),
        .product(name: "StackWidgets", package: "StackTUI"),
        .product(name: "StackLive", package: "StackTUI"),
        "ExamplesTestSupport", "ExamplesTmuxTestSupport",
      ],
      // Read from disk by the tests (a fixture folder and log), not built.
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
