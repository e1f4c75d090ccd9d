import StackTerminal

/// Every line a command wrote, compactly: the bytes of all lines in one array, where each
/// ends, and which came from standard error — about the size of the output itself, not an
/// object per line.
struct OutputLines {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  /// One bit per line: set for standard error.
  private var errorBits: [UInt64] = []

  var count: Int { ends.count }

  /// Appends the lines of `batch`, marked as standard error when `isError`.
  mutating func append(_ batch: LineBatch, isError: Bool) {
    for index in batch.indices {
      bytes.append(contentsOf: batch.bytes(at: index))
      ends.append(bytes.count)
      let line = ends.count - 1
      if line / 64 >= errorBits.count { errorBits.append(0) }
      if isError { errorBits[line / 64] |= 1 << UInt64(line % 64) }
    }
  }

  /// Appends one line of text (a message of the viewer's own).
  mutating func append(text: String, isError: Bool) {
    bytes.append(contentsOf: text.utf8)
    ends.append(bytes.count)
    let line = ends.count - 1
    if line / 64 >= errorBits.count { errorBits.append(0) }
    if isError { errorBits[line / 64] |= 1 << UInt64(line % 64) }
  }

  /// Line `index` as text (invalid UTF-8 shown as U+FFFD).
  func text(at index: Int) -> String {
    String(decoding: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]], as: UTF8.self)
  }

  /// True when line `index` came from standard error.
  func isError(at index: Int) -> Bool {
    errorBits[index / 64] & (1 << UInt64(index % 64)) != 0
  }
}
