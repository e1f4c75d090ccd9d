import Testing

@testable import StackCore

/// `StateDiff` on random lists, from a few changes (the side-by-side walk) to a reshuffle
/// (the hash-table fallback): every identity keeps its own old position, the moves are the
/// fewest (kept rows minus the longest run already in order), and removing, moving and
/// inserting as the diff says turns the old list into the new one.
@Suite struct StateDiffPropertyTests {
  /// Old identities in an array (nil: a row without one).
  struct Identities: IdentityList {
    let ids: [Int?]
    var count: Int { ids.count }
    func identity(at position: Int) -> Int? { ids[position] }
    func hasIdentity(at position: Int, _ id: Int) -> Bool { ids[position] == id }
    func position(of id: Int) -> Int? { ids.firstIndex(of: id) }
  }

  /// Old and new lists: `old` with some removed, some inserted, some moved (a block moved at
  /// times), or (one case in five) reshuffled.
  static func lists(seed: Int) -> (old: [Int?], new: [Int]) {
    var mixer = Mixer(seed)
    let size = mixer.int(0...300)
    let old: [Int?] = (0..<size).map { mixer.chance(3) ? nil : $0 }
    var new = old.compactMap { $0 }.filter { _ in !mixer.chance(mixer.int(0...10)) }
    if mixer.chance(20) {
      for index in new.indices.reversed() { new.swapAt(index, mixer.int(0...index)) }
    } else {
      for _ in 0..<mixer.int(0...8) where new.count > 1 {
        let start = mixer.int(0...(new.count - 1))
        let block = Array(new[start..<min(new.count, start + mixer.int(1...40))])
        new.removeSubrange(start..<(start + block.count))
        new.insert(contentsOf: block, at: mixer.int(0...new.count))
      }
    }
    for fresh in size..<(size + mixer.int(0...20)) {
      new.insert(fresh, at: mixer.int(0...new.count))
    }
    return (old, new)
  }

  /// Length of a longest increasing subsequence (quadratic, as a reference).
  static func longestIncreasing(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        best[index] = max(best[index], best[earlier] + 1)
      }
    }
    return best.max() ?? 0
  }

  @Test(arguments: 0..<300)
  func theDiffPairsEachIdentityAndMovesTheFewestRows(seed: Int) throws {
    let (old, new) = Self.lists(seed: seed)
    let diff = try StateDiff(old: Identities(ids: old), new: new)
    for (target, id) in new.enumerated() {
      #expect(diff.oldPosition[target] == (old.firstIndex(of: id) ?? -1), "seed \(seed)")
    }
    let keptInOldOrder = old.compactMap { $0.flatMap { new.firstIndex(of: $0) } }
    #expect(
      diff.moves.count == keptInOldOrder.count - Self.longestIncreasing(keptInOldOrder),
      "seed \(seed)")
    var rows = old.map { $0 ?? -1 }
    for position in diff.removals { rows.remove(at: position) }
    for target in diff.moves {
      let id = new[target]
      rows.removeAll { $0 == id }
      let next = new[(target + 1)...].first { rows.contains($0) && old.contains($0) }
      rows.insert(id, at: next.flatMap { rows.firstIndex(of: $0) } ?? rows.count)
    }
    for target in diff.insertions { rows.insert(new[target], at: target) }
    #expect(rows == new, "seed \(seed)")
  }

  @Test func aRepeatedIdentityIsRefusedWhereverItIs() {
    let old = Identities(ids: Array(0..<50))
    #expect(throws: StackError.duplicateIdentity(first: 3, second: 40)) {
      try StateDiff(old: old, new: Array(0..<40) + [3])
    }
    #expect(throws: StackError.duplicateIdentity(first: 10, second: 12)) {
      try StateDiff(old: old, new: Array(0..<10) + [99, 10, 99])
    }
    let shuffled = (0..<50).map { ($0 * 17) % 50 }
    #expect(throws: StackError.duplicateIdentity(first: 0, second: 50)) {
      try StateDiff(old: old, new: shuffled + [0])
    }
  }
}
