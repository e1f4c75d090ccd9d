import Testing

@testable import StackWidgets

/// Ranking, smart case and highlighting of ``LineFilter`` and ``FilterQuery``.
struct FilterRankingTests {
  /// The lines `query` matches over `lines`, best first.
  func ranked(_ query: String, _ lines: [String], kind: FilterQuery.Kind = .fuzzy) -> [String] {
    let store = LineStore(lines: lines)
    let filter = LineFilter(store: store)
    filter.search(FilterQuery(query, kind: kind))
    filter.finish()
    return (0..<filter.matchCount).map { store.string(at: filter.lineIndex(atRank: $0)) }
  }

  func positions(_ query: String, _ line: String, kind: FilterQuery.Kind = .fuzzy) -> [Int] {
    FilterQuery(query, kind: kind).positions(Array(line.utf8)[...])
  }

  @Test func consecutiveCharactersRankAboveScatteredOnes() {
    #expect(ranked("incl", ["i_n_c_l.txt", "x/include"]) == ["x/include", "i_n_c_l.txt"])
  }

  @Test func aMatchAtWordStartsRanksAboveOneInsideWords() {
    #expect(ranked("fb", ["xfxxbx", "src/foo/bar"]) == ["src/foo/bar", "xfxxbx"])
    #expect(ranked("bar", ["foobar", "foo bar"], kind: .substring) == ["foo bar", "foobar"])
  }

  @Test func amongEqualScoresTheShorterLineThenTheEarlierLineComesFirst() {
    #expect(ranked("abc", ["abc-long", "abc-x", "abc-y"]) == ["abc-x", "abc-y", "abc-long"])
  }

  @Test func linesWithoutTheCharactersInOrderDoNotMatch() {
    #expect(ranked("ba", ["abc", "xbxax", "b"]) == ["xbxax"])
    #expect(ranked("bc", ["b c", "abc"], kind: .substring) == ["abc"])
  }

  @Test func smartCaseIgnoresCaseUntilTheQueryHasAnUppercaseLetter() {
    let lines = ["README.md", "readme.txt", "ReadMe"]
    #expect(ranked("readme", lines).count == 3)
    #expect(ranked("README", lines) == ["README.md"])
    #expect(ranked("ReadMe", lines) == ["ReadMe"])
    #expect(FilterQuery("abc").isCaseSensitive == false)
    #expect(FilterQuery("aBc").isCaseSensitive == true)
  }

  @Test func theHighlightedPositionsAreTheShortestMatch() {
    #expect(positions("fb", "src/foo/bar") == [4, 8])
    // The backward pass moves the start as late as it can: the second "a".
    #expect(positions("ab", "a_a_b") == [2, 4])
    #expect(positions("bar", "foobar bar", kind: .substring) == [7, 8, 9])
    #expect(positions("zz", "abc").isEmpty)
  }

  @Test func nonASCIICharactersMatchWholeAtTheirByteOffsets() {
    #expect(positions("é", "café") == [3])
    #expect(positions("中c", "a中b c") == [1, 6])
    #expect(ranked("é", ["cafe", "café"]) == ["café"])
  }

  @Test func aQueryOfAHundredThousandCharactersMatchesOnlyLongEnoughLines() {
    let query = String(repeating: "ab", count: 50_000)
    let lines = ["short", String(repeating: "ab", count: 50_001), "ab"]
    #expect(ranked(query, lines) == [lines[1]])
    #expect(ranked(query, lines, kind: .substring) == [lines[1]])
    #expect(positions(query, lines[1]).count == 100_000)
  }

  @Test func theEmptyQueryKeepsEveryLineInInputOrder() {
    #expect(ranked("", ["b", "a", "c"]) == ["b", "a", "c"])
  }

  @Test func theCountSaysMatchesOverLines() {
    let filter = LineFilter(store: LineStore(lines: ["one", "two", "three"]))
    filter.search(FilterQuery("o"))
    filter.finish()
    #expect(filter.countText == "2 / 3")
  }
}
