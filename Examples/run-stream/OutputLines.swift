import StackTerminal

/// Every line a command wrote, compactly: the lines' bytes in blocks of at most
/// ``blockSize`` bytes, where each line ends, and which came from standard error — about
/// the size of the output itself, not an object per line. Blocks of a fixed size keep
/// appending cheap: a growing single array would copy all it holds each time it doubles
/// (tens of megabytes in one pass during a flood, a key waiting behind it).
struct OutputLines {
  /// The most bytes one block holds (a longer line gets a block of its own).
  static let blockSize = 1 << 20
  /// The most line ends one array of ``ends`` holds.
  static let endsPerBlock = 1 << 16

  private var blocks: [[UInt8]] = []
  /// For each line: its block, and where it starts and ends there; in arrays of at most
  /// ``endsPerBlock``.
  private var ends: [[(block: Int32, start: Int32, end: Int32)]] = []
  /// One bit per line: set for standard error.
  private var errorBits: [UInt64] = []
  private(set) var count = 0

  /// Appends the lines of `batch`, marked as standard error when `isError`.
  mutating func append(_ batch: LineBatch, isError: Bool) {
    for index in batch.indices { append(batch.bytes(at: index), isError: isError) }
  }

  /// Appends one line of text (a message of the viewer's own).
  mutating func append(text: String, isError: Bool) {
    append(Array(text.utf8)[...], isError: isError)
  }

  private mutating func append(_ bytes: ArraySlice<UInt8>, isError: Bool) {
    if blocks.isEmpty || blocks[blocks.count - 1].count + bytes.count > Self.blockSize {
      var block: [UInt8] = []
      block.reserveCapacity(max(Self.blockSize, bytes.count))
      blocks.append(block)
    }
    let block = blocks.count - 1
    let start = blocks[block].count
    blocks[block].append(contentsOf: bytes)
    if ends.isEmpty || ends[ends.count - 1].count == Self.endsPerBlock {
      ends.append([])
      ends[ends.count - 1].reserveCapacity(Self.endsPerBlock)
    }
    ends[ends.count - 1].append((Int32(block), Int32(start), Int32(blocks[block].count)))
    if count / 64 >= errorBits.count { errorBits.append(0) }
    if isError { errorBits[count / 64] |= 1 << UInt64(count % 64) }
    count += 1
  }

  /// Line `index` as text (invalid UTF-8 shown as U+FFFD).
  func text(at index: Int) -> String {
    let place = ends[index / Self.endsPerBlock][index % Self.endsPerBlock]
    return String(
      decoding: blocks[Int(place.block)][Int(place.start)..<Int(place.end)], as: UTF8.self)
  }

  /// True when line `index` came from standard error.
  func isError(at index: Int) -> Bool {
    errorBits[index / 64] & (1 << UInt64(index % 64)) != 0
  }
}
