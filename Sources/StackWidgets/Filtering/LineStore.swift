import StackUI

/// Lines of bytes kept compactly: blocks of bytes and one place (block, start, end) per line,
/// so a million lines cost their bytes plus 12 bytes each, not an object (or a `String`)
/// each, and growing never copies what is already kept.
///
/// Lines are kept exactly as given (invalid UTF-8, NUL, tabs, escape sequences included):
/// ``line(_:)`` gives the original bytes for output, ``MatchedLineContent`` shows them
/// escaped. Input can be appended in chunks as it arrives (``append(chunk:)``), a line cut
/// between two chunks included.
///
/// ```swift
/// let store = LineStore()
/// store.append(chunk: Array("src/main.swift\nREADME".utf8))
/// store.append(chunk: Array(".md\n".utf8))
/// store.count                          // 2
/// store.string(at: 1)                  // "README.md"
/// ```
public final class LineStore {
  /// The most bytes one block holds; a longer line gets a block of its own.
  package static let blockSize = 1 << 20
  /// The lines' bytes in blocks of ``blockSize`` (reserved when made, so appending never
  /// moves them): a growing store never copies what it holds, and its peak memory stays near
  /// its size instead of twice it while an array doubles. A line never spans two blocks.
  private(set) var blocks: [[UInt8]] = []
  /// For each line: its block and where it starts and ends there.
  private(set) var places: [LinePlace] = []
  /// The bytes stored.
  private var storedBytes = 0
  /// The bytes of a line whose end has not arrived yet (see ``append(chunk:)``).
  private var partial: [UInt8] = []

  /// Creates an empty store.
  public init() {}

  /// Creates a store holding `lines`.
  public convenience init(lines: some Sequence<String>) {
    self.init()
    for line in lines { append(line: Array(line.utf8)) }
  }

  /// The number of complete lines.
  public var count: Int { places.count }

  /// The bytes stored (for memory figures).
  public var byteCount: Int { storedBytes }

  /// Appends one line (without its line break).
  public func append(line: some Collection<UInt8>) {
    store(line)
  }

  /// Appends one line (without its line break): the same as the generic one, compiled here
  /// for the common case, so a caller in another module does not copy byte by byte through
  /// a collection's witness table.
  public func append(line: ArraySlice<UInt8>) {
    store(line)
  }

  /// Appends `line`'s bytes to the last block, or to a new one when they do not fit.
  private func store(_ line: some Collection<UInt8>) {
    if blocks.isEmpty || blocks[blocks.count - 1].count + line.count > Self.blockSize {
      var block: [UInt8] = []
      block.reserveCapacity(max(Self.blockSize, line.count))
      blocks.append(block)
    }
    let block = blocks.count - 1
    let start = blocks[block].count
    blocks[block].append(contentsOf: line)
    places.append(
      LinePlace(block: UInt32(block), start: UInt32(start), end: UInt32(start + line.count)))
    storedBytes += line.count
  }

  /// Appends input as it arrives: each `\n` ends a line (a `\r` before it is dropped); bytes
  /// after the last `\n` wait for the next chunk or ``finish()``.
  public func append(chunk: some BidirectionalCollection<UInt8>) {
    var start = chunk.startIndex
    var index = start
    while index != chunk.endIndex {
      if chunk[index] == 0x0A {
        if partial.isEmpty {
          appendLine(chunk[start..<index])
        } else {
          partial.append(contentsOf: chunk[start..<index])
          appendLine(partial[...])
          partial.removeAll()
        }
        start = chunk.index(after: index)
      }
      index = chunk.index(after: index)
    }
    partial.append(contentsOf: chunk[start..<chunk.endIndex])
  }

  /// Ends the input: a last line without a line break becomes a line.
  public func finish() {
    guard !partial.isEmpty else { return }
    appendLine(partial[...])
    partial.removeAll()
  }

  private func appendLine<Bytes: BidirectionalCollection<UInt8>>(_ line: Bytes) {
    var line = line[...]
    if line.last == 0x0D { line = line.dropLast() }
    store(line)
  }

  /// The bytes of line `index` (0-based), exactly as given.
  ///
  /// - Precondition: `0 <= index < count`.
  public func line(_ index: Int) -> ArraySlice<UInt8> {
    let place = places[index]
    return blocks[Int(place.block)][Int(place.start)..<Int(place.end)]
  }

  /// Line `index` decoded as UTF-8, invalid bytes replaced by U+FFFD.
  public func string(at index: Int) -> String {
    String(decoding: line(index), as: UTF8.self)
  }

  /// The length of line `index` in bytes.
  package func length(of index: Int) -> Int { Int(places[index].end - places[index].start) }

  /// Calls `body` with the bytes of line `index`.
  @inline(__always)
  package func withLine<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    let place = places[index]
    return blocks[Int(place.block)].withUnsafeBufferPointer { block in
      body(UnsafeBufferPointer(rebasing: block[Int(place.start)..<Int(place.end)]))
    }
  }
}

/// Where a line of a ``LineStore`` is: its block, and its start and end there.
package struct LinePlace {
  package var block: UInt32
  package var start: UInt32
  package var end: UInt32
}
