internal import StackPlatform
import StackTerminal

/// One file a ``FileFollower`` read, kept open for reading back: the file at the path now,
/// or one rotated away whose lines are still shown. Closed when the last holder lets go.
///
/// A viewer keeps each line's start and length (``LineBatch/startOffset(at:)``) and this
/// file, not the text, and reads a line back when it shows it (``read(from:count:)``):
/// memory for a followed file is its index, not its size.
public final class FollowedFile: Sendable {
  /// The open descriptor (read-only, close-on-exec).
  let descriptor: Int32
  /// The file's device and inode: its identity, whatever its name now.
  let device: UInt64
  let inode: UInt64

  init(descriptor: Int32, info: stat) {
    self.descriptor = descriptor
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  deinit { close(descriptor) }

  /// True when `info` describes this same file (device and inode).
  func isSameFile(as info: stat) -> Bool {
    UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
  }

  /// The `count` bytes at `offset` (fewer when the file is shorter now: truncated).
  public func read(from offset: Int, count: Int) -> [UInt8] {
    guard count > 0, offset >= 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    var total = 0
    bytes.withUnsafeMutableBytes { buffer in
      while total < count, let base = buffer.baseAddress {
        let result = pread(descriptor, base + total, count - total, off_t(offset + total))
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { break }
        total += result
      }
    }
    bytes.removeSubrange(total...)
    return bytes
  }
}
