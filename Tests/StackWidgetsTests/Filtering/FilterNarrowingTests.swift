import Testing

@testable import StackWidgets

/// Narrowing while typing fast: a query typed while the one before it is part-way scanned
/// narrows from where that one stopped, and every level shares the one query.
struct FilterNarrowingTests {
  @Test func narrowingFromAPartlyScannedQueryKeepsEveryMatch() {
    // 6 lines with "abc" among others: `a` sliced part-way, then `ab` part-way through its
    // candidates, then `abc` to the end: all 6, not the 4 a wrong frontier leaves.
    let lines = ["abc 1", "x", "abc 2", "abc 3", "y", "abc 4", "z", "abc 5", "abc 6", "w"]
    let store = LineStore(lines: lines)
    let filter = LineFilter(store: store)
    filter.search(FilterQuery("a"))
    filter.step(budget: 4)
    filter.search(FilterQuery("ab"))
    filter.step(budget: 2)
    filter.search(FilterQuery("abc"))
    filter.finish()
    #expect(filter.matchCount == 6)
    #expect(Set((0..<6).map { filter.lineIndex(atRank: $0) }) == [0, 2, 3, 5, 7, 8])
  }

  @Test func threeThousandTypedCharactersThenBackspacesGiveWhatAFreshFilterGives() {
    let store = LineStore(lines: ["aaaa", "abab", "a", "b", String(repeating: "a", count: 40)])
    let filter = LineFilter(store: store)
    var text = ""
    for _ in 0..<3_000 {
      text += "a"
      filter.search(FilterQuery(text))
      filter.step(budget: 1)
    }
    #expect(filter.matchCount == 0)
    for _ in 0..<(3_000 - 4) {
      text.removeLast()
      filter.search(FilterQuery(text))
    }
    filter.finish()
    #expect(text == "aaaa")
    #expect((0..<filter.matchCount).map { filter.lineIndex(atRank: $0) } == [0, 4])
  }

  @Test func aQueryThatGainsAnUppercaseLetterIsCaseSensitiveAndGoingBackIsNot() {
    let store = LineStore(lines: ["ab", "aB", "AB"])
    let filter = LineFilter(store: store)
    filter.search(FilterQuery("a"))
    filter.finish()
    filter.search(FilterQuery("aB"))
    filter.finish()
    #expect(filter.matchCount == 1)
    filter.search(FilterQuery("a"))
    filter.finish()
    #expect(filter.matchCount == 3)
  }
}

/// A step of the filter ends after a megabyte of lines, whatever its line budget.
struct FilterStepBytesTests {
  @Test func aStepOfLongLinesEndsAfterAMegabyte() {
    let long = String(repeating: "x", count: 600 * 1024)
    let store = LineStore(lines: Array(repeating: long, count: 5) + ["xy"])
    let filter = LineFilter(store: store)
    filter.search(FilterQuery("y"))
    filter.step(budget: 1000)
    #expect(filter.isRunning)  // Two long lines (1.2 MB) ended the step.
    filter.step(budget: 1000)
    filter.step(budget: 1000)
    #expect(filter.matchCount == 1)
    filter.step(budget: 1)  // The ranking.
    #expect(!filter.isRunning)
  }
}
