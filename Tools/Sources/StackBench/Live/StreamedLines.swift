import StackLive
import StackTerminal

/// Every line received, compactly (as run-stream's `OutputLines` keeps them; an example's
/// types cannot be imported): all bytes in one array and where each line ends.
struct StreamedLines {
  private(set) var bytes: [UInt8] = []
  private(set) var ends: [Int] = []

  var count: Int { ends.count }

  /// What the store keeps, in bytes (capacity of both arrays).
  var keptBytes: Int { bytes.capacity + ends.capacity * MemoryLayout<Int>.stride }

  /// Makes room for `lines` lines of `bytes` bytes in all.
  mutating func reserve(lines: Int, bytes: Int) {
    self.bytes.reserveCapacity(bytes)
    ends.reserveCapacity(lines)
  }

  mutating func append(_ batch: LineBatch) {
    for index in batch.indices {
      bytes.append(contentsOf: batch.bytes(at: index))
      ends.append(bytes.count)
    }
  }

  /// Line `index` as text.
  func text(at index: Int) -> String {
    String(decoding: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]], as: UTF8.self)
  }
}
