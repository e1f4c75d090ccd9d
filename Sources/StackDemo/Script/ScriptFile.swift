import StackTerminal
import StackTesting

/// Reads the file given to `--script` with plain `open`/`read`, so pipes, FIFOs and process
/// substitution (`--script <(…)`) work like regular files, a failure says what is actually
/// wrong (`No such file or directory`, `Permission denied`, `is a directory`), and an endless
/// or huge input (`/dev/zero`) stops at ``maximumSize`` instead of filling memory.
///
/// An empty file (`/dev/null`) is an empty script: it runs no steps and prints the start
/// screen.
enum ScriptFile {
  /// The largest script read, in bytes (4 MiB: a long tour is a few kilobytes).
  static let maximumSize = 4 * 1024 * 1024

  /// The bytes of the file at `path`.
  static func read(_ path: String) throws(DemoFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, OutputSink.reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      throw failure(path, "it is a directory")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= maximumSize {
      let wanted = min(chunk.count, maximumSize + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path, OutputSink.reason(errno))
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
    throw failure(
      path, "it is larger than \(maximumSize / 1024 / 1024) MiB (a script is a short text file)")
  }

  private static func failure(_ path: String, _ reason: String) -> DemoFailure {
    DemoFailure(
      message: "stack-demo: cannot read the script "
        + "\(MessageText.escaped(path, limit: MessageText.pathLimit)): \(reason)")
  }
}

/// `read(2)`, named apart from ``ScriptFile/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
