import Testing

@testable import TailFollow

/// tail-follow's search: slices end by a budget (the loop's clock in the app; a count of
/// looks here, deterministic), a line of megabytes is sliced too, and finding the next match
/// or the position of one does not walk the matches.
@MainActor
struct LineSearchTests {
  /// Scans `lines` to the end in slices that stop at the `looks`-th look at the budget;
  /// returns the number of slices.
  static func scanInSlices(_ search: LineSearch, _ lines: [String], looks: Int) -> Int {
    var slices = 0
    while !search.isComplete {
      var remaining = looks
      search.scan(lines) {
        remaining -= 1
        return remaining <= 0
      }
      slices += 1
      if slices > 100_000 { break }
    }
    return slices
  }

  @Test func aSliceEndsByItsBudgetNotAfterALineCount() {
    let lines = (0..<5000).map { $0 % 100 == 0 ? "match \($0)" : "line \($0)" }
    let search = LineSearch("match", from: 0)
    // One look: a slice stops at its first look, after `linesPerCheck` lines.
    let slices = Self.scanInSlices(search, lines, looks: 1)
    #expect(slices == (5000 + LineSearch.linesPerCheck - 1) / LineSearch.linesPerCheck)
    #expect(search.matchCount == 50)
  }

  @Test func aMatchInsideOneHugeLineIsFoundOverSeveralSlices() {
    let huge =
      String(repeating: "a", count: 1 << 20) + "needle" + String(repeating: "b", count: 100)
    let lines = ["first", huge, "last"]
    let search = LineSearch("NEEDLE", from: 2)
    let slices = Self.scanInSlices(search, lines, looks: 1)
    #expect(slices >= (1 << 20) / LineSearch.bytesPerCheck)
    #expect(search.matches == [1])
  }

  @Test func aMatchCutBetweenTwoSlicesIsFound() {
    let cut = LineSearch.bytesPerCheck - 3
    let line = String(repeating: "x", count: cut) + "needle"
    let search = LineSearch("needle", from: 0)
    _ = Self.scanInSlices(search, [line, "other"], looks: 1)
    #expect(search.matches == [0])
  }

  @Test func nextAndPreviousMatchAndPositionWrapAroundTheMatches() {
    let lines = (0..<50).map { $0 % 10 == 3 ? "hit" : "miss" }
    let search = LineSearch("hit", from: 25)
    _ = Self.scanInSlices(search, lines, looks: 1_000)
    #expect(search.matches == [3, 13, 23, 33, 43])
    #expect(search.firstMatch(after: 25, forward: true) == 33)
    #expect(search.firstMatch(after: 43, forward: true) == 3)
    #expect(search.firstMatch(after: 23, forward: false) == 13)
    #expect(search.firstMatch(after: 3, forward: false) == 43)
    #expect(search.firstMatch(after: 13, forward: true) == 23)
    #expect(search.position(of: 23) == 3)
    #expect(search.position(of: 24) == nil)
    #expect(search.position(of: 0) == nil)
    #expect(search.position(of: 43) == 5)
  }

  @Test func aQueryWithNonASCIILettersMatchesLowercasedLines() {
    let search = LineSearch("ÉTÉ", from: 0)
    _ = Self.scanInSlices(search, ["x", "un été", "rien"], looks: 10)
    #expect(search.matches == [1])
  }
}
