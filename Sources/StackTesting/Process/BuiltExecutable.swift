// FoundationEssentials where it exists: not Foundation's ICU (docs/decisions/0117).
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds executables SwiftPM built next to the running test bundle (`.build/<config>/NAME`),
/// for tests that run them (directly, or in tmux with ``TmuxReplay``).
public enum BuiltExecutable {
  /// The path of the built executable `name`. Throws, saying what to build, when the test
  /// bundle cannot be found or `name` is not built.
  public static func path(named name: String) throws(Spawn.Failure) -> String {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: testBinary)
    // On Linux the bundle is the executable itself; on macOS it is a directory tree.
    while !directory.lastPathComponent.hasSuffix(".xctest"), directory.pathComponents.count > 1 {
      directory.deleteLastPathComponent()
    }
    guard directory.lastPathComponent.hasSuffix(".xctest") else {
      throw Spawn.Failure(description: "cannot find the .xctest bundle in \(testBinary)")
    }
    let path = directory.deletingLastPathComponent().appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw Spawn.Failure(
        description: "\(name) is not built at \(path): run `swift build` (or "
          + "`swift build --build-tests`) before `swift test`")
    }
    return path
  }
}
