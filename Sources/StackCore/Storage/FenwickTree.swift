import StackDrawing

/// A binary indexed tree over non-negative integers: point update, prefix sum and
/// "which element holds the cell at this offset" in O(log n).
///
/// The stack keeps one over chunk row counts and one over chunk lengths, so index→row and
/// offset→row lookups stay logarithmic at a million rows.
struct FenwickTree: Sendable {
  private var tree: [Int]
  private(set) var values: [Int]
  /// The sum of every element, kept up to date by ``add(_:at:)`` (O(1) to read).
  private(set) var total: Int

  /// Builds the tree over `values` in O(n).
  init(_ values: [Int] = []) {
    self.values = values
    total = values.reduce(0, +)
    tree = [0] + values
    let n = values.count
    var i = 1
    while i <= n {
      let parent = i + (i & -i)
      if parent <= n { tree[parent] += tree[i] }
      i += 1
    }
  }

  /// Number of elements.
  var count: Int { values.count }

  /// Adds `delta` to element `index`.
  mutating func add(_ delta: Int, at index: Int) {
    values[index] += delta
    total += delta
    var i = index + 1
    while i < tree.count {
      tree[i] += delta
      i += i & -i
    }
  }

  /// Sets element `index` to `value`.
  mutating func set(_ value: Int, at index: Int) {
    let delta = value - values[index]
    if delta != 0 { add(delta, at: index) }
  }

  /// The sum of elements `0..<end`.
  func prefixSum(_ end: Int) -> Int {
    var sum = 0
    var i = end
    while i > 0 {
      sum += tree[i]
      i -= i & -i
    }
    return sum
  }

  /// The element that holds position `target` when elements are laid end to end:
  /// the smallest `i` with `prefixSum(i + 1) > target`, together with `prefixSum(i)`.
  /// Returns `(count, total)` when `target >= total`.
  func locate(_ target: Int) -> (index: Int, start: Int) {
    var position = 0
    var remaining = target
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return (position, target - remaining)
  }
}
