internal import StackPlatform

/// Follows a growing text file the way `tail -F` does: the lines appended, a truncation
/// (read again from the start), a rotation (renamed away and a new file made at the path:
/// the old file's last lines, then the new one from its start).
///
/// On Linux it is told of changes by inotify (a descriptor the loop watches becomes readable):
/// a line appended reaches the app in the loop's same wait as keys, with no polling
/// interval. Elsewhere ``AppLoop/follow(_:_:)`` checks on a timer.
///
/// A file truncated and refilled between two reads is noticed by its first bytes: when they
/// differ from what was read there before, the file is read again from its start.
@MainActor
public final class FileFollower {
  /// A file that cannot be followed.
  public struct FollowError: Error, CustomStringConvertible, Sendable {
    /// The path (escaped) and the reason.
    public let description: String
  }

  /// What one read found.
  public struct Update: Sendable {
    /// The complete lines that arrived.
    public var lines: LineBatch
    /// True when the file was truncated or rewritten: the lines start again from the top.
    public var restarted: Bool
    /// True when a new file replaced the old one at the path (a rotation).
    public var replaced: Bool
  }

  /// The path followed.
  public let path: String
  /// Readable when the file or its folder changed (inotify); -1 where there is none.
  let notificationDescriptor: Int32
  /// The most one read takes: a large file arrives over several passes, keys in between.
  public let maximumBytesPerRead: Int
  /// True when the last read stopped at ``maximumBytesPerRead``: more is there already.
  public private(set) var hasMore = false

  private var descriptor: Int32
  private var inode: ino_t
  private var offset: Int = 0
  /// The first bytes read from the current file, to notice a rewrite.
  private var head: [UInt8] = []
  private var splitter = LineSplitter()
  private let buffer: UnsafeMutableRawBufferPointer

  /// Opens `path` (a regular file) from its start.
  public init(path: String, maximumBytesPerRead: Int = 1 << 20) throws(FollowError) {
    self.path = path
    self.maximumBytesPerRead = max(1, maximumBytesPerRead)
    let (descriptor, inode) = try Self.openFile(path)
    self.descriptor = descriptor
    self.inode = inode
    buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: self.maximumBytesPerRead, alignment: 16)
    notificationDescriptor = FileChangeNotifications.open()
    FileChangeNotifications.watchFolder(Self.folder(of: path), on: notificationDescriptor)
    watchFile()
  }

  /// Asks inotify about changes to the file now at the path.
  private func watchFile() {
    FileChangeNotifications.watchFile(path, on: notificationDescriptor)
  }

  /// True when the path now names a different file than the one being read (rotated).
  private func pathNowNamesAnotherFile() -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_ino != inode
  }

  isolated deinit {
    close(descriptor)
    if notificationDescriptor >= 0 { close(notificationDescriptor) }
    buffer.deallocate()
  }

  /// Reads what changed since the last call: nil when nothing did.
  public func readAvailable() -> Update? {
    drainNotifications()
    var restarted = false
    var replaced = false
    if wasRewritten() {
      restart()
      restarted = true
    }
    var total = readChunk()
    // Once the old file is read to its end, a new file at the path (a rotation) is read
    // from its start.
    if total == 0 && pathNowNamesAnotherFile(),
      let (newDescriptor, newInode) = try? Self.openFile(path)
    {
      close(descriptor)
      (descriptor, inode) = (newDescriptor, newInode)
      restart()
      replaced = true
      watchFile()
      total = readChunk()
    }
    // The old file still had lines and a new one is at the path: read it next, at once.
    if total > 0 && !hasMore && pathNowNamesAnotherFile() { hasMore = true }
    guard total > 0 || restarted || replaced else { return nil }
    let lines = splitter.lines(
      in: UnsafeRawBufferPointer(rebasing: buffer[0..<total]), isEnd: false)
    return Update(lines: lines, restarted: restarted, replaced: replaced)
  }

  /// Reads from the current offset into the buffer; the bytes read.
  private func readChunk() -> Int {
    var total = 0
    while total < maximumBytesPerRead {
      let count = pread(
        descriptor, buffer.baseAddress.map { $0 + total }, maximumBytesPerRead - total,
        off_t(offset))
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      if head.count < Self.headLength {
        let take = min(Self.headLength - head.count, count)
        if offset == head.count, let base = buffer.baseAddress {
          head += UnsafeRawBufferPointer(start: base + total, count: take)
        }
      }
      offset += count
      total += count
    }
    hasMore = total >= maximumBytesPerRead
    return total
  }

  /// How many first bytes are compared to notice a rewrite.
  static let headLength = 64

  /// True when the file is shorter than what was read, or its first bytes changed.
  private func wasRewritten() -> Bool {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return false }
    if Int(info.st_size) < offset { return true }
    guard !head.isEmpty else { return false }
    var current = [UInt8](repeating: 0, count: head.count)
    let count = current.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, head.count, 0) }
    return count == head.count && current != head
  }

  private func restart() {
    offset = 0
    head = []
    splitter = LineSplitter()
  }

  /// Reads and drops the pending inotify events: what changed is found by looking.
  private func drainNotifications() {
    guard notificationDescriptor >= 0 else { return }
    var events = [UInt8](repeating: 0, count: 4096)
    while events.withUnsafeMutableBytes({ read(notificationDescriptor, $0.baseAddress, $0.count) })
      > 0
    {}
  }

  private static func openFile(_ path: String) throws(FollowError) -> (Int32, ino_t) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    let escaped = MessageText.escaped(path, limit: MessageText.pathLimit)
    guard descriptor >= 0 else {
      throw FollowError(description: "cannot read \(escaped): \(String(cString: strerror(errno)))")
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      let isFolder = info.st_mode & S_IFMT == S_IFDIR
      close(descriptor)
      throw FollowError(
        description: "cannot follow \(escaped): "
          + (isFolder ? "it is a folder" : "not a regular file"))
    }
    return (descriptor, info.st_ino)
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
