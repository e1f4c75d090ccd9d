// swift-tools-version: 6.0
import PackageDescription

#if os(macOS)
  // Homebrew's ncurses is keg-only: its include and library paths come from its pkg-config
  // file (PKG_CONFIG_PATH=$(brew --prefix ncurses)/lib/pkgconfig).
  let ncursesPkgConfig: String? = "ncursesw"
#else
  let ncursesPkgConfig: String? = nil
#endif

let package = Package(
  name: "StackTUI",
  products: [
    .library(name: "StackDrawing", targets: ["StackDrawing"]),
    .library(name: "StackCore", targets: ["StackCore"]),
    .library(name: "StackUI", targets: ["StackUI"]),
    .library(name: "StackWidgets", targets: ["StackWidgets"]),
    .library(name: "StackTerminal", targets: ["StackTerminal"]),
    .library(name: "StackTesting", targets: ["StackTesting"]),
    .executable(name: "stack-demo", targets: ["StackDemo"]),
    // The benchmark and the measurement, peer, fuzz and build-ordering tools are a package of
    // their own beside this one: Tools/ (Tools/README.md).
    // The examples (Examples/README.md): small programs that use only the public API.
    .executable(name: "hello-stack", targets: ["HelloStack"]),
    .executable(name: "file-tree", targets: ["FileTree"]),
    .executable(name: "tail-follow", targets: ["TailFollow"]),
    .executable(name: "run-stream", targets: ["RunStream"]),
    .executable(name: "two-pane", targets: ["TwoPane"]),
    .executable(name: "pick", targets: ["Pick"]),
    .executable(name: "file-details", targets: ["FileDetails"]),
    .executable(name: "proc-top", targets: ["ProcTop"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    // Documentation only: `swift package generate-documentation --target StackCore`.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    // On Linux ncursesw comes from the default include and library paths, without
    // pkg-config: its `--cflags` there are only `-D` feature macros, which SwiftPM drops with
    // a "prohibited flag(s)" warning on every build. shim.h defines them instead and, when the
    // headers are missing, stops with an error naming Scripts/install-deps.sh and the packages.
    .systemLibrary(
      name: "CNcurses",
      path: "Modules/CNcurses",
      pkgConfig: ncursesPkgConfig,
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
    ),
    // The drawing surface: geometry, the cell canvas and its diff, styles, text widths.
    .target(name: "StackDrawing"),
    // The stack engine: rows, layout, scrolling, selection, visibility, events, animation.
    .target(name: "StackCore", dependencies: ["StackDrawing"]),
    // What an app and a widget need without a terminal: input events, keys and key maps,
    // widgets and focus, layout of regions, the line editor and filtering.
    .target(name: "StackUI", dependencies: ["StackDrawing", "StackCore"]),
    // The widgets people reach for, built on StackUI's widget contract: table, sparkline…
    .target(name: "StackWidgets", dependencies: ["StackUI"]),
    // The operating-system calls the run loop needs that Swift cannot make directly (the main
    // dispatch queue's wake-up handle, eventfd, pidfd); see its header.
    .target(
      name: "CStackSystem",
      linkerSettings: [.linkedLibrary("dispatch", .when(platforms: [.linux]))]),
    // The C library (Glibc, Musl or Darwin) and the calls that differ between systems, in one
    // file; StackTerminal and StackTesting import it internally, never the C library itself.
    .target(name: "StackPlatform"),
    .target(
      name: "StackTerminal",
      dependencies: ["StackUI", "StackCore", "CNcurses", "CStackSystem", "StackPlatform"]),
    // Test and measurement tooling: the .keys language, the virtual terminal, the tmux driver
    // and byte counting. Nothing in StackCore or StackTerminal depends on it.
    .target(name: "StackTesting", dependencies: ["StackCore", "StackTerminal", "StackPlatform"]),
    .executableTarget(
      name: "StackDemo",
      dependencies: [
        "StackCore", "StackTerminal", "StackTesting", "StackWidgets",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The small app the StackTesting tests run headless and in tmux (not a product).
    .executableTarget(
      name: "StackTestingFixtureApp",
      dependencies: ["StackCore", "StackTerminal", "StackPlatform"],
      path: "Tests/StackTestingFixtureApp"),
    // The examples: each one program, built with the package, its .keys script checked by
    // ExamplesTests headless and in tmux.
    .executableTarget(
      name: "HelloStack",
      dependencies: [
        "StackCore", "StackTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/hello-stack", exclude: ["hello-stack.keys"]),
    .executableTarget(
      name: "FileTree",
      dependencies: [
        "StackCore", "StackTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/file-tree", exclude: ["file-tree.keys"]),
    .executableTarget(
      name: "TailFollow",
      dependencies: [
        "StackCore", "StackTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/tail-follow", exclude: ["tail-follow.keys"]),
    .executableTarget(
      name: "RunStream",
      dependencies: [
        "StackCore", "StackTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/run-stream", exclude: ["run-stream.keys"]),
    .executableTarget(
      name: "TwoPane",
      dependencies: [
        "StackCore", "StackTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/two-pane", exclude: ["two-pane.keys"]),
    .executableTarget(
      name: "Pick",
      dependencies: [
        "StackCore", "StackTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/pick", exclude: ["pick.keys"]),
    .executableTarget(
      name: "FileDetails",
      dependencies: [
        "StackCore", "StackTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/file-details", exclude: ["file-details.keys"]),
    .executableTarget(
      name: "ProcTop", dependencies: ["StackTerminal", "StackWidgets"],
      path: "Examples/proc-top"),
    // Helpers shared by the test targets (a seeded generator, README shell lines); not a product.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // Helpers for the test targets that drive tmux (the tests' session settings, a shell in a
    // pane); apart from TestSupport so that StackCoreTests builds without ncurses.
    .target(
      name: "TmuxTestSupport", dependencies: ["StackCore", "StackTesting"],
      path: "Tests/TmuxTestSupport"),
    .testTarget(
      name: "StackCoreTests",
      dependencies: [
        "StackCore", "TestSupport", "StackPlatform",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "StackUITests",
      dependencies: [
        "StackUI", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "StackWidgetsTests",
      dependencies: [
        "StackWidgets", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "CNcursesTests", dependencies: ["CNcurses", "StackPlatform"]),
    .testTarget(
      name: "StackTerminalTests",
      dependencies: [
        "StackTerminal", "StackCore", "StackTesting", "CNcurses", "TestSupport", "StackPlatform",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "StackTestingTests",
      // HelloStack: the Guide tests run the hello-stack example, whose code the README and
      // the Getting Started article show.
      dependencies: [
        "StackTesting", "StackTerminal", "StackCore", "StackTestingFixtureApp", "HelloStack",
        "TestSupport", "TmuxTestSupport", "StackPlatform", "StackWidgets",
      ],
      // Read from disk by the tests (scripts), not built.
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "StackDemoTests",
      dependencies: [
        "StackDemo", "StackCore", "StackTerminal", "StackTesting", "TestSupport",
        "TmuxTestSupport", "StackPlatform",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // Read from disk by the tests (scripts, recorded snapshots), not built.
      exclude: ["Fixtures", "__Snapshots__"]
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "HelloStack", "FileTree", "TailFollow", "RunStream", "TwoPane", "FileDetails", "Pick",
        "StackCore",
        "StackTerminal", "StackTesting",
        "TestSupport", "TmuxTestSupport",
      ],
      // Read from disk by the tests (a fixture folder and log), not built.
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
