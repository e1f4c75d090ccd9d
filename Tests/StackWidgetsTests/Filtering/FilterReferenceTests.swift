import PropertyBased
import Testing

@testable import StackWidgets

/// The filter against ``ReferenceScorer``, over lines a query does match (the query is
/// taken from one of them): the ranking, and the highlighted characters of every match.
struct FilterReferenceTests {
  static let alphabet: [UInt8] = Array("aAbB[{/ -1x".utf8)

  @Test func theFilterRanksAndHighlightsAsABruteForceReferenceScorerOverMatchingInputs() async {
    await propertyCheck(
      count: 400,
      input: Gen.int(in: 0...10).array(of: 0...14).array(of: 1...12),
      Gen.int(in: 0...1_000).array(of: 1...5), Gen.bool
    ) { lineSeeds, picks, substring in
      let lines = lineSeeds.map { $0.map { Self.alphabet[$0] } }
      // The query: characters of one line, in order (fuzzy) or a piece of it (substring).
      let source = lines[picks[0] % lines.count]
      guard !source.isEmpty else { return }
      var query: [UInt8]
      if substring {
        let start = picks[0] % source.count
        query = Array(source[start..<min(source.count, start + 1 + picks.count % 3)])
      } else {
        let offsets = Set(picks.map { $0 % source.count }).sorted()
        query = offsets.map { source[$0] }
      }
      let kind: FilterQuery.Kind = substring ? .substring : .fuzzy
      let text = String(decoding: query, as: UTF8.self)
      let store = LineStore()
      for line in lines { store.append(line: line) }
      let filter = LineFilter(store: store)
      let filterQuery = FilterQuery(text, kind: kind)
      filter.search(filterQuery)
      filter.finish()
      let ranked = (0..<filter.matchCount).map { filter.lineIndex(atRank: $0) }
      let expected = ReferenceScorer.ranked(query, kind: kind, lines: lines)
      #expect(
        ranked == expected,
        "query \(text) \(kind) lines \(lines.map { String(decoding: $0, as: UTF8.self) })")
      for index in expected {
        let reference =
          substring
          ? ReferenceScorer.substring(query, in: lines[index])
          : ReferenceScorer.fuzzy(query, in: lines[index])
        #expect(filterQuery.score(lines[index][...]) == reference?.0)
        #expect(filterQuery.positions(lines[index][...]) == reference?.1)
      }
    }
  }
}
