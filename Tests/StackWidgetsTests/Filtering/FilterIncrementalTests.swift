import PropertyBased
import Testing

@testable import StackWidgets

/// A filter run a slice at a time, narrowing and going back while lines stream in, gives
/// exactly what a one-shot filter gives.
struct FilterIncrementalTests {
  /// The ranked lines of a fresh filter run at once.
  static func oneShot(_ query: FilterQuery, store: LineStore) -> [Int] {
    let filter = LineFilter(store: store)
    filter.search(query)
    filter.finish()
    return (0..<filter.matchCount).map { filter.lineIndex(atRank: $0) }
  }

  static let alphabet: [String] = ["a", "b", "c", "A", "/", " ", "é", "中"]

  @Test func slicedNarrowedAndStreamedFilteringEqualsAOneShotFilter() async {
    await propertyCheck(
      count: 200,
      input: Gen.int(in: 0...9_999).array(of: 0...60), Gen.int(in: 0...9_999).array(of: 1...30),
      Gen.int(in: 1...7)
    ) { lineSeeds, steps, budget in
      let store = LineStore()
      func line(_ seed: Int) -> String {
        (0..<(seed % 7)).map { Self.alphabet[(seed / (7 * ($0 + 1))) % Self.alphabet.count] }
          .joined()
      }
      let half = lineSeeds.count / 2
      for seed in lineSeeds.prefix(half) { store.append(line: Array(line(seed).utf8)) }
      let filter = LineFilter(store: store)
      var text = ""
      for (index, step) in steps.enumerated() {
        // Type a character, delete one, or change the kind; sometimes stream more lines.
        switch step % 5 {
        case 0, 1, 2: text += Self.alphabet[step / 5 % Self.alphabet.count]
        case 3: if !text.isEmpty { text.removeLast() }
        default: text = String(text.prefix(step % 3))
        }
        let kind: FilterQuery.Kind = step % 11 == 0 ? .substring : .fuzzy
        filter.search(FilterQuery(text, kind: kind))
        for _ in 0..<(step % 3) { filter.step(budget: budget) }
        if index == steps.count / 2 {
          for seed in lineSeeds.dropFirst(half) { store.append(line: Array(line(seed).utf8)) }
        }
      }
      filter.finish()
      let incremental = (0..<filter.matchCount).map { filter.lineIndex(atRank: $0) }
      #expect(incremental == Self.oneShot(filter.query, store: store), "query \(filter.query)")
    }
  }

  @Test func aLongerQueryNarrowsThePreviousResultInsteadOfRescanning() {
    let store = LineStore(lines: (0..<1000).map { $0 % 10 == 0 ? "include \($0)" : "other \($0)" })
    let filter = LineFilter(store: store)
    filter.search(FilterQuery("inc"))
    filter.finish()
    #expect(filter.matchCount == 100)
    filter.search(FilterQuery("incl"))
    // 100 candidates: one step of 100 lines finishes it.
    filter.step(budget: 100)
    #expect(!filter.isRunning)
    #expect(filter.matchCount == 100)
    filter.search(FilterQuery("inc"))
    filter.step(budget: 1)  // Only the ranking is left.
    #expect(!filter.isRunning)
  }

  @Test func linesAddedAfterAFilterFinishedAreFilteredToo() {
    let store = LineStore(lines: ["abc", "xyz"])
    let filter = LineFilter(store: store)
    filter.search(FilterQuery("b"))
    filter.finish()
    store.append(line: Array("b2".utf8))
    #expect(filter.isRunning)
    filter.finish()
    #expect(filter.countText == "2 / 3")
  }

  @Test func chunksCutAnywhereGiveTheSameLines() {
    let input = Array("one\r\ntwo\n\nthr\u{FF}ee\nlast".utf8)
    for cut in 0...input.count {
      let store = LineStore()
      store.append(chunk: input[..<cut])
      store.append(chunk: input[cut...])
      store.finish()
      #expect(
        (0..<store.count).map { store.line($0) } == [
          Array("one".utf8)[...], Array("two".utf8)[...], [][...],
          Array("thr\u{FF}ee".utf8)[...], Array("last".utf8)[...],
        ], "cut \(cut)")
    }
  }
}
