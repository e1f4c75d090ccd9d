import StackCore

/// Inserting and removing one row in the middle of the list: the work the chunked row
/// storage and its Fenwick trees keep independent of the row count (decision 0001).
@MainActor
enum EditBench {
  /// Most the median may grow from the smallest row count to the largest.
  static let scalingTarget = 2.0

  /// Times an insert plus a remove at the middle row at every row count, prints the table.
  static func report(_ options: BenchOptions) {
    print("\n## Insert and remove a row in the middle (one update each), µs: median (p90)\n")
    var medians: [Int: Double] = [:]
    var lines: [[String]] = []
    for rows in options.rows {
      progress("edits: \(Format.rows(rows)) rows")
      let samples = measure(rows: rows, repeats: options.repeats, warmup: options.warmup)
      medians[rows] = samples.median
      lines.append([
        Format.rows(rows), Format.fixed(samples.median), Format.fixed(samples.p90),
        String(samples.count),
      ])
    }
    printTable(["rows", "median", "p90", "n"], lines)
    guard let smallest = options.rows.min(), let largest = options.rows.max(),
      smallest != largest, let low = medians[smallest], let high = medians[largest]
    else { return }
    let ratio = high / max(low, 0.001)
    print(
      "\nScaling: median at \(Format.rows(largest)) ÷ at \(Format.rows(smallest)) = "
        + "\(Format.fixed(ratio)) (≤ \(Format.fixed(scalingTarget, 0))x: "
        + "\(ratio <= scalingTarget ? "yes" : "NO")). A flat array of rows would copy half"
        + " the rows on every edit.")
  }

  /// `repeats` timed insert-and-remove pairs on the list stack of `rows` rows (after
  /// `warmup` untimed ones).
  static func measure(rows: Int, repeats: Int, warmup: Int) -> Samples {
    let stack = ListStack.make(rows: rows)
    let middle = rows / 2
    let clock = ContinuousClock()
    var samples = Samples()
    for round in 0..<(warmup + repeats) {
      let started = clock.now
      do {
        try stack.addRow(BenchRowContent(number: middle), at: .index(middle))
        try stack.removeRow(at: middle)
      } catch {
        progress("edits: \(error)")
        return samples
      }
      if round >= warmup { samples.add(clock.now - started) }
    }
    return samples
  }
}
