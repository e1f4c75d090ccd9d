import StackCore
import StackTerminal
import StackWidgets

/// A search through tail-follow's lines that never holds the keys up: the lines are scanned
/// in slices of about ``sliceDuration`` on the loop's clock (keys are handled between two),
/// from the line after the selection round to it, so the first match shown is the next one.
/// A slice can end inside a line, so a line of 10 MB is scanned over several slices. Each
/// line is searched in time linear in its length (``SubstringMatcher``), whatever the query.
/// The query is case-folded once; lines are compared as UTF-8 bytes with ASCII case folding
/// (a query with other letters compares lowercased lines). Lines that arrive later are
/// searched as they come. Cancelled by a new search.
@MainActor
final class LineSearch {
  /// The time one pass scans for.
  static let sliceDuration = Duration.milliseconds(8)
  /// The bytes scanned between two looks at the clock.
  static let bytesPerCheck = 64 * 1024
  /// The lines scanned between two looks at the clock.
  static let linesPerCheck = 1024
  /// What is searched for, as typed.
  let text: String
  /// The line the search started from (the selection).
  let origin: Int
  /// The matching lines found so far, ascending (a copy: for tests, not per frame).
  var matches: [Int] { before + after }
  /// The number of matching lines found so far.
  var matchCount: Int { before.count + after.count }
  /// True once every line read so far was scanned.
  private(set) var isComplete = false
  private(set) var isCancelled = false
  /// The matches in lines up to `origin`, and after it, each ascending (all of `before` are
  /// below all of `after`).
  private var before: [Int] = []
  private var after: [Int] = []
  /// The next line to scan: first the lines after `origin`, then from 0 up to it.
  private var next: Int
  private var wrapped = false
  /// Whether the lines before the origin were searched (the scan then never wraps again).
  private var scannedBeforeOrigin = false
  /// How many lines there were when the scan wrapped to the top.
  private var endWhenWrapped = 0
  private var lineCount = 0
  /// Where the scan of line `next` stopped when a slice ended inside it.
  private var offsetInLine = 0
  private var matcherState = SubstringMatcher.State()
  /// Line `next` lowercased, while a query with non-ASCII letters is scanned through it.
  private var lowercasedLine: String?
  private let matcher: SubstringMatcher
  private let foldsOnlyASCII: Bool
  private var scanSlice: (() -> AppResponse)?

  init(_ text: String, from origin: Int) {
    self.text = text
    self.origin = origin
    next = origin + 1
    foldsOnlyASCII = text.utf8.allSatisfy { $0 < 0x80 }
    matcher = SubstringMatcher(
      Array((foldsOnlyASCII ? text : text.lowercased()).utf8), ignoringASCIICase: true)
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
      let deadline = loop.clock.now + Self.sliceDuration
      scan(current) { loop.clock.now >= deadline }
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
      _ = scanSlice()
    }
  }

  func cancel() { isCancelled = true }

  /// The first match after `index` (before it, going back), wrapping around: found by
  /// bisection, so a key costs the same after 5 million matches as after 5.
  func firstMatch(after index: Int, forward: Bool) -> Int? {
    guard matchCount > 0 else { return nil }
    if forward {
      let rank = Self.count(lessThanOrEqual: index, in: before, after)
      return rank < matchCount ? match(atRank: rank) : match(atRank: 0)
    }
    let rank = Self.count(lessThanOrEqual: index - 1, in: before, after)
    return rank > 0 ? match(atRank: rank - 1) : match(atRank: matchCount - 1)
  }

  /// Which match `index` is (from 1), or nil when it is not one.
  func position(of index: Int) -> Int? {
    let rank = Self.count(lessThanOrEqual: index - 1, in: before, after)
    guard rank < matchCount, match(atRank: rank) == index else { return nil }
    return rank + 1
  }

  /// The match at `rank` (0-based) in ascending order.
  private func match(atRank rank: Int) -> Int {
    rank < before.count ? before[rank] : after[rank - before.count]
  }

  /// How many of the ascending `first` then `second` are at most `value`.
  private static func count(lessThanOrEqual value: Int, in first: [Int], _ second: [Int]) -> Int {
    countAtMost(value, in: first) + countAtMost(value, in: second)
  }

  private static func countAtMost(_ value: Int, in sorted: [Int]) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Scans `lines` until the scan is complete or `shouldStop` says so (asked every
  /// ``bytesPerCheck`` bytes or ``linesPerCheck`` lines, and never before some progress).
  func scan<Lines: RandomAccessCollection<String>>(_ lines: Lines, shouldStop: () -> Bool)
  where Lines.Index == Int {
    var bytesSinceCheck = 0
    var linesSinceCheck = 0
    while true {
      if !wrapped && next >= lines.count {
        // Every line is searched once: after the part before the origin, the end is the end.
        if scannedBeforeOrigin {
          isComplete = true
          return
        }
        wrapped = true
        endWhenWrapped = lines.count
        next = 0
        resetLine()
      }
      if wrapped && next > min(origin, lines.count - 1) {
        // Back after the end as it was when the scan wrapped: lines read meanwhile are next.
        scannedBeforeOrigin = true
        wrapped = false
        next = endWhenWrapped
        resetLine()
        continue
      }
      if bytesSinceCheck >= Self.bytesPerCheck || linesSinceCheck >= Self.linesPerCheck {
        if shouldStop() { return }
        bytesSinceCheck = 0
        linesSinceCheck = 0
      }
      let (found, scanned, lineDone) = scanLine(lines[next], budget: Self.bytesPerCheck)
      bytesSinceCheck += scanned + 1
      if found {
        if wrapped { before.append(next) } else { after.append(next) }
      }
      if found || lineDone {
        next += 1
        linesSinceCheck += 1
        resetLine()
      }
    }
  }

  /// Forgets where the scan was inside a line.
  private func resetLine() {
    offsetInLine = 0
    matcherState = SubstringMatcher.State()
    lowercasedLine = nil
  }

  /// Scans up to `budget` bytes of `line` from where its scan stopped: whether it matches,
  /// the bytes scanned, and whether its end was reached.
  private func scanLine(_ line: String, budget: Int) -> (found: Bool, scanned: Int, done: Bool) {
    if matcher.needle.isEmpty { return (true, 0, true) }
    var haystack = line
    if !foldsOnlyASCII {
      if lowercasedLine == nil { lowercasedLine = line.lowercased() }
      haystack = lowercasedLine ?? line
    }
    let start = offsetInLine
    var state = matcherState
    let result: (found: Bool, end: Int, done: Bool)? = haystack.utf8
      .withContiguousStorageIfAvailable { bytes in
        Self.scan(bytes, from: start, budget: budget, matcher: matcher, state: &state)
      }
    let outcome =
      result
      ?? Array(haystack.utf8).withUnsafeBufferPointer { bytes in
        Self.scan(bytes, from: start, budget: budget, matcher: matcher, state: &state)
      }
    matcherState = state
    offsetInLine = outcome.end
    return (outcome.found, outcome.end - start, outcome.done)
  }

  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, budget: Int, matcher: SubstringMatcher,
    state: inout SubstringMatcher.State
  ) -> (found: Bool, end: Int, done: Bool) {
    let end = min(bytes.count, start + budget)
    let window = UnsafeBufferPointer(rebasing: bytes[..<end])
    if matcher.nextMatchEnd(in: window, from: start, state: &state) != nil {
      return (true, end, true)
    }
    return (false, end, end >= bytes.count)
  }
}
