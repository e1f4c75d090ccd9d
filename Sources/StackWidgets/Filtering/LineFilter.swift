import StackUI

/// Filters the lines of a ``LineStore`` by a ``FilterQuery``, a bounded slice at a time, so a
/// program stays responsive over a million lines: keys typed while a filter runs are handled
/// between two slices, never behind the whole scan.
///
/// - ``search(_:)`` sets the query; nothing is scanned yet.
/// - ``step(budget:)`` examines at most `budget` lines and returns;
///   ``run(for:clock:slice:)`` takes slices for a given time. Call it once per frame (in
///   `advanceAnimations()` while ``isRunning``) until ``isRunning`` is false.
/// - A query that extends the previous one (`inc` → `incl`) narrows the previous result
///   instead of scanning every line; going back (`incl` → `inc`) reuses the earlier result.
/// - Lines appended to the store meanwhile (streamed input) are scanned too: ``isRunning``
///   turns true again when the store has grown.
///
/// While it runs, ``lineIndex(atRank:)`` lists the matches found so far in input order; once
/// done, best first (score, then shorter line, then input order, as fzf). No row or string is
/// made per line: a list shows the matches as lazy rows (``MatchedLineContent``).
///
/// ```swift
/// let filter = LineFilter(store: store)
/// filter.search(FilterQuery("incl"))
/// while filter.isRunning { filter.step() }   // in an app: one step per frame
/// filter.countText                           // "1234 / 1000000"
/// store.string(at: filter.lineIndex(atRank: 0))
/// ```
public final class LineFilter {
  /// The lines examined per ``step(budget:)`` by default: about 2–5 ms of work per slice on
  /// typical paths.
  public static let defaultSliceSize = 50_000

  /// The most bytes one ``step(budget:)`` examines (it examines at least one line): a slice
  /// of long lines ends as soon as one of short lines does, so ``run(for:clock:slice:)``
  /// looks at its clock every megabyte whatever the lines' length.
  public static let bytesPerStep = 1 << 20

  /// The lines.
  public let store: LineStore
  /// The current query.
  public private(set) var query: FilterQuery
  /// The current query's result on top, the results of the queries it narrows below it
  /// (the levels of `i`, `in`, `inc` while typing `inc`), each complete up to its
  /// `linePosition`.
  private var levels: [FilterLevel] = []

  /// Creates a filter over `store` with the empty query (every line matches).
  public init(store: LineStore) {
    self.store = store
    self.query = FilterQuery("")
  }

  /// Sets the query. Does no scanning (see ``step(budget:)``).
  public func search(_ newQuery: FilterQuery) {
    guard newQuery != query else { return }
    // Every level's query is a prefix of the current one: it narrows to the new query when
    // that prefix is shared (and kind and case agree).
    let shared = newQuery.kind == query.kind ? query.sharedUnitCount(with: newQuery) : -1
    query = newQuery
    while let top = levels.last,
      top.unitCount > shared || (top.isCaseSensitive && !newQuery.isCaseSensitive)
    {
      levels.removeLast()
    }
    if newQuery.isEmpty {
      levels.removeAll()
      return
    }
    if let top = levels.last, top.unitCount == newQuery.unitCount { return }
    if let parent = levels.popLast() {
      // Narrow the parent's result: its matches below its frontier, then every line from
      // there on. A finished parent stays (for going back), an unfinished one is dropped.
      let frontier = parent.frontier
      if parent.candidatePosition >= (parent.list?.count ?? 0)
        && parent.linePosition >= store.count
      {
        levels.append(parent.droppingRanking())
      }
      levels.append(FilterLevel(query: newQuery, list: parent.matches, listCovered: frontier))
    } else {
      levels.append(FilterLevel(query: newQuery, list: nil, listCovered: 0))
    }
  }

  /// True while lines remain to be examined for the current query, or the matches are not
  /// ranked yet.
  public var isRunning: Bool {
    guard let top = levels.last else { return false }
    return !top.isComplete(lineCount: store.count) || top.ranked == nil
      || top.rankedCount != top.matches.count
  }

  /// The number of lines that match (so far, while running).
  public var matchCount: Int { levels.last?.matches.count ?? store.count }

  /// `"matches / lines"`, as fzf shows it.
  public var countText: String { "\(matchCount) / \(store.count)" }

  /// The line (its index in the store) of the match at `rank` (0-based, `< matchCount`).
  public func lineIndex(atRank rank: Int) -> Int {
    guard let top = levels.last else { return rank }
    if let ranked = top.ranked { return Int(ranked[rank]) }
    return Int(top.matches[rank])
  }

  /// Examines at most `budget` more lines (at least 1; fewer once ``bytesPerStep`` bytes
  /// were examined) and returns true when the result changed (more matches, or the ranking
  /// is done).
  @discardableResult
  public func step(budget: Int = LineFilter.defaultSliceSize) -> Bool {
    guard var top = levels.popLast() else { return false }
    defer { levels.append(top) }
    let before = top.matches.count
    let wasRanked = top.ranked != nil
    top.scan(
      store: store, query: query, budget: max(1, budget), byteBudget: Self.bytesPerStep)
    if top.isComplete(lineCount: store.count) {
      if top.ranked == nil || top.rankedCount != top.matches.count { top.rank(store: store) }
    } else {
      top.ranked = nil
    }
    return top.matches.count != before || (top.ranked != nil) != wasRanked
  }

  /// Runs slices of `slice` lines until the filter is done or `duration` has passed on
  /// `clock`; returns true when the result changed. An app calls it once per frame while
  /// ``isRunning`` (in `advanceAnimations()`), so input is read between two calls: a key
  /// waits at most `duration` plus one slice, and a million lines take a few frames instead of
  /// one frame per slice.
  ///
  /// ```swift
  /// func advanceAnimations() -> AppResponse {
  ///   filter.run(for: .milliseconds(8), clock: clock) ? .redraw : .unchanged
  /// }
  /// ```
  @discardableResult
  public func run(for duration: Duration, clock: any AnimationClock, slice: Int = 10_000) -> Bool {
    let deadline = clock.now + duration
    var changed = false
    repeat {
      changed = step(budget: slice) || changed
    } while isRunning && clock.now < deadline
    return changed
  }

  /// Runs the filter to the end (tests, and callers that can block).
  public func finish() {
    while isRunning { step(budget: Int.max / 2) }
  }
}
