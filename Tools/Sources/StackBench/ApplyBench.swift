import StackCore

/// Applying a new state (`ScrollStack.apply`) beside `setRows` of the same state, in the same
/// run: a list of identified items with 1% changed (inserts, removes, moves and edits mixed).
/// Also the key press right after an apply, and memory after 100 applies.
@MainActor
enum ApplyBench {
  /// Most apply may cost as a share of setRows.
  static let shareTarget = 0.25
  /// Most the apply time may grow from 100k to 1M items.
  static let scalingTarget = 12.0
  /// Most memory may grow from after the first apply to after the 100th.
  static let memoryTarget = 0.10

  /// One item of the benchmark state.
  struct Item: Identifiable, Equatable {
    let id: Int
    var value: Int
  }

  static func row(_ item: Item) -> RowSpec {
    TextRowContent("Item \(item.id): \(item.value)").rowSpec
  }

  /// Times apply and setRows at every row count (100k and up unless `--rows` says otherwise),
  /// prints the table and the checks.
  static func report(_ options: BenchOptions) {
    print(
      "\n## Apply a state with 1% changed vs setRows of it, ms: median of 5 (wall clock, and CPU"
        + " time of the thread, which a loaded machine does not inflate)\n")
    var lines: [[String]] = []
    var applyMedians: [Int: Double] = [:]
    var applyCPUMedians: [Int: Double] = [:]
    var memoryLines: [[String]] = []
    for rows in options.rows {
      progress("apply: \(Format.rows(rows)) items")
      let result = measure(items: rows, applies: min(100, max(5, options.repeats)))
      applyMedians[rows] = result.apply.median
      let share = result.apply.median / max(result.setRows.median, 0.001)
      let shareCPU = result.applyCPU.median / max(result.setRowsCPU.median, 0.001)
      applyCPUMedians[rows] = result.applyCPU.median
      progress(
        "apply: \(Format.rows(rows)): apply \(Format.fixed(result.apply.median)) ms, setRows "
          + "\(Format.fixed(result.setRows.median)) ms, Down \(Format.fixed(result.keyBefore.median))"
          + " → \(Format.fixed(result.keyAfter.median)) µs (after setRows "
          + "\(Format.fixed(result.keyAfterSetRows.median))), RSS \(result.memoryAfterFirst / 1024) → "
          + "\(result.memoryAfter100 / 1024) kB")
      lines.append([
        Format.rows(rows), Format.fixed(result.apply.median), Format.fixed(result.setRows.median),
        Format.fixed(share), share <= shareTarget ? "yes" : "NO",
        Format.fixed(result.applyCPU.median), Format.fixed(result.setRowsCPU.median),
        Format.fixed(shareCPU), shareCPU <= shareTarget ? "yes" : "NO",
        Format.fixed(result.keyBefore.median), Format.fixed(result.keyAfter.median),
        Format.fixed(result.keyAfterSetRows.median),
      ])
      let growth =
        Double(result.memoryAfter100 - result.memoryAfterFirst)
        / Double(max(result.memoryAfterFirst, 1))
      memoryLines.append([
        Format.rows(rows), String(result.memoryAfterFirst / 1024),
        String(result.memoryAfter100 / 1024), Format.fixed(growth * 100, 1) + "%",
        growth <= memoryTarget ? "yes" : "NO",
      ])
    }
    printTable(
      [
        "items", "apply", "setRows", "apply ÷ setRows", "≤ 0.25", "apply CPU", "setRows CPU",
        "CPU ÷", "≤ 0.25", "Down after 1st apply (µs)",
        "Down after last apply (µs)", "Down after setRows (µs)",
      ], lines)
    print(
      "\n## Memory (RSS, kB) after the first apply and after the last (100 unless --repeats is lower)\n"
    )
    printTable(["items", "after 1", "after 100", "growth", "≤ 10%"], memoryLines)
    for (name, medians) in [("wall", applyMedians), ("CPU", applyCPUMedians)] {
      guard let low = medians[100_000], let high = medians[1_000_000] else { continue }
      let ratio = high / max(low, 0.001)
      print(
        "\nScaling (\(name)): apply at 1M ÷ at 100k = \(Format.fixed(ratio)) (≤ 12x: "
          + "\(ratio <= scalingTarget ? "yes" : "NO")).")
    }
  }

  struct Result {
    var apply = Samples()
    var setRows = Samples()
    var keyBefore = Samples()
    var keyAfter = Samples()
    var keyAfterSetRows = Samples()
    /// The same, in CPU time of the thread (ms): what the change costs whatever else runs.
    var applyCPU = Samples()
    var setRowsCPU = Samples()
    var memoryAfterFirst = 0
    var memoryAfter100 = 0
  }

  /// Applies 1%-changed states to a stack of `count` items `applies` times (`--repeats`,
  /// 5 to 100), timing the first 5 beside setRows of the same state.
  static func measure(items count: Int, applies: Int) -> Result {
    var result = Result()
    var generator = SystemRandomNumberGenerator()
    var nextID = count
    var state = (0..<count).map { Item(id: $0, value: 0) }
    let applied = ScrollStack(viewport: Size(width: 80, height: 24))
    let rebuilt = ScrollStack(viewport: Size(width: 80, height: 24))
    var canvas = Canvas(size: Size(width: 80, height: 24))
    let clock = ContinuousClock()
    do {
      try applied.apply(state, row: row)
      try rebuilt.setRows(state.map { row($0).content })
      try applied.select(rowAt: count / 2)
      result.keyBefore = keyPresses(on: applied, canvas: &canvas)
      result.memoryAfterFirst = (ProcStatus.kilobytes("VmRSS") ?? 0) * 1024
      for round in 0..<applies {
        if round % 10 == 0 { progress("apply: \(Format.rows(count)): round \(round)") }
        state = changed(state, nextID: &nextID, using: &generator)
        let started = clock.now
        let startedCPU = threadCPUMilliseconds()
        try applied.apply(state, row: row)
        let applyTime = clock.now - started
        let applyCPU = threadCPUMilliseconds() - startedCPU
        if round < 5 {
          // setRows of the same state, in the same run, on a stack as big.
          let contents = state.map { row($0).content }
          let rebuildStart = clock.now
          let rebuildCPU = threadCPUMilliseconds()
          try rebuilt.setRows(contents)
          result.setRowsCPU.add(value: threadCPUMilliseconds() - rebuildCPU)
          result.setRows.add(clock.now - rebuildStart)
          result.apply.add(applyTime)
          result.applyCPU.add(value: applyCPU)
        }
      }
      result.keyAfter = keyPresses(on: applied, canvas: &canvas)
      try rebuilt.select(rowAt: count / 2)
      result.keyAfterSetRows = keyPresses(on: rebuilt, canvas: &canvas)
      result.memoryAfter100 = (ProcStatus.kilobytes("VmRSS") ?? 0) * 1024
    } catch {
      progress("apply: \(error)")
    }
    result.apply = Samples(milliseconds: result.apply)
    result.setRows = Samples(milliseconds: result.setRows)
    return result
  }

  /// CPU time of the calling thread, in milliseconds.
  static func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  /// Times 400 Down presses (the action, then the frame drawn), after 50 untimed.
  static func keyPresses(on stack: ScrollStack, canvas: inout Canvas) -> Samples {
    let clock = ContinuousClock()
    var samples = Samples()
    for press in 0..<450 {
      let started = clock.now
      stack.perform(.selectNext)
      stack.draw(into: &canvas)
      if press >= 50 { samples.add(clock.now - started) }
    }
    return samples
  }

  /// `state` with 1% of its items changed: a quarter each inserted, removed, moved and edited,
  /// at random places; made in one pass (the state is as long as the stack).
  static func changed(
    _ state: [Item], nextID: inout Int, using generator: inout SystemRandomNumberGenerator
  ) -> [Item] {
    let quarter = max(1, state.count / 400)
    var picked = Set<Int>()
    while picked.count < min(3 * quarter, state.count) {
      picked.insert(Int.random(in: 0..<state.count, using: &generator))
    }
    let positions = Array(picked)
    let removed = Set(positions[0..<(positions.count / 3)])
    let moved = Set(positions[(positions.count / 3)..<(2 * positions.count / 3)])
    let edited = Set(positions[(2 * positions.count / 3)...])
    var base: [Item] = []
    base.reserveCapacity(state.count)
    var arriving: [Item] = []
    for (position, item) in state.enumerated() {
      if removed.contains(position) { continue }
      if moved.contains(position) {
        arriving.append(item)
        continue
      }
      var item = item
      if edited.contains(position) { item.value += 1 }
      base.append(item)
    }
    for _ in 0..<quarter {
      arriving.append(Item(id: nextID, value: 0))
      nextID += 1
    }
    // Each arriving item goes before a random item of the rest (or at the end).
    let targets = arriving.map { ($0, Int.random(in: 0...base.count, using: &generator)) }
      .sorted { $0.1 < $1.1 }
    var result: [Item] = []
    result.reserveCapacity(base.count + arriving.count)
    var next = 0
    for (position, item) in base.enumerated() {
      while next < targets.count, targets[next].1 == position {
        result.append(targets[next].0)
        next += 1
      }
      result.append(item)
    }
    result += targets[next...].map(\.0)
    return result
  }
}

extension Samples {
  /// `samples` (microseconds) in milliseconds.
  init(milliseconds samples: Samples) {
    self.init()
    for value in samples.values { add(value: value / 1000) }
  }
}
