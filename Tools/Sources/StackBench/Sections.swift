import StackCore
import StackTerminal

/// The parts of the benchmark report, each measuring and printing one table.
@MainActor
enum Sections {
  /// Per-key target (µs) and the allowed 1M/1k ratio.
  static let keyTarget = 50.0
  static let scalingTarget = 2.0

  // MARK: Keys

  /// Times every key at every row count on the real stack and (unless skipped) the naive
  /// baseline, prints the table and the scaling ratios.
  static func keys(_ options: BenchOptions) {
    let operations = selectedOperations(options)
    let naiveOnly = options.only.map { $0.hasPrefix("naive") } ?? false
    let withNaive =
      !options.skipNaive && (naiveOnly || options.only == nil || options.only == "keys")
    var real: [KeyOperation: [Int: Samples]] = [:]
    var naive: [KeyOperation: [Int: Samples]] = [:]
    // Rounds, each timing every key at every row count, so a burst of load from elsewhere on
    // the machine spreads over all of them instead of skewing one.
    let rounds = max(1, options.rounds)
    let repeats = max(1, options.repeats / rounds)
    var realDrivers: [Int: StackDriver] = [:]
    var naiveDrivers: [Int: NaiveStack] = [:]
    for round in 1...rounds {
      progress("keys: round \(round) of \(rounds)")
      for rows in options.rows {
        if !naiveOnly {
          let driver = realDrivers[rows] ?? StackDriver(rows: rows)
          realDrivers[rows] = driver
          for operation in operations {
            real[operation, default: [:]][rows, default: Samples()].append(
              contentsOf: KeyTimer.measure(
                operation, on: driver, repeats: repeats, warmup: options.warmup / rounds))
          }
        }
        guard withNaive else { continue }
        let driver = naiveDrivers[rows] ?? NaiveStack(rows: rows)
        naiveDrivers[rows] = driver
        for operation in operations {
          naive[operation, default: [:]][rows, default: Samples()].append(
            contentsOf: KeyTimer.measure(
              operation, on: driver, repeats: repeats, warmup: 2, minimum: 30 / rounds,
              budget: options.naiveBudget / rounds))
        }
      }
    }
    print("\n## Per key: StackCore work (action, layout, visibility, render, diff), µs\n")
    var lines: [[String]] = []
    for operation in operations {
      for rows in options.rows {
        let ours = real[operation]?[rows]
        let theirs = naive[operation]?[rows]
        let speedUp = ours.flatMap { ours in theirs.map { $0.median / max(ours.median, 0.001) } }
        lines.append([
          operation.rawValue, Format.rows(rows),
          ours.map { Format.fixed($0.median) } ?? "–", ours.map { Format.fixed($0.p90) } ?? "–",
          ours.map { String($0.count) } ?? "–",
          theirs.map { Format.fixed($0.median) } ?? "–", theirs.map { Format.fixed($0.p90) } ?? "–",
          theirs.map { String($0.count) } ?? "–",
          speedUp.map(Format.ratio) ?? "–",
          ours.map { $0.median <= keyTarget ? "yes" : "NO" } ?? "–",
        ])
      }
    }
    printTable(
      [
        "key", "rows", "median", "p90", "n", "naive median", "naive p90", "naive n",
        "speed-up", "≤ 50 µs",
      ], lines)
    guard let smallest = options.rows.min(), let largest = options.rows.max(), smallest != largest,
      !real.isEmpty
    else { return }
    print("\n## Scaling: median at \(Format.rows(largest)) ÷ median at \(Format.rows(smallest))\n")
    let scaling = operations.compactMap { operation -> [String]? in
      guard let low = real[operation]?[smallest], let high = real[operation]?[largest] else {
        return nil
      }
      let ratio = high.median / max(low.median, 0.001)
      return [
        operation.rawValue, Format.fixed(low.median), Format.fixed(high.median),
        Format.fixed(ratio), ratio <= scalingTarget ? "yes" : "NO",
      ]
    }
    printTable(
      [
        "key", "median \(Format.rows(smallest))", "median \(Format.rows(largest))", "ratio", "≤ 2x",
      ],
      scaling)
  }

  private static func selectedOperations(_ options: BenchOptions) -> [KeyOperation] {
    guard let only = options.only else { return KeyOperation.allCases }
    let name = only.hasPrefix("naive-") ? String(only.dropFirst(6)) : only
    if let operation = KeyOperation(rawValue: name) { return [operation] }
    return KeyOperation.allCases
  }

  // MARK: Bytes

  /// Bytes per frame written by `NcursesTerminal`: as set up, with scrolling of moved lines
  /// turned off, and on a terminal that cannot scroll.
  static func bytes(_ options: BenchOptions) {
    print("\n## Bytes written to the terminal per key (NcursesTerminal, xterm-256color, 80x24)\n")
    var lines: [[String]] = []
    for rows in options.rows {
      progress("bytes: \(Format.rows(rows)) rows")
      let results = ByteBench.Mode.allCases.map { ByteBench.run(rows: rows, mode: $0) }
      for (index, entry) in results[0].entries.enumerated() {
        var line = [entry.label, Format.rows(rows)]
        for result in results {
          let samples = result.entries[index].samples
          line.append(
            "\(Format.fixed(samples.median, 0)) / \(Format.fixed(samples.maximum, 0))")
        }
        line.append(String(entry.samples.count))
        lines.append(line)
      }
      // The same list without separator lines, for the keys that scroll it.
      let plain = ByteBench.Mode.allCases.map {
        ByteBench.run(rows: rows, mode: $0, separators: false)
      }
      for label in ["down (list scrolls)", "page down"] {
        guard let index = plain[0].entries.firstIndex(where: { $0.label == label }) else {
          continue
        }
        var line = [label + ", rows without separators", Format.rows(rows)]
        for result in plain {
          let samples = result.entries[index].samples
          line.append(
            "\(Format.fixed(samples.median, 0)) / \(Format.fixed(samples.maximum, 0))")
        }
        line.append(String(plain[0].entries[index].samples.count))
        lines.append(line)
      }
    }
    NoScrollTerminfo.remove()
    printTable(
      [
        "key", "rows", "standard: median / max", "no scrolling: median / max",
        "terminal without scrolling: median / max", "frames",
      ], lines)
    print(
      "\nstandard: as NcursesTerminal draws (its frame encoder scrolls lines that moved with"
        + " the terminal's scrolling region when that is shorter, and repeats runs with rep)."
        + " no scrolling: the encoder told not to scroll (moved lines are drawn again)."
        + " terminal without scrolling: xterm-256color without csr/ri/rin/il/dl/indn."
        + " Every key is followed by a frame, even when it changed nothing. Bytes are read from"
        + " the pipe the terminal writes to (StackTesting's CountingTerminal over an OutputPipe).")
  }

  // MARK: Start-up and memory

  static func startUp(_ options: BenchOptions) {
    print("\n## Start-up to the first frame (list screen, 80x24), ms: median (p90)\n")
    var lines: [[String]] = []
    for rows in options.rows {
      progress("start-up: \(Format.rows(rows)) rows")
      let result = Probes.startUp(rows: rows, repeats: options.startUpRepeats)
      func cell(_ samples: Samples) -> String {
        "\(Format.fixed(samples.median)) (\(Format.fixed(samples.p90)))"
      }
      lines.append([
        Format.rows(rows), cell(result.core), cell(result.virtual), cell(result.ncurses),
        cell(result.processMain), cell(result.process),
        result.process.median <= 50 && result.ncurses.median <= 50 ? "yes" : "NO",
      ])
    }
    printTable(
      [
        "rows", "StackCore", "+ VirtualTerminal", "ncurses in-process", "fresh process main→frame",
        "fresh process wall", "≤ 50 ms",
      ], lines)
    print(
      "\nIn-process: build the stack (lazy rows), select the first row, render, diff/present."
        + " ncurses in-process includes newterm. Fresh process wall: spawn → first frame"
        + " presented on ncurses → exit.")
  }

  static func memory(_ options: BenchOptions) {
    let lazyRows = options.rows.max() ?? 1_000_000
    let eagerRows = min(100_000, lazyRows)
    progress("memory: \(Format.rows(lazyRows)) lazy rows, \(Format.rows(eagerRows)) eager rows")
    let result = Probes.memory(
      lazyRows: lazyRows, eagerRows: eagerRows, maxPages: options.memoryPages)
    print("\n## Memory (fresh processes)\n")
    let lazy = result.lazy
    printTable(
      ["figure", "value"],
      [
        [
          "peak RSS (VmHWM), \(Format.rows(lazyRows)) lazy rows: build, render, "
            + "\(Int(lazy["pages"] ?? 0)) pages, End",
          Format.fixed(result.peakMegabytes, 1) + " MB"
            + (result.peakMegabytes <= 50 ? " (≤ 50 MB: yes)" : " (≤ 50 MB: NO)"),
        ],
        ["RSS at start of main", Format.fixed((lazy["start_kb"] ?? 0) / 1024, 1) + " MB"],
        [
          "RSS after building the lazy stack",
          Format.fixed((lazy["built_kb"] ?? 0) / 1024, 1) + " MB",
        ],
        ["bytes per lazy row (RSS delta / rows)", Format.fixed(result.bytesPerLazyRow, 1)],
        [
          "bytes per eager TextRowContent row (RSS delta for \(Format.rows(eagerRows)) / rows)",
          Format.fixed(result.bytesPerEagerRow, 1),
        ],
        ["memory probe wall time", Format.fixed(result.lazyWallTime.milliseconds, 0) + " ms"],
      ])
  }

  static func check(_ options: BenchOptions) {
    let rows = options.rows.min() ?? 1000
    progress("check: baseline vs stack at \(Format.rows(rows)) rows")
    if let difference = BaselineCheck.run(rows: rows) {
      print("\nBaseline check FAILED: \(difference)")
    } else {
      print(
        "\nBaseline check: the naive baseline drew the same screens as the stack, cell for cell.")
    }
  }
}
