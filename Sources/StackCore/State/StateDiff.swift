/// The change from one ordered list of identities to another: which old positions go, which
/// kept identities move, which new positions are inserted and which old position each kept
/// identity comes from. Pure: it knows nothing of rows or stacks.
///
/// Kept identities that stay in order (the longest run of them that is already in the new
/// order) do not move; every other kept identity is one move. So one row dragged from the top
/// to the bottom is one move, not a shift of every row between.
///
/// Most new states are the old one with a few changes, so the two lists are walked side by
/// side: where the next old identity is the next new one (nearly everywhere) they pair with
/// one comparison, and only where they differ is the old list asked where an identity was
/// (``PreviousState/position(of:)``); after a look-up the walk goes on from the identity
/// found when the next new identity follows it in the old list too. So the walk is
/// O(old + new) plus a look-up or two per difference. When the differences are
/// too many for that to pay (a list reshuffled), it falls back to one hash table of the new
/// identities (O(old + new) look-ups). Decision 0615.
struct StateDiff {
  /// For each new position, the old position it keeps (-1: inserted).
  let oldPosition: [Int]
  /// For each old position, the new position it goes to (-1: removed).
  let newPosition: [Int]
  /// Old positions that go, in descending order (so removing them in turn keeps the rest valid).
  let removals: [Int]
  /// New positions of kept identities that move, in descending order.
  let moves: [Int]
  /// New positions that are inserted, in ascending order.
  let insertions: [Int]

  /// The diff from the `old` list (an entry without an identity is always removed) to `new`.
  /// Throws ``StackError/duplicateIdentity(first:second:)`` when `new` holds an identity twice.
  init<Old: IdentityList>(old: Old, new: [Old.ID]) throws(StackError) {
    var pairs = Pairing(oldCount: old.count, newCount: new.count)
    if try !pairs.walkSideBySide(old: old, new: new) {
      pairs = Pairing(oldCount: old.count, newCount: new.count)
      try pairs.hashNew(old: old, new: new)
    }
    var removals: [Int] = []
    // The new positions of the kept identities, in old order.
    var keptTargets: [Int] = []
    keptTargets.reserveCapacity(min(old.count, new.count))
    for position in pairs.newPosition.indices {
      let target = pairs.newPosition[position]
      if target >= 0 { keptTargets.append(target) } else { removals.append(position) }
    }
    let staying = Self.longestIncreasingRun(keptTargets, count: new.count)
    var moves: [Int] = []
    var insertions: [Int] = []
    for target in new.indices {
      if pairs.oldPosition[target] < 0 {
        insertions.append(target)
      } else if !staying[target] {
        moves.append(target)
      }
    }
    oldPosition = pairs.oldPosition
    newPosition = pairs.newPosition
    self.removals = removals.reversed()
    self.moves = moves.reversed()
    self.insertions = insertions
  }

  /// True when the row at old `position` stays.
  func isKept(old position: Int) -> Bool { newPosition[position] >= 0 }

  /// True at the values (all in `0..<count`, each once) that form a longest increasing
  /// subsequence of `values` (patience sorting, O(n log n); O(n) when in order).
  static func longestIncreasingRun(_ values: [Int], count: Int) -> [Bool] {
    var marks = [Bool](repeating: false, count: count)
    guard !values.isEmpty else { return marks }
    // tails[k]: index into `values` of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    tails.reserveCapacity(values.count)
    for index in values.indices {
      let value = values[index]
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

/// The identities of the rows before a change, as ``StateDiff`` reads them.
protocol IdentityList {
  /// The identity type.
  associatedtype ID: Hashable
  /// Number of rows.
  var count: Int { get }
  /// The identity of row `position` (nil: it has none, so it goes).
  func identity(at position: Int) -> ID?
  /// True when row `position` has identity `id` (``identity(at:)`` without the optional).
  func hasIdentity(at position: Int, _ id: ID) -> Bool
  /// The position of the row with identity `id`, or nil when no row has it.
  func position(of id: ID) -> Int?
}

/// Which old position each new position keeps, worked out by ``StateDiff``.
private struct Pairing {
  var oldPosition: [Int]
  var newPosition: [Int]

  init(oldCount: Int, newCount: Int) {
    oldPosition = [Int](repeating: -1, count: newCount)
    newPosition = [Int](repeating: -1, count: oldCount)
  }

  /// Pairs old and new walking both lists side by side; false (pairs incomplete) when the
  /// look-ups it needs exceed a share of the lists, so hashing the new list is cheaper.
  mutating func walkSideBySide<Old: IdentityList>(old: Old, new: [Old.ID]) throws(StackError)
    -> Bool
  {
    guard old.count > 0 else { return false }  // All new: one hash table checks them.
    let budget = (old.count + new.count) / 8 + 64
    var lookUps = 0
    var inserted: [Old.ID: Int] = [:]
    var cursor = 0  // The old position the next new identity is expected at.
    for target in new.indices {
      let id = new[target]
      if cursor < old.count, newPosition[cursor] < 0, old.hasIdentity(at: cursor, id) {
        pair(cursor, target)
        cursor += 1
        continue
      }
      lookUps += 1
      if lookUps > budget { return false }
      guard let position = old.position(of: id) else {
        if let first = inserted.updateValue(target, forKey: id) {
          throw .duplicateIdentity(first: first, second: target)
        }
        continue
      }
      guard newPosition[position] < 0 else {
        throw .duplicateIdentity(first: newPosition[position], second: target)
      }
      pair(position, target)
      // When the next new identity follows this one in the old list too, the walk goes on
      // from there (rows before it went, moved, or this run moved); else this one moved on
      // its own, and the walk stays where it was.
      let next = position + 1
      if next < old.count, newPosition[next] < 0, target + 1 < new.count,
        old.hasIdentity(at: next, new[target + 1])
      {
        cursor = next
      }
    }
    return true
  }

  /// Pairs old and new through a hash table of the new identities.
  mutating func hashNew<Old: IdentityList>(old: Old, new: [Old.ID]) throws(StackError) {
    var positions: [Old.ID: Int] = [:]
    positions.reserveCapacity(new.count)
    for target in new.indices {
      if let first = positions.updateValue(target, forKey: new[target]) {
        throw .duplicateIdentity(first: first, second: target)
      }
    }
    for position in 0..<old.count {
      if let id = old.identity(at: position), let target = positions[id],
        oldPosition[target] < 0
      {
        pair(position, target)
      }
    }
  }

  private mutating func pair(_ position: Int, _ target: Int) {
    oldPosition[target] = position
    newPosition[position] = target
  }
}
