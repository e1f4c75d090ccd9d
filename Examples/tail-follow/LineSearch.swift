import StackTerminal

/// A search through tail-follow's lines that never holds the keys up: the lines are scanned
/// in slices of ``linesPerSlice``, one slice per pass of the loop (keys are handled between
/// two), from the line after the selection round to it, so the first match shown is the
/// next one. The query is case-folded once; lines are compared as UTF-8 bytes with ASCII
/// case folding (a query with other letters compares lowercased lines). Lines that arrive
/// later are searched as they come. Cancelled by a new search.
@MainActor
final class LineSearch {
  /// The lines one pass scans.
  static let linesPerSlice = 20_000
  /// What is searched for, as typed.
  let text: String
  /// The line the search started from (the selection).
  let origin: Int
  /// The matching lines found so far, in order.
  var matches: [Int] { before + after }
  /// True once every line read so far was scanned.
  private(set) var isComplete = false
  private(set) var isCancelled = false
  private var before: [Int] = []
  private var after: [Int] = []
  /// The next line to scan: first the lines after `origin`, then from 0 up to it.
  private var next: Int
  private var wrapped = false
  private var lineCount = 0
  private let needle: [UInt8]
  private let foldsOnlyASCII: Bool
  private var scanSlice: (() -> AppResponse)?

  init(_ text: String, from origin: Int) {
    self.text = text
    self.origin = origin
    next = origin + 1
    foldsOnlyASCII = text.utf8.allSatisfy { $0 < 0x80 }
    needle = Array((foldsOnlyASCII ? text : text.lowercased()).utf8).map(Self.asciiLowercased)
  }

  /// Scans slice after slice on `loop`, calling `progress` after each (it answers whether a
  /// frame is needed).
  func run(
    on loop: AppLoop, lines: @escaping () -> TailLines, progress: @escaping () -> AppResponse
  ) {
    func slice() -> AppResponse {
      guard !isCancelled else { return .unchanged }
      let current = lines()
      lineCount = current.count
      scan(current, limit: Self.linesPerSlice)
      if !isComplete { loop.schedule(after: .zero, slice) }
      return progress()
    }
    scanSlice = slice
    loop.schedule(after: .zero, slice)
  }

  /// More lines were read: a finished search goes on with them.
  func linesAdded(upTo count: Int) {
    guard count > lineCount else { return }
    lineCount = count
    if isComplete, let scanSlice {
      isComplete = false
      wrapped = false
      next = max(next, origin + 1)
      _ = scanSlice()
    }
  }

  func cancel() { isCancelled = true }

  /// The first match after `index` (before it, going back), wrapping around.
  func firstMatch(after index: Int, forward: Bool) -> Int? {
    let all = matches
    guard !all.isEmpty else { return nil }
    if forward { return all.first { $0 > index } ?? all.first }
    return all.last { $0 < index } ?? all.last
  }

  /// Which match `index` is (from 1), or nil when it is not one.
  func position(of index: Int) -> Int? {
    let all = matches
    guard let found = all.firstIndex(of: index) else { return nil }
    return found + 1
  }

  /// Scans at most `limit` lines of `lines`.
  private func scan(_ lines: TailLines, limit: Int) {
    var budget = limit
    while budget > 0 {
      if !wrapped && next >= lines.count {
        wrapped = true
        next = 0
      }
      if wrapped && next > min(origin, lines.count - 1) {
        isComplete = true
        next = lines.count  // New lines continue after the end.
        return
      }
      if contains(lines[next]) {
        if wrapped { before.append(next) } else { after.append(next) }
      }
      next += 1
      budget -= 1
    }
  }

  private func contains(_ line: String) -> Bool {
    if needle.isEmpty { return true }
    let haystack = foldsOnlyASCII ? line : line.lowercased()
    let utf8 = haystack.utf8
    return utf8.withContiguousStorageIfAvailable { bytes in Self.find(needle, in: bytes) }
      ?? Self.find(needle, in: Array(utf8.map { $0 }))
  }

  private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= needle.count, let first = needle.first else { return false }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if asciiLowercased(bytes[index]) == first {
        var offset = 1
        while offset < needle.count && asciiLowercased(bytes[index + offset]) == needle[offset] {
          offset += 1
        }
        if offset == needle.count { return true }
      }
      index += 1
    }
    return false
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { find(needle, in: $0) }
  }

  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
  }
}
