/// The result of one query of a ``LineFilter``, built a slice at a time: candidates come
/// from `list` (the matches of a query this one narrows, all below `listCovered`), then
/// every line from `listCovered` on.
///
/// A level does not keep its query: it is the first `unitCount` characters of the filter's
/// current query (the levels below the top are the queries it narrows), so 20,000 typed
/// characters keep one query, not 20,000 growing copies.
package struct FilterLevel {
  /// The characters (scalars) of the filter's query this level matched.
  package let unitCount: Int
  /// Whether this level's query had an uppercase letter (smart case).
  package let isCaseSensitive: Bool
  package let list: [UInt32]?
  package let listCovered: Int
  /// The next entry of `list` to examine.
  package var candidatePosition = 0
  /// The next line to examine once `list` is done.
  package var linePosition: Int
  /// The matching lines, ascending, and their scores.
  package var matches: [UInt32] = []
  package var scores: [Int32] = []
  /// The matches best first, once complete; `rankedCount` matches were ranked.
  package var ranked: [UInt32]?
  package var rankedCount = 0

  package init(query: FilterQuery, list: [UInt32]?, listCovered: Int) {
    self.unitCount = query.unitCount
    self.isCaseSensitive = query.isCaseSensitive
    self.list = list
    self.listCovered = listCovered
    self.linePosition = listCovered
  }

  /// True when every line of a store of `lineCount` lines has been examined.
  package func isComplete(lineCount: Int) -> Bool {
    candidatePosition >= (list?.count ?? 0) && linePosition >= lineCount
  }

  /// Every line below this one has been decided.
  package var frontier: Int {
    if let list, candidatePosition < list.count { return Int(list[candidatePosition]) }
    return linePosition
  }

  /// This level without its ranking (kept below the top, it is ranked again on return).
  package func droppingRanking() -> FilterLevel {
    var level = self
    level.ranked = nil
    level.rankedCount = 0
    return level
  }

  /// Examines up to `budget` lines with `query` (this level's query), stopping early once
  /// `byteBudget` bytes were examined (at least one line is), so that long lines end a
  /// slice as soon as short ones do.
  package mutating func scan(store: LineStore, query: FilterQuery, budget: Int, byteBudget: Int) {
    var remaining = budget
    var bytes = 0
    let lineCount = store.count
    func examine(_ line: Int) {
      bytes += store.length(of: line)
      if let score = store.withLine(line, { query.score(in: $0) }) {
        matches.append(UInt32(truncatingIfNeeded: line))
        scores.append(Int32(clamping: score))
      }
    }
    if let list {
      while remaining > 0 && bytes < byteBudget && candidatePosition < list.count {
        examine(Int(list[candidatePosition]))
        candidatePosition += 1
        remaining -= 1
      }
    }
    while remaining > 0 && bytes < byteBudget && linePosition < lineCount {
      examine(linePosition)
      linePosition += 1
      remaining -= 1
    }
  }

  /// Orders the matches best first: higher score, then shorter line, then earlier line.
  package mutating func rank(store: LineStore) {
    ranked = MatchRanking.order(matches: matches, scores: scores) { store.length(of: Int($0)) }
    rankedCount = matches.count
  }
}
