import StackCore
import StackTerminal
import StackUI
import StackWidgets

/// `--only filter`: the filter of issue 22 over a million real paths (a walk of /usr repeated
/// to 1,000,000 lines), typing `include` and deleting it, as an app runs it: one
/// `run(for: 8 ms)` per frame. Per keystroke: the work from the query change to the
/// finished, ranked result (the sum of the frames' work), the longest frame's work (the
/// longest a key waits behind the filter), the frames it takes, and the time to rebuild the
/// list as lazy rows and render an 80×24 frame of it.
enum FilterBench {
  static let lineCount = 1_000_000
  static let query = "include"

  static func report(_ options: BenchOptions) {
    let store = LineStore()
    let walked = walk("/usr", limit: lineCount)
    guard !walked.isEmpty else {
      print("\n## Filter\n\nno paths under /usr: skipped.")
      return
    }
    var index = 0
    while store.count < lineCount {
      store.append(line: walked[index % walked.count])
      index += 1
    }
    let rounds = options.repeats >= 1000 ? 5 : 2
    var total = Samples()
    var slice = Samples()
    var frames = Samples()
    var list = Samples()
    let monotonic = MonotonicClock()
    var perKey: [String: Samples] = [:]
    let filter = LineFilter(store: store)
    let stack = ScrollStack(viewport: Size(width: 80, height: 23))
    var canvas = Canvas(size: Size(width: 80, height: 23))
    for _ in 0..<rounds {
      var queries = (1...query.count).map { String(query.prefix($0)) }
      queries += queries.dropLast().reversed() + [""]
      for text in queries {
        let clock = ContinuousClock()
        let start = clock.now
        filter.search(FilterQuery(text))
        var longest = Duration.zero
        var frameCount = 0
        while filter.isRunning {
          let sliceStart = clock.now
          filter.run(for: .milliseconds(8), clock: monotonic)
          longest = max(longest, clock.now - sliceStart)
          frameCount += 1
        }
        let filtered = clock.now
        stack.removeAllRows()
        _ = try? stack.addLazyRows(count: filter.matchCount) { rank in
          MatchedLineContent(
            store: store, line: filter.lineIndex(atRank: rank), query: filter.query)
        }
        canvas.clear()
        stack.draw(into: &canvas)
        let shown = clock.now
        total.add(filtered - start)
        slice.add(longest)
        frames.add(value: Double(frameCount) * 1000)
        list.add(shown - filtered)
        perKey[text.isEmpty ? "(empty)" : text, default: Samples()].add(filtered - start)
      }
    }
    print("\n## Filter: \(Format.rows(store.count)) paths, typing `\(query)` and deleting it")
    print(
      "\n\(walked.count) paths under /usr, repeated; store \(store.byteCount / 1_000_000) MB of"
        + " bytes + \(store.count * 8 / 1_000_000) MB of offsets; peak RSS"
        + " \((ProcStatus.kilobytes("VmHWM") ?? 0) / 1024) MB; \(rounds) rounds;"
        + " 8 ms of filtering per frame, in slices of 10,000 lines.\n")
    printTable(
      ["per keystroke (ms)", "median", "p99", "max"],
      [
        row("filter to ranked result", total), row("longest frame of filtering", slice),
        row("frames (count, not ms)", frames),
        row("rebuild list + render", list),
      ])
    print("")
    printTable(
      ["query", "filter ms (median)"],
      perKey.sorted { $0.key.count < $1.key.count }.map {
        [$0.key, Format.fixed($0.value.median / 1000)]
      })
  }

  private static func row(_ name: String, _ samples: Samples) -> [String] {
    [
      name, Format.fixed(samples.median / 1000), Format.fixed(samples.percentile(99) / 1000),
      Format.fixed(samples.maximum / 1000),
    ]
  }

  /// Paths under `root` (depth first, directories and files), at most `limit`.
  static func walk(_ root: String, limit: Int) -> [[UInt8]] {
    var paths: [[UInt8]] = []
    var pending = [root]
    while let directory = pending.popLast(), paths.count < limit {
      guard let handle = opendir(directory) else { continue }
      defer { closedir(handle) }
      while let entry = readdir(handle), paths.count < limit {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = directory + "/" + name
        paths.append(Array(path.utf8))
        if entry.pointee.d_type == UInt8(DT_DIR) { pending.append(path) }
      }
    }
    return paths
  }
}
