// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "StackTUI",
  products: [
    .library(name: "StackCore", targets: ["StackCore"])
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1")
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      path: "Modules/CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev", "libncurses-dev"]), .brew(["ncurses"])]
    ),
    .target(name: "StackCore"),
    .target(name: "StackTerminal", dependencies: ["StackCore", "CNcurses"]),
    .testTarget(
      name: "StackCoreTests",
      dependencies: [
        "StackCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "CNcursesTests", dependencies: ["CNcurses"]),
    .testTarget(name: "StackTerminalTests", dependencies: ["StackTerminal", "StackCore"]),
  ],
  swiftLanguageModes: [.v6]
)
