import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import FileDetails

/// `file-details FOLDER` with a folder whose name is not UTF-8: the folder is opened by the
/// bytes given on the command line (not by the text Swift repairs them into), and a folder
/// that cannot be listed is named escaped in the message.
@Suite struct FileDetailsArgumentTests {
  /// A folder `<tmp>/file-details-arg-<pid>-<random>/x\xFF` holding `inside.txt` ("abc"):
  /// the parent's path, the child's bytes; removed by the returned closure.
  static func folderNotUTF8() throws -> (parent: String, child: [UInt8], remove: () -> Void) {
    let parent = try TemporaryFolder("file-details-arg")
    let child = Array(parent.path.utf8) + [0x2F, 0x78, 0xFF]
    try #require(mkdir(FileFacts.cPath(child), 0o755) == 0)
    let file = FileFacts.path(of: Array("inside.txt".utf8), in: child)
    let descriptor = open(file, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    #expect(write(descriptor, "abc", 3) == 3)
    close(descriptor)
    return (
      parent.path, child,
      {
        unlink(file)
        rmdir(FileFacts.cPath(child))
        parent.remove()
      }
    )
  }

  @Test func theParsedFolderIsMatchedToItsBytes() throws {
    let folder = try Self.folderNotUTF8()
    defer { folder.remove() }
    let arguments = [Array("file-details".utf8), folder.child]
    let parsed = CommandLineBytes.repaired(folder.child)
    #expect(CommandLineBytes.bytes(of: parsed, in: arguments) == folder.child)
    #expect(try FolderListing.names(in: folder.child) == [Array("inside.txt".utf8)])
    // The repaired text names no folder: what the command line gave before.
    #expect(throws: (any Error).self) { try FolderListing.names(in: Array(parsed.utf8)) }
  }

  @Test func aFolderThatCannotBeListedIsNamedEscaped() throws {
    let missing: [UInt8] = Array("/nonexistent-".utf8) + [0xFF, 0x1B, 0x5D]
    let error = try #require(throws: FolderListing.Failure.self) {
      try FolderListing.names(in: missing)
    }
    #expect(error.description.hasPrefix("cannot list /nonexistent-\\xFF\\u{1B}]: "))
  }

  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func theBinaryListsAFolderWhoseNameIsNotUTF8() throws {
    let folder = try Self.folderNotUTF8()
    defer { folder.remove() }
    let executable = try BuiltExecutable.path(named: "file-details")
    // The shell makes the argument's bytes: `\377` is the byte 0xFF.
    let argument = "\"$(printf '%s/x\\377' \(TmuxSession.shellQuoted(folder.parent)))\""
    let session = try TmuxSession(
      command: "exec \(TmuxSession.shellQuoted(executable)) \(argument)",
      size: Size(width: 60, height: 6))
    defer { session.kill() }
    let lines = try session.waitForScreen("inside.txt loaded") {
      $0.contains { $0.contains("inside.txt  text, 3 bytes") }
    }
    #expect(lines.contains { $0.contains("1/1 loaded") })
  }
}
