import StackCore
import StackTerminal
import StackWidgets

/// An fzf-style picker: a query line over the lines read so far, filtered as it is typed
/// (fuzzy or substring, best first, matched characters highlighted), "matches / lines" at the
/// right of the query. Enter picks the selected line (with `multi`, the marked ones); Esc or
/// Ctrl-C cancels. Lines are kept as bytes in a `LineStore` and shown as lazy rows of a
/// `FilterList`: a million lines cost their bytes, not a row each.
@MainActor
final class PickApp: TerminalApp {
  /// How the picker ended.
  enum Outcome: Equatable {
    /// Enter: these lines (indexes in ``store``, input order).
    case picked([Int])
    /// Enter with nothing matching.
    case noMatch
    /// Esc or Ctrl-C.
    case cancelled
    /// The input ended without a line.
    case noInput
  }

  /// The lines read.
  let store = LineStore()
  /// The query.
  let input = InputLine(prompt: "> ")
  /// The matches.
  let list: FilterList
  /// True when Tab marks lines (`--multi`).
  let isMulti: Bool
  /// The marked lines (indexes in ``store``).
  private(set) var marks = Set<Int>()
  /// Set when the picker ends.
  private(set) var outcome: Outcome?
  /// True once the input ended.
  private(set) var inputEnded = false
  /// The most lines read (`--max-lines`): past it the rest of the input is not read, so an
  /// endless producer (`yes | pick`) costs a bounded amount; the count says so ("max").
  let maximumLines: Int
  /// True once ``maximumLines`` lines were read: the input is no longer read.
  var isFull: Bool { store.count >= maximumLines }
  /// The clock that times the filter's slices.
  let clock: any AnimationClock
  private var size = Size.zero
  /// The bytes of a line whose `\n` has not arrived yet.
  private var partial: [UInt8] = []
  /// True when the query changed since it was last filtered (see ``applyQuery()``). A flag,
  /// not the text: a second reference to the query's storage would make the next key copy
  /// the whole query (copy-on-write), quadratic over a pasted megabyte (decision 0657).
  private var queryIsPending = false

  /// The style of the count and of the marks.
  static let infoRole = StyleRole.muted
  static let markRole = StyleRole.accent

  /// A picker whose filter runs a slice (``slice``) on `clock` per frame (a `ManualClock`
  /// that stands still runs each filter to its end in one frame: scripts see final screens).
  init(
    kind: FilterQuery.Kind = .fuzzy, isMulti: Bool = false, clock: any AnimationClock,
    maximumLines: Int = RecentLines.defaultMaximumLines
  ) {
    self.clock = clock
    self.maximumLines = max(1, maximumLines)
    list = FilterList(store: store)
    list.kind = kind
    self.isMulti = isMulti
    // The query is filtered once per frame, not once per key: a burst of 20,000 typed
    // characters (a paste without bracketed paste) parses the query a few times, not 20,000.
    input.onChange = { [unowned self] _ in queryIsPending = true }
    input.onSubmit = { [unowned self] _ in submit() }
  }

  /// A picker over `input` (lines ending at `\n`), the input already ended (tests, scripts).
  convenience init(
    input: [UInt8], kind: FilterQuery.Kind = .fuzzy, isMulti: Bool = false,
    clock: any AnimationClock = ManualClock(), maximumLines: Int = RecentLines.defaultMaximumLines
  ) {
    self.init(kind: kind, isMulti: isMulti, clock: clock, maximumLines: maximumLines)
    input.withUnsafeBytes { append(chunk: $0) }
    _ = finishInput()
  }

  /// Input as it arrives: each `\n` ends a line, kept exactly as read (a `\r` before it
  /// too); bytes after the last `\n` wait for the next chunk or ``finishInput()``.
  ///
  /// Lines are found with `memchr` and handed to the store whole: `LineStore.append(chunk:)`
  /// is generic and, called from another module, walks the bytes one by one through the
  /// collection's witness table (decision 0440).
  func append(chunk: UnsafeRawBufferPointer) {
    guard let base = chunk.baseAddress else { return }
    let bytes = UnsafeBufferPointer(
      start: base.assumingMemoryBound(to: UInt8.self), count: chunk.count)
    var start = 0
    while start < chunk.count && !isFull {
      guard let found = memchr(base + start, 0x0A, chunk.count - start) else { break }
      let end = base.distance(to: UnsafeRawPointer(found))
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if partial.isEmpty {
        store.append(line: line)
      } else {
        partial.append(contentsOf: line)
        store.append(line: partial)
        partial.removeAll(keepingCapacity: true)
      }
      start = end + 1
    }
    if start < chunk.count && !isFull { partial.append(contentsOf: bytes[start...]) }
  }

  /// The end of the input: a last line without `\n` counts; no line at all ends the picker.
  func finishInput() -> AppResponse {
    if !partial.isEmpty && !isFull {
      store.append(line: partial)
      partial = []
    }
    inputEnded = true
    guard store.count > 0 else {
      outcome = .noInput
      return .quit
    }
    return .redraw
  }

  /// Filters by the query typed since the last frame, if any: before a frame, and before
  /// anything reads the matches.
  func applyQuery() {
    guard queryIsPending else { return }
    queryIsPending = false
    list.search(input.text)
  }

  /// The lines Enter gives: the marked ones in input order, else the selected one.
  private func submit() -> AppResponse {
    applyQuery()
    if !marks.isEmpty {
      outcome = .picked(marks.sorted())
    } else if let line = list.selectedLine {
      outcome = .picked([line])
    } else {
      outcome = .noMatch
    }
    return .quit
  }

  /// The bytes to print: each chosen line as it was read, followed by `\n`.
  var output: [UInt8] {
    guard case .picked(let lines) = outcome else { return [] }
    var bytes: [UInt8] = []
    for line in lines {
      bytes += store.line(line)
      bytes.append(0x0A)
    }
    return bytes
  }

  // MARK: TerminalApp

  func handle(_ event: InputEvent) -> AppResponse {
    switch event {
    case .key(.escape), .key(.ctrl("c")), .key(.ctrl("g")):
      outcome = .cancelled
      return .quit
    case .key(.tab) where isMulti: return toggleMark(then: .selectNext)
    case .key(.backTab) where isMulti: return toggleMark(then: .selectPrevious)
    default:
      if let response = input.handle(event, placedAt: inputRegion) { return response }
      applyQuery()
      return list.handle(event, placedAt: listRegion) ?? .unchanged
    }
  }

  /// Marks or unmarks the selected line and moves the selection.
  private func toggleMark(then move: StackAction) -> AppResponse {
    applyQuery()
    guard let line = list.selectedLine else { return .unchanged }
    if marks.remove(line) == nil { marks.insert(line) }
    list.stack.perform(move)
    return .redraw
  }

  func render(in surface: inout Surface) {
    applyQuery()
    let count =
      " " + list.countText + (isFull ? " (max: --max-lines)" : inputEnded ? "" : " …")
    let countWidth = count.count < size.width - 3 ? count.count : 0
    let query = Rect(x: 0, y: 0, width: size.width - countWidth, height: min(1, size.height))
    input.render(in: &surface, region: query, isFocused: true)
    if countWidth > 0 {
      surface.write(count, at: Point(x: size.width - countWidth, y: 0), role: Self.infoRole)
    }
    list.render(in: &surface, region: listRegion, isFocused: false)
    if isMulti { renderMarks(into: &surface) }
    surface.setCursor(input.cursorPosition(placedAt: query))
  }

  /// `*` in the gutter left of each visible marked line.
  private func renderMarks(into surface: inout Surface) {
    let region = listRegion
    guard !marks.isEmpty, region.minX >= 1 else { return }
    for y in 0..<region.size.height {
      guard let rank = list.stack.indexOfRow(atViewportPoint: Point(x: 0, y: y)),
        rank < list.shownCount, marks.contains(list.filter.lineIndex(atRank: rank))
      else { continue }
      surface.write("*", at: Point(x: 0, y: region.minY + y), role: Self.markRole)
    }
  }

  func resize(to size: Size) { self.size = size }

  var isAnimating: Bool { list.isFiltering || queryIsPending }

  /// The filter's work per frame; the loop runs with frames this far apart (``frameInterval``)
  /// so the filter runs without pause while keys are still read between two slices.
  static let slice = Duration.milliseconds(8)
  /// The loop's frame interval: one slice (the default 16 ms would leave half of the time
  /// idle while a million lines are filtered; see decision 0441).
  static let frameInterval = slice

  func advanceAnimations() -> AppResponse {
    applyQuery()
    return list.advance(for: Self.slice, clock: clock) ? .redraw : .unchanged
  }

  /// The query line.
  private var inputRegion: Rect { Rect(x: 0, y: 0, width: size.width, height: min(1, size.height)) }

  /// The matches: the lines under the query, less a gutter for marks with `multi`.
  private var listRegion: Rect {
    let gutter = isMulti ? min(2, size.width) : 0
    return Rect(
      x: gutter, y: 1, width: max(0, size.width - gutter), height: max(0, size.height - 1))
  }
}
