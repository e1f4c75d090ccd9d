import StackTerminal

/// Lines read from a descriptor in one go: their bytes in one buffer, so a batch of
/// thousands of lines is one allocation, not one per line.
///
/// A line's bytes are exactly what was read, without its `\n` (a `\r` before it is kept:
/// text rows show it by their control-character rule); invalid UTF-8 is kept as it is, for
/// a program that passes lines on (``bytes(at:)``), and replaced by U+FFFD in ``text(at:)``.
public struct LineBatch: Sendable, RandomAccessCollection {
  /// Every line's bytes, one after another (read them by line: ``bytes(at:)``).
  let storage: [UInt8]
  /// Where each line ends in `storage` (the next starts there).
  let ends: [Int]
  /// Where each line starts in the stream (for a followed file: in the file).
  let starts: [Int]
  /// True when the descriptor reached its end with this batch (a last line without a
  /// newline is included).
  public let isEnd: Bool

  init(storage: [UInt8], ends: [Int], starts: [Int] = [], isEnd: Bool) {
    self.storage = storage
    self.ends = ends
    self.starts = starts
    self.isEnd = isEnd
  }

  /// Where line `index` starts in the stream read — for a ``FileFollower``, its offset in
  /// the file (``FileFollower/Update/file``): with ``length(at:)``, enough to read the line
  /// back later instead of keeping it.
  public func startOffset(at index: Int) -> Int { starts[index] }

  /// The length of line `index` in bytes (without its `\n`).
  public func length(at index: Int) -> Int {
    ends[index] - (index == 0 ? 0 : ends[index - 1])
  }

  /// The first line's index: 0.
  public var startIndex: Int { 0 }
  /// One past the last line's index: the number of lines.
  public var endIndex: Int { ends.count }

  /// The bytes of line `index`.
  public subscript(index: Int) -> ArraySlice<UInt8> { bytes(at: index) }

  /// The bytes of line `index`, as read.
  public func bytes(at index: Int) -> ArraySlice<UInt8> {
    storage[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
  }

  /// Line `index` as text (invalid UTF-8 becomes U+FFFD).
  public func text(at index: Int) -> String {
    String(decoding: bytes(at: index), as: UTF8.self)
  }
}
