/// The change from one ordered list of identities to another: which old positions go, which
/// kept identities move, which new positions are inserted and which old position each kept
/// identity comes from. Pure: it knows nothing of rows or stacks.
///
/// Kept identities that stay in order (the longest run of them that is already in the new
/// order) do not move; every other kept identity is one move. So one row dragged from the top
/// to the bottom is one move, not a shift of every row between.
struct StateDiff {
  /// For each new position, the old position it keeps (nil: inserted).
  let oldPosition: [Int?]
  /// For each old position, the new position it goes to (nil: removed).
  let newPosition: [Int?]
  /// Old positions that go, in descending order (so removing them in turn keeps the rest valid).
  let removals: [Int]
  /// New positions of kept identities that move, in descending order.
  let moves: [Int]
  /// New positions that are inserted, in ascending order.
  let insertions: [Int]

  /// The diff from `old` (nil: a row without an identity, always removed; an identity seen
  /// earlier in `old` counts as none) to `new`. Throws ``StackError/duplicateIdentity(first:second:)``
  /// when `new` holds an identity twice.
  init<ID: Hashable>(old: [ID?], new: [ID]) throws(StackError) {
    var newPositions: [ID: Int] = [:]
    newPositions.reserveCapacity(new.count)
    for (position, id) in new.enumerated() {
      if let first = newPositions.updateValue(position, forKey: id) {
        throw .duplicateIdentity(first: first, second: position)
      }
    }
    var oldPosition = [Int?](repeating: nil, count: new.count)
    var newPosition = [Int?](repeating: nil, count: old.count)
    var removals: [Int] = []
    // The new positions of the kept identities, in old order.
    var keptTargets: [Int] = []
    keptTargets.reserveCapacity(min(old.count, new.count))
    for (position, id) in old.enumerated() {
      if let id, let target = newPositions[id], oldPosition[target] == nil {
        oldPosition[target] = position
        newPosition[position] = target
        keptTargets.append(target)
      } else {
        removals.append(position)
      }
    }
    let staying = Self.longestIncreasingRun(keptTargets)
    var moves: [Int] = []
    var insertions: [Int] = []
    for target in new.indices {
      if oldPosition[target] == nil {
        insertions.append(target)
      } else if !staying[target] {
        moves.append(target)
      }
    }
    self.oldPosition = oldPosition
    self.newPosition = newPosition
    self.removals = removals.reversed()
    self.moves = moves.reversed()
    self.insertions = insertions
  }

  /// True when the row at old `position` stays.
  func isKept(old position: Int) -> Bool { newPosition[position] != nil }

  /// True for the values (all in `0..<values.max + 1`, each once) that form a longest
  /// increasing subsequence of `values` (patience sorting, O(n log n); O(n) when in order).
  static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
    let size = (values.max() ?? -1) + 1
    var marks = [Bool](repeating: false, count: size)
    guard !values.isEmpty else { return marks }
    // tails[k]: index into `values` of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    tails.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      if let last = tails.last, values[last] < value {
        previous[index] = last
        tails.append(index)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var current = tails.last ?? -1
    while current >= 0 {
      marks[values[current]] = true
      current = previous[current]
    }
    return marks
  }
}
