import StackCore
import StackLive
import StackTerminal
import StackTesting

/// Start-up and memory: measured in fresh processes (this executable run with a `--probe-…`
/// option, which prints `key=value` pairs) and, for start-up, also in-process.
@MainActor
enum Probes {
  // MARK: Child side

  /// `--probe-first-frame N`: from the start of `main` to the first frame of an N-row list
  /// presented on ncurses (headless, 80x24). Prints `inprocess_ms`.
  static func firstFrame(rows: Int, processStart: ContinuousClock.Instant) {
    let headless = HeadlessNcurses.forBenchmark()
    let stack = ListStack.make(rows: rows)
    var canvas = Canvas(size: ListStack.screen)
    stack.draw(into: &canvas)
    let before = headless.bytesWritten
    headless.counting.present(canvas)
    let elapsed = ContinuousClock.now - processStart
    let bytes = headless.bytesWritten - before
    print("inprocess_ms=\(elapsed.milliseconds) first_frame_bytes=\(bytes)")
    headless.close()
  }

  /// `--probe-memory N`: builds the N-row lazy list, renders it, pages through all of it
  /// (at most `maxPages` pages), presses End and renders again. Prints the resident set at
  /// start, after building, and the peak (`VmHWM`) at the end, in kB.
  static func memory(rows: Int, maxPages: Int) {
    let start = ProcStatus.kilobytes("VmRSS") ?? 0
    let frames = FramePair(stack: ListStack.make(rows: rows))
    let built = ProcStatus.kilobytes("VmRSS") ?? 0
    var pages = 0
    while pages < maxPages, frames.stack.selectedIndex ?? 0 < rows - 1 {
      frames.key(.pageForward)
      pages += 1
    }
    frames.key(.selectLast)
    let rss = ProcStatus.kilobytes("VmRSS") ?? 0
    let peak = ProcStatus.kilobytes("VmHWM") ?? 0
    print(
      "start_kb=\(start) built_kb=\(built) end_kb=\(rss) peak_kb=\(peak) pages=\(pages)")
  }

  /// `--probe-eager N`: the resident set before and after adding N eager `TextRowContent`
  /// rows (and rendering once), in kB.
  static func eager(rows: Int) {
    let before = ProcStatus.kilobytes("VmRSS") ?? 0
    let frames = FramePair(stack: ListStack.makeEager(rows: rows))
    frames.frame()
    let after = ProcStatus.kilobytes("VmRSS") ?? 0
    print("before_kb=\(before) after_kb=\(after) rows=\(frames.stack.count)")
  }

  // MARK: Parent side

  /// Start-up figures for one row count.
  struct StartUp {
    var rows: Int
    /// In-process: building the stack, first render and diff (StackCore only).
    var core = Samples()
    /// In-process: the same plus presenting on a ``VirtualTerminal``.
    var virtual = Samples()
    /// In-process: starting ncurses (headless), building, rendering and presenting.
    var ncurses = Samples()
    /// Fresh process: spawn → first frame presented → exit (wall time, ms).
    var process = Samples()
    /// Fresh process: `main` → first frame presented, as the child measured it (ms).
    var processMain = Samples()
  }

  /// Measures start-up at `rows` rows, `repeats` times each (in ms).
  static func startUp(rows: Int, repeats: Int) -> StartUp {
    var result = StartUp(rows: rows)
    let clock = ContinuousClock()
    for _ in 0..<repeats {
      var start = clock.now
      do {
        let stack = ListStack.make(rows: rows)
        var canvas = Canvas(size: ListStack.screen)
        stack.draw(into: &canvas)
        _ = CanvasDiff.runs(from: nil, to: canvas)
        result.core.add(value: (clock.now - start).milliseconds)
      }
      start = clock.now
      do {
        let terminal = VirtualTerminal(size: ListStack.screen)
        let stack = ListStack.make(rows: rows)
        var canvas = Canvas(size: ListStack.screen)
        stack.draw(into: &canvas)
        terminal.present(canvas)
        result.virtual.add(value: (clock.now - start).milliseconds)
      }
      start = clock.now
      do {
        let headless = HeadlessNcurses.forBenchmark()
        let stack = ListStack.make(rows: rows)
        var canvas = Canvas(size: ListStack.screen)
        stack.draw(into: &canvas)
        headless.counting.present(canvas)
        result.ncurses.add(value: (clock.now - start).milliseconds)
        headless.close()
      }
      let child = ChildProcess.run(["--probe-first-frame", String(rows)])
      result.process.add(value: child.wallTime.milliseconds)
      if let value = ChildProcess.fields(child.output)["inprocess_ms"] {
        result.processMain.add(value: value)
      }
    }
    return result
  }

  /// Memory figures.
  struct Memory {
    var lazyRows: Int
    var lazy: [String: Double]
    var eagerRows: Int
    var eager: [String: Double]
    var lazyWallTime: Duration

    /// Peak resident set of the lazy run, MB.
    var peakMegabytes: Double { (lazy["peak_kb"] ?? 0) / 1024 }
    /// Resident set added by the lazy rows, bytes per row.
    var bytesPerLazyRow: Double {
      ((lazy["built_kb"] ?? 0) - (lazy["start_kb"] ?? 0)) * 1024 / Double(max(1, lazyRows))
    }
    /// Resident set added by the eager rows, bytes per row.
    var bytesPerEagerRow: Double {
      ((eager["after_kb"] ?? 0) - (eager["before_kb"] ?? 0)) * 1024 / Double(max(1, eagerRows))
    }
  }

  /// Runs the two memory probes in fresh processes.
  static func memory(lazyRows: Int, eagerRows: Int, maxPages: Int) -> Memory {
    let lazy = ChildProcess.run(["--probe-memory", String(lazyRows), "--pages", String(maxPages)])
    let eager = ChildProcess.run(["--probe-eager", String(eagerRows)])
    return Memory(
      lazyRows: lazyRows, lazy: ChildProcess.fields(lazy.output), eagerRows: eagerRows,
      eager: ChildProcess.fields(eager.output), lazyWallTime: lazy.wallTime)
  }
}
