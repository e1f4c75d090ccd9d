/// Lines of bytes kept compactly: one contiguous buffer and one end offset per line, so a
/// million lines cost their bytes plus 8 bytes each, not an object (or a `String`) each.
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
  /// Every line's bytes, one after the other (no separators).
  private(set) var bytes: [UInt8] = []
  /// Where each line ends in ``bytes`` (it starts where the previous one ends).
  private(set) var ends: [Int] = []
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
  public var count: Int { ends.count }

  /// The bytes stored (for memory figures).
  public var byteCount: Int { bytes.count }

  /// Appends one line (without its line break).
  public func append(line: some Collection<UInt8>) {
    bytes.append(contentsOf: line)
    ends.append(bytes.count)
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
    bytes.append(contentsOf: line)
    ends.append(bytes.count)
  }

  /// The bytes of line `index` (0-based), exactly as given.
  ///
  /// - Precondition: `0 <= index < count`.
  public func line(_ index: Int) -> ArraySlice<UInt8> {
    bytes[start(of: index)..<ends[index]]
  }

  /// Line `index` decoded as UTF-8, invalid bytes replaced by U+FFFD.
  public func string(at index: Int) -> String {
    String(decoding: line(index), as: UTF8.self)
  }

  /// The length of line `index` in bytes.
  func length(of index: Int) -> Int { ends[index] - start(of: index) }

  @inline(__always)
  func start(of index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

  /// Calls `body` with the bytes of line `index`.
  @inline(__always)
  func withLine<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let lower = start(of: index)
    let upper = ends[index]
    return bytes.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[lower..<upper]))
    }
  }
}
