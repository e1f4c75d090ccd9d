internal import StackPlatform
import StackTerminal

/// Follows a growing text file the way `tail -F` does: the lines appended, a truncation
/// (read again from the start), a rotation (renamed away and a new file made at the path:
/// the old file's last lines, then the new one from its start).
///
/// On Linux it is told of changes by inotify (a descriptor the loop watches becomes readable):
/// a line appended reaches the app in the loop's same wait as keys, with no polling
/// interval. Elsewhere `AppLoop.follow(_:retryInterval:_:)` checks on a timer.
///
/// A truncation is noticed by size (the file is shorter than what was read: it is read again
/// from its start), a rotation by identity (the path names another file — device and inode —
/// than the one open), never by content: a fixed header line does not hide either. A file
/// rotated in but not readable yet (logrotate's `create`, then `chmod`) is tried again
/// until it is (``isWaitingForReplacement``; `AppLoop.follow(_:retryInterval:_:)` retries on a timer).
/// Every line says where it starts in the file (``LineBatch/startOffset(at:)``), so a viewer
/// can keep those and read the text back as it shows it, as `less` does.
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
    /// The file the lines were read from, open for reading back (its lines' offsets are in
    /// ``LineBatch/startOffset(at:)``): the old file until it is read to its end, then the
    /// one that replaced it.
    public var file: FollowedFile
  }

  /// The path followed, as text (a byte that is not UTF-8 shown as U+FFFD).
  public let path: String
  /// The path followed, as its bytes: the name opened and watched.
  public let pathBytes: [UInt8]
  /// ``pathBytes`` as a C string.
  private let cPath: [CChar]
  /// Readable when the file or its folder changed (inotify); -1 where there is none.
  let notificationDescriptor: Int32
  /// The most one read takes: a large file arrives over several passes, keys in between.
  public let maximumBytesPerRead: Int
  /// True when the last read stopped at ``maximumBytesPerRead``: more is there already.
  public private(set) var hasMore = false

  /// True while a new file is at the path that cannot be opened yet (rotated in, not
  /// readable yet): the follower tries again on each read.
  public private(set) var isWaitingForReplacement = false

  private var file: FollowedFile
  private var descriptor: Int32 { file.descriptor }
  private var offset: Int = 0
  private var splitter = LineSplitter()
  private let buffer: UnsafeMutableRawBufferPointer

  /// Opens `path` (a regular file) from its start.
  public convenience init(path: String, maximumBytesPerRead: Int = 1 << 20) throws(FollowError) {
    try self.init(pathBytes: Array(path.utf8), maximumBytesPerRead: maximumBytesPerRead)
  }

  /// Opens the regular file whose path is `pathBytes` (a name need not be UTF-8: from a
  /// folder listing, or `CommandLineBytes`) from its start.
  public init(pathBytes: [UInt8], maximumBytesPerRead: Int = 1 << 20) throws(FollowError) {
    path = String(decoding: pathBytes, as: UTF8.self)
    self.pathBytes = pathBytes
    cPath = Self.cString(pathBytes)
    self.maximumBytesPerRead = max(1, maximumBytesPerRead)
    file = try Self.openFile(cPath, shown: pathBytes)
    buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: self.maximumBytesPerRead, alignment: 16)
    notificationDescriptor = FileChangeNotifications.open()
    FileChangeNotifications.watchFolder(
      Self.cString(Self.folder(of: pathBytes)), on: notificationDescriptor)
    watchFile()
  }

  /// Asks inotify about changes to the file now at the path.
  private func watchFile() {
    FileChangeNotifications.watchFile(cPath, on: notificationDescriptor)
  }

  /// True when the path now names a different file than the one being read (rotated): by
  /// identity, device and inode.
  private func pathNowNamesAnotherFile() -> Bool {
    var info = stat()
    return stat(cPath, &info) == 0 && !file.isSameFile(as: info)
  }

  isolated deinit {
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
    var lineFile = file
    // Once the old file is read to its end, a new file at the path (a rotation) is read
    // from its start — when it can be opened; until then it is tried again on each read.
    isWaitingForReplacement = false
    if total == 0 && pathNowNamesAnotherFile() {
      if let newFile = try? Self.openFile(cPath, shown: pathBytes) {
        file = newFile
        lineFile = newFile
        restart()
        replaced = true
        watchFile()
        total = readChunk()
      } else {
        isWaitingForReplacement = true
      }
    }
    // The old file still had lines and a new one is at the path: read it next, at once.
    if total > 0 && !hasMore && pathNowNamesAnotherFile() { hasMore = true }
    guard total > 0 || restarted || replaced else { return nil }
    let lines = splitter.lines(
      in: UnsafeRawBufferPointer(rebasing: buffer[0..<total]), isEnd: false)
    return Update(lines: lines, restarted: restarted, replaced: replaced, file: lineFile)
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
      offset += count
      total += count
    }
    hasMore = total >= maximumBytesPerRead
    return total
  }

  /// True when the file is shorter than what was read (truncated): by size, not content.
  private func wasRewritten() -> Bool {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return false }
    return Int(info.st_size) < offset
  }

  private func restart() {
    offset = 0
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

  private static func openFile(_ path: [CChar], shown: [UInt8]) throws(FollowError)
    -> FollowedFile
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    let reason = String(cString: strerror(errno))
    let escaped = MessageText.escaped(bytes: shown, limit: MessageText.pathLimit)
    guard descriptor >= 0 else {
      throw FollowError(description: "cannot read \(escaped): \(reason)")
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      let isFolder = info.st_mode & S_IFMT == S_IFDIR
      close(descriptor)
      throw FollowError(
        description: "cannot follow \(escaped): "
          + (isFolder ? "it is a folder" : "not a regular file"))
    }
    return FollowedFile(descriptor: descriptor, info: info)
  }

  /// The folder of `path`, as bytes: what comes before its last `/`.
  private static func folder(of path: [UInt8]) -> [UInt8] {
    guard let slash = path.lastIndex(of: 0x2F) else { return [0x2E] }
    return slash == 0 ? [0x2F] : Array(path[..<slash])
  }

  /// `bytes` as a C string: the bytes, then a NUL (a NUL inside ends the name there).
  private static func cString(_ bytes: [UInt8]) -> [CChar] {
    (bytes + [0]).map { CChar(bitPattern: $0) }
  }
}
