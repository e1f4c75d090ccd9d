/// `/dev/full`, the device that fails every write with ENOSPC, when this machine has it.
///
/// Tests of "a full disk is an error" use it through `.enabled(if: FullDevice.isPresent)`, so
/// on a machine without the device they are reported as skipped, never as passed.
enum FullDevice {
  /// The path of the device.
  static let path = "/dev/full"

  /// True when ``path`` is a character device (not, say, a regular file left in its place).
  static var isPresent: Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR
  }

  /// Opens the device for writing; the caller closes the descriptor.
  static func openForWriting() throws -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw DemoProcess.Failure(description: "open \(path): errno \(errno)")
    }
    return descriptor
  }
}
