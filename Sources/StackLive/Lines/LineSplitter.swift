internal import StackPlatform
import StackTerminal

/// Cuts a stream of bytes into lines at `\n`, keeping the unfinished last line for the next
/// chunk. A line longer than ``maximumLineLength`` is cut there (a `find` path or a log
/// line is never that long; a binary file read as text might be).
struct LineSplitter {
  /// The longest line kept whole; longer ones come in pieces of this length.
  let maximumLineLength: Int
  /// The bytes after the last newline.
  private var partial: [UInt8] = []
  /// Bytes of the stream seen before the next chunk.
  private var streamOffset = 0
  /// Where in the stream ``partial`` starts.
  private var partialStart = 0

  init(maximumLineLength: Int = 1 << 20) {
    self.maximumLineLength = max(1, maximumLineLength)
  }

  /// The complete lines of `chunk` (with what was left from the chunks before); at the end
  /// of the input, the unfinished line too.
  mutating func lines(in chunk: UnsafeRawBufferPointer, isEnd: Bool) -> LineBatch {
    var storage: [UInt8] = []
    storage.reserveCapacity(partial.count + chunk.count)
    storage.append(contentsOf: partial)
    var ends: [Int] = []
    var starts: [Int] = []
    var lineStart = 0
    // Where the line being cut starts in the stream (no byte of a line is dropped, so its
    // bytes' stream offsets follow on from there).
    var lineStreamStart = partialStart
    var offset = 0
    while offset < chunk.count, let base = chunk.baseAddress {
      // The next newline (memchr), or the end of the chunk.
      let rest = chunk.count - offset
      let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), rest)
      let length = found.map { base.distance(to: UnsafeRawPointer($0)) - offset } ?? rest
      storage.append(
        contentsOf: UnsafeRawBufferPointer(rebasing: chunk[offset..<(offset + length)]))
      // Lines longer than the limit are cut into pieces of the limit's length.
      while storage.count - lineStart > maximumLineLength {
        lineStart += maximumLineLength
        ends.append(lineStart)
        starts.append(lineStreamStart)
        lineStreamStart += maximumLineLength
      }
      offset += length
      if found != nil {
        ends.append(storage.count)
        starts.append(lineStreamStart)
        lineStart = storage.count
        offset += 1
        lineStreamStart = streamOffset + offset
      }
    }
    if isEnd && lineStart < storage.count {
      ends.append(storage.count)
      starts.append(lineStreamStart)
      lineStart = storage.count
    }
    streamOffset += chunk.count
    partialStart = lineStreamStart
    partial = Array(storage[lineStart...])
    storage.removeSubrange(lineStart...)
    return LineBatch(storage: storage, ends: ends, starts: starts, isEnd: isEnd)
  }
}
