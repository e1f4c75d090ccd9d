/// A stable sort of a table's rows done a slice at a time, so that a million rows sort while
/// the keys keep being answered: the sort keys are read from the models, runs of
/// ``runLength`` rows are sorted, then merged pairwise, pass after pass. ``step(budget:)``
/// does about `budget` units of work (a key read or a merged row is one unit, a run of `r`
/// rows is `r·log₂r`) and stops; the answer is the same as `TableSort.stableOrder(of:_:)`'s.
///
/// Inlinable (made in `TableColumn`'s inlinable initialiser), so its comparisons are
/// specialised for `Key` in the caller's module.
@usableFromInline
final class SlicedStableSort<Model, Key: Comparable> {
  /// Rows sorted at once before merging (4096 unless told: big enough that the merges are
  /// few, small enough that one run is a short slice).
  @usableFromInline let runLength: Int
  @usableFromInline let models: [Model]
  @usableFromInline let sortKey: (Model) -> Key
  @usableFromInline let ascending: Bool
  @usableFromInline var keys: [Key] = []
  /// The model indexes being sorted, and the buffer a merge pass writes into.
  @usableFromInline var order: [Int] = []
  @usableFromInline var spare: [Int] = []
  /// Where the work is: the next run to sort, then the merge pass's width and position.
  @usableFromInline var nextRun = 0
  @usableFromInline var width = 0
  @usableFromInline var mergeStart = 0
  @usableFromInline var left = 0
  @usableFromInline var right = 0
  @usableFromInline var output = 0

  @inlinable
  init(
    models: [Model], sortKey: @escaping (Model) -> Key, ascending: Bool, runLength: Int = 4096
  ) {
    self.runLength = max(1, runLength)
    self.models = models
    self.sortKey = sortKey
    self.ascending = ascending
    keys.reserveCapacity(models.count)
  }

  /// The share of the work done, 0…1.
  @inlinable
  var fractionDone: Double {
    let count = models.count
    guard count > 0 else { return 1 }
    if keys.count < count { return 0.1 * Double(keys.count) / Double(count) }
    if width == 0 { return 0.1 + 0.4 * Double(nextRun) / Double(count) }
    if width >= count { return 1 }
    let total = max(1, passes(count))
    var done = 0
    var span = runLength
    while span < width {
      done += 1
      span *= 2
    }
    return 0.5 + 0.5 * (Double(done) + Double(output) / Double(count)) / Double(total)
  }

  /// The merge passes `count` rows take after the runs.
  @inlinable
  func passes(_ count: Int) -> Int {
    var passes = 0
    var span = runLength
    while span < count {
      passes += 1
      span *= 2
    }
    return passes
  }

  /// Does about `budget` units of work; the sorted model indexes once done, else nil.
  @inlinable
  func step(budget: Int) -> [Int]? {
    var budget = max(1, budget)
    let count = models.count
    // 1. The keys, read from the models.
    if keys.count < count {
      let start = keys.count
      let end = start + min(count - start, budget)
      for index in start..<end { keys.append(sortKey(models[index])) }
      budget -= end - start
      if end < count { return nil }
      order = Array(0..<count)
    }
    // 2. Runs sorted one by one (index order breaks ties: stable).
    if width == 0 {
      while nextRun < count, budget > 0 {
        let end = min(count, nextRun + runLength)
        sortRun(nextRun..<end)
        budget -= (end - nextRun) * (Int.bitWidth - runLength.leadingZeroBitCount)
        nextRun = end
      }
      guard nextRun >= count else { return nil }
      width = runLength
      spare = order
      (mergeStart, left, right, output) = (0, 0, 0, 0)
      if width >= count { return order }
      beginMerge()
    }
    // 3. Merge passes: runs of `width` merged pairwise into `spare`.
    while budget > 0 {
      budget -= mergeSome(budget)
      if output < count { continue }
      swap(&order, &spare)
      width *= 2
      if width >= count { return order }
      mergeStart = 0
      beginMerge()
    }
    return nil
  }

  @inlinable
  func sortRun(_ range: Range<Int>) {
    let ascending = self.ascending
    keys.withUnsafeBufferPointer { keys in
      order[range].sort { first, second in
        let a = keys[first]
        let b = keys[second]
        if a < b { return ascending }
        if b < a { return !ascending }
        return first < second
      }
    }
  }

  /// Starts the merge of the pair of runs at ``mergeStart``.
  @inlinable
  func beginMerge() {
    left = mergeStart
    right = min(models.count, mergeStart + width)
    output = mergeStart
  }

  /// Merges up to `limit` rows of the current pass; returns how many it merged (at least 1).
  @inlinable
  func mergeSome(_ limit: Int) -> Int {
    let count = models.count
    let ascending = self.ascending
    let width = self.width
    var (start, left, right, output) = (mergeStart, self.left, self.right, self.output)
    var merged = 0
    keys.withUnsafeBufferPointer { keys in
      order.withUnsafeBufferPointer { source in
        spare.withUnsafeMutableBufferPointer { target in
          while merged < limit, output < count {
            let middle = min(count, start + width)
            let end = min(count, start + 2 * width)
            while merged < limit, output < end {
              let takesRight: Bool
              if left >= middle {
                takesRight = true
              } else if right >= end {
                takesRight = false
              } else {
                let a = keys[source[right]]
                let b = keys[source[left]]
                takesRight = ascending ? a < b : b < a
              }
              if takesRight {
                target[output] = source[right]
                right += 1
              } else {
                target[output] = source[left]
                left += 1
              }
              output += 1
              merged += 1
            }
            guard output >= end, end < count else { break }
            // The next pair of runs.
            start = end
            (left, right) = (start, min(count, start + width))
          }
        }
      }
    }
    (mergeStart, self.left, self.right, self.output) = (start, left, right, output)
    return max(1, merged)
  }
}
