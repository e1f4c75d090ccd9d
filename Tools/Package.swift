// swift-tools-version: 6.0
import PackageDescription

// StackTUI's tooling, beside the library: the benchmark executable `stack-bench` and its
// test; the measurement, peer, fuzz and build-ordering scripts live in Scripts/ (see
// README.md). It depends on the library package one folder up, so the library's own
// Package.swift builds nothing of this.
let package = Package(
  name: "StackTUITools",
  products: [
    .executable(name: "stack-bench", targets: ["StackBench"]),
    .executable(name: "table-bench", targets: ["TableBench"]),
  ],
  dependencies: [
    // The library, by path. SwiftPM names a path dependency after its folder (a clone may be
    // called anything); `name:` fixes the name the targets below use.
    .package(name: "StackTUI", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "StackBench",
      dependencies: [
        .product(name: "StackCore", package: "StackTUI"),
        .product(name: "StackUI", package: "StackTUI"),
        .product(name: "StackWidgets", package: "StackTUI"),
        .product(name: "StackTerminal", package: "StackTUI"),
        .product(name: "StackLive", package: "StackTUI"),
        .product(name: "StackTesting", package: "StackTUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `table-bench`: the StackWidgets table beside the plain list at a million rows.
    .executableTarget(
      name: "TableBench",
      dependencies: [
        .product(name: "StackDrawing", package: "StackTUI"),
        .product(name: "StackWidgets", package: "StackTUI"),
      ],
      // Nothing it links imports the C library, which would bring libm (`round`) along.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .testTarget(
      name: "StackBenchTests",
      dependencies: [
        "StackBench",
        .product(name: "StackTesting", package: "StackTUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
