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
    .library(name: "StackLive", targets: ["StackLive"]),
    .library(name: "StackTesting", targets: ["StackTesting"]),
    .executable(name: "stack-demo", targets: ["StackDemo"]),
    // The benchmark and the measurement, peer, fuzz and build-ordering tools are a package of
    // their own beside this one: Tools/ (Tools/README.md).
    // The examples are a package of their own too: Examples/ (Examples/README.md), so that
    // none of their everyday names (`Pick`, `pick`...) can clash with an adopter's.
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
    // libm on Linux: `rounded()` and friends on Double call `round`, `floor`… there, which an
    // executable that imports StackCore alone (no Foundation) did not link (issue 26).
    // The drawing surface: geometry, colours, the cell canvas and its diff, styles, text
    // widths, themes (decision 0570).
    .target(
      name: "StackDrawing",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The stack engine: rows, layout, scrolling, selection, visibility, events, animation.
    .target(
      name: "StackCore", dependencies: ["StackDrawing"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // What an app and a widget need without a terminal: input events, keys and key maps,
    // widgets and focus, layout of regions.
    .target(name: "StackUI", dependencies: ["StackDrawing", "StackCore"]),
    // The widgets people reach for, built on StackUI's contract: table, sparkline, tabs,
    // progress, spinner, footer; dialogs, toasts and screens; the line editor, InputLine,
    // filtering and FilterList (here, not in StackUI, so that an app that needs none of them
    // does not compile them: decision 0661).
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
    // Live sources for the loop: lines read from a descriptor, followed files, child
    // processes. Apart from StackTerminal so that an app that needs none of them does not
    // compile them (decision 0661).
    .target(name: "StackLive", dependencies: ["StackTerminal", "CStackSystem", "StackPlatform"]),
    // Test and measurement tooling: the .keys language, the virtual terminal, the tmux driver
    // and byte counting. Nothing in StackCore or StackTerminal depends on it.
    .target(
      name: "StackTesting",
      dependencies: ["StackCore", "StackTerminal", "StackLive", "StackPlatform"]),
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
      dependencies: ["StackCore", "StackTerminal", "StackWidgets", "StackPlatform"],
      path: "Tests/StackTestingFixtureApp"),
    // Helpers shared by the test targets (a seeded generator, README shell lines); not a product.
    // The Examples package builds the same folder (a symbolic link) for its tests.
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
        "StackWidgets", "StackTerminal", "StackTesting", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "CNcursesTests", dependencies: ["CNcurses", "StackPlatform"]),
    .testTarget(
      name: "StackTerminalTests",
      dependencies: [
        "StackTerminal", "StackLive", "StackCore", "StackTesting", "StackWidgets", "CNcurses",
        "TestSupport", "StackPlatform",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "StackTestingTests",
      dependencies: [
        "StackTesting", "StackTerminal", "StackLive", "StackCore", "StackTestingFixtureApp",
        "TestSupport", "TmuxTestSupport", "StackPlatform", "StackWidgets",
      ],
      // Read from disk by the tests (scripts), not built.
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "StackDemoTests",
      dependencies: [
        "StackDemo", "StackCore", "StackTerminal", "StackTesting", "StackWidgets", "TestSupport",
        "TmuxTestSupport", "StackPlatform",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // Read from disk by the tests (scripts, recorded snapshots), not built.
      exclude: ["Fixtures", "__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
