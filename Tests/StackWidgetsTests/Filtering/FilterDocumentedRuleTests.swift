import Testing

@testable import StackWidgets

/// The filter's documented rules, one behaviour a test, each failing on the bug it names.
struct FilterDocumentedRuleTests {
  static func matches(_ query: String, _ lines: [String], kind: FilterQuery.Kind = .fuzzy)
    -> [String]
  {
    let filter = LineFilter(store: LineStore(lines: lines))
    filter.search(FilterQuery(query, kind: kind))
    filter.finish()
    return (0..<filter.matchCount).map { lines[filter.lineIndex(atRank: $0)] }
  }

  @Test func smartCaseFoldsLettersOnlySoABracketNeverFindsABrace() {
    #expect(Self.matches("[", ["{x}", "[ERROR] disk", "none"]) == ["[ERROR] disk"])
    #expect(Self.matches("{", ["{x}", "[ERROR] disk"]) == ["{x}"])
    #expect(
      Self.matches("[error]", ["[ERROR] disk", "{error}"], kind: .substring) == ["[ERROR] disk"])
    #expect(Self.matches("@", ["`a", "@b"]) == ["@b"])
  }

  @Test func theFirstCharactersBonusCountsTwice() {
    // "ab" at the start of "ab": 2 × 16 matched, the first's bonus (10, after the line's
    // start) twice, the second follows a match (the chunk's first bonus, 10): 32 + 20 + 10.
    #expect(FilterQuery("ab").score(Array("ab".utf8)[...]) == 62)
    // Inside a word: no bonus for the first, at least 4 for the one that follows.
    #expect(FilterQuery("bc").score(Array("abc".utf8)[...]) == 32 + 0 + 4)
  }

  @Test func equalSubstringMatchesHighlightTheFirstOccurrence() {
    let query = FilterQuery("ab", kind: .substring)
    #expect(query.positions(Array("xabxab".utf8)[...]) == [1, 2])
    #expect(query.positions(Array("xabyab".utf8)[...]) == [1, 2])
  }

  @Test func aTabStopIsCountedInColumnsNotBytes() {
    for line in ["é\tx", "\u{FF}\tx"] {
      let store = LineStore()
      store.append(line: line == "é\tx" ? Array(line.utf8) : [0xFF, 0x09, 0x78])
      let stack = ScrollStack(viewport: Size(width: 20, height: 1))
      _ = try? stack.addRow(
        MatchedLineContent(store: store, line: 0, query: FilterQuery("")))
      var canvas = Canvas(size: stack.viewport)
      stack.render(into: &canvas)
      #expect(canvas[8, 0].grapheme == "x", "\(canvas.line(0))")
    }
  }
}
