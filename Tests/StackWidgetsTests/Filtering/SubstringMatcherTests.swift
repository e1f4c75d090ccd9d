import PropertyBased
import Testing

@testable import StackWidgets

/// `SubstringMatcher` finds what a plain comparison at every offset finds, resumed anywhere,
/// and a substring query's window is linear in the line.
struct SubstringMatcherTests {
  /// The ends of every occurrence of `needle` in `text` by comparing at every offset.
  static func bruteForceEnds(_ needle: [UInt8], in text: [UInt8], folding: Bool) -> [Int] {
    guard !needle.isEmpty, needle.count <= text.count else { return [] }
    let fold: (UInt8) -> UInt8 = { folding ? FilterQuery.lowercase($0) : $0 }
    let folded = needle.map(fold)
    return (0...(text.count - needle.count)).filter { start in
      (0..<needle.count).allSatisfy { fold(text[start + $0]) == folded[$0] }
    }.map { $0 + needle.count }
  }

  /// Every match end, the text fed in pieces of `piece` bytes (the state carried over).
  static func matcherEnds(
    _ needle: [UInt8], in text: [UInt8], folding: Bool, piece: Int
  ) -> [Int] {
    let matcher = SubstringMatcher(needle, ignoringASCIICase: folding)
    var state = SubstringMatcher.State()
    var ends: [Int] = []
    text.withUnsafeBufferPointer { bytes in
      var pieceEnd = 0
      var offset = 0
      while pieceEnd < bytes.count {
        pieceEnd = min(bytes.count, pieceEnd + piece)
        let window = UnsafeBufferPointer(rebasing: bytes[..<pieceEnd])
        while let end = matcher.nextMatchEnd(in: window, from: offset, state: &state) {
          ends.append(end)
          offset = end
        }
        offset = pieceEnd
      }
    }
    return ends
  }

  @Test func everyOccurrenceIsFoundAsAComparisonAtEveryOffsetFindsItWhereverTheTextIsCut()
    async
  {
    let alphabet: [UInt8] = Array("aAbB/".utf8)
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...4).array(of: 1...6), Gen.int(in: 0...4).array(of: 0...60),
      Gen.int(in: 1...9), Gen.bool
    ) { needleSeeds, textSeeds, piece, folding in
      let needle = needleSeeds.map { alphabet[$0] }
      let text = textSeeds.map { alphabet[$0] }
      #expect(
        Self.matcherEnds(needle, in: text, folding: folding, piece: piece)
          == Self.bruteForceEnds(needle, in: text, folding: folding),
        "needle \(needle) text \(text)")
    }
  }

  @Test func aPathologicalQueryOverAHugeLineIsFoundOrRejectedInOnePass() {
    // 'a' x 300 + 'b' over a megabyte of 'a': each byte once (the old comparison at every
    // offset made 300 million comparisons); a test of the answer, the time is a benchmark's.
    let needle = [UInt8](repeating: 0x61, count: 300) + [0x62]
    var text = [UInt8](repeating: 0x61, count: 1 << 20)
    let matcher = SubstringMatcher(needle, ignoringASCIICase: false)
    #expect(!text.withUnsafeBufferPointer { matcher.occurs(in: $0) })
    text += [0x62]
    #expect(text.withUnsafeBufferPointer { matcher.occurs(in: $0) })
  }

  @Test func aSubstringQueryFindsItsBestOccurrenceInALineOfRepeatedCharacters() {
    let line = Array(("x" + String(repeating: "a", count: 10_000) + " aaa").utf8)
    let query = FilterQuery("aaa", kind: .substring)
    // The word start (after the space) is the best occurrence, but it is beyond the first
    // scored occurrences: the first of them wins.
    #expect(query.score(line[...]) != nil)
    #expect(query.positions(line[...]) == [1, 2, 3])
    let short = Array("xaaaa aaa".utf8)
    #expect(query.positions(short[...]) == [6, 7, 8])
  }
}
