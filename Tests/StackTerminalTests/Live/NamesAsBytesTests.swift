import Foundation
import Testing

@testable import StackLive
@testable import StackTerminal

/// Names that are not UTF-8 — a file to follow, a command's argument — used by their bytes:
/// the file is opened and followed across a rotation, the argument reaches the command as
/// it is, and a NUL byte (which a C string cannot hold) is a clear error.
@MainActor
@Suite struct NamesAsBytesTests {
  /// `<tmp>/names-<pid>-<random>-\xFF.log` as bytes, and a C string of it.
  static func pathNotUTF8() -> (bytes: [UInt8], c: [CChar]) {
    let base =
      FileManager.default.temporaryDirectory.path
      + "/names-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-"
    let bytes = Array(base.utf8) + [0xFF] + Array(".log".utf8)
    return (bytes, (bytes + [0]).map { CChar(bitPattern: $0) })
  }

  /// Appends `text` to the file at the C string `path`, creating it.
  static func append(_ text: String, to path: [CChar]) throws {
    let descriptor = open(path, O_CREAT | O_WRONLY | O_APPEND, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    #expect(write(descriptor, bytes, bytes.count) == bytes.count)
  }

  @Test func aFileWhoseNameIsNotUTF8IsFollowedByItsBytesAcrossARotation() throws {
    let path = Self.pathNotUTF8()
    let rotated = (path.bytes + Array(".1".utf8) + [0]).map { CChar(bitPattern: $0) }
    defer {
      unlink(path.c)
      unlink(rotated)
    }
    try Self.append("one\n", to: path.c)
    let follower = try FileFollower(pathBytes: path.bytes)
    #expect(follower.pathBytes == path.bytes)
    #expect(follower.path == String(decoding: path.bytes, as: UTF8.self))
    #expect(FileFollowerTests.lines(follower.readAvailable()) == ["one"])
    try Self.append("two\n", to: path.c)
    #expect(FileFollowerTests.lines(follower.readAvailable()) == ["two"])
    #expect(rename(path.c, rotated) == 0)
    try Self.append("three\n", to: path.c)
    var seen: [String] = []
    for _ in 0..<3 { seen += FileFollowerTests.lines(follower.readAvailable()) }
    #expect(seen == ["three"])
  }

  @Test func aMissingFileWhoseNameIsNotUTF8IsNamedEscaped() {
    let path = Self.pathNotUTF8()
    let error = #expect(throws: FileFollower.FollowError.self) {
      _ = try FileFollower(pathBytes: path.bytes)
    }
    #expect(error?.description.contains("-\\xFF.log: No such file or directory") == true)
  }

  @Test func anArgumentThatIsNotUTF8ReachesTheCommandAsItIs() throws {
    let script = "printf %s \"$1\" | od -An -tx1 | tr -d ' \\n'"
    let result = try ChildProcessTests.run(
      argumentBytes: [
        Array("sh".utf8), Array("-c".utf8), Array(script.utf8), Array("sh".utf8),
        [0x61, 0xFF, 0x0A, 0x62],
      ])
    #expect(result.output == ["61ff0a62"])
    #expect(result.termination == .exited(0))
  }

  @Test func aNULInAnArgumentIsAClearErrorNotACutArgument() {
    let error = #expect(throws: ChildProcess.StartError.self) {
      _ = try ChildProcess(argumentBytes: [Array("echo".utf8), [0x61, 0x00, 0x62]])
    }
    #expect(error?.description == "an argument holds a NUL byte: a\\u{0}b")
  }
}
