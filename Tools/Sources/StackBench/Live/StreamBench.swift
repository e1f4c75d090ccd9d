import StackCore
import StackTerminal
import StackTesting

/// `stack-bench live-stream`: a command's output streamed into a lazy stack (``StreamApp``)
/// on the real ncurses back end, headless, with the loop's synchronous `run()`.
@MainActor
enum StreamBench {
  /// Runs `arguments` in a ``StreamApp`` until its last line is on screen; with `keys`, a
  /// thread writes "x" to the terminal's input every 20 ms until the output ended.
  static func stream(_ arguments: [String], keys: Bool = false, reserve: Int = 0)
    -> (StreamApp, frames: Int)
  {
    let headless = HeadlessNcurses.forBenchmark()
    defer { headless.close() }
    let app = StreamApp(arguments: arguments)
    app.reserve(lines: reserve)
    let recorder = PresentRecorder(headless)
    recorder.onPresent = { app.presented(at: $0) }
    if keys {
      let descriptor = headless.inputWriteDescriptor
      let keyTimes = app.keyTimes
      Thread.start {
        var deadline = LiveClock.now()
        while !keyTimes.isStopped {
          deadline += 20_000_000
          LiveClock.sleep(until: deadline)
          guard !keyTimes.isStopped else { break }
          keyTimes.noteWrite()
          var key = UInt8(ascii: "x")
          _ = write(descriptor, &key, 1)
        }
      }
    }
    AppLoop(terminal: recorder, app: app).run()
    return (app, recorder.framesPresented)
  }

  /// Milliseconds between two ``LiveClock`` times.
  static func ms(_ start: UInt64, _ end: UInt64?) -> String {
    guard let end else { return "–" }
    return Format.fixed(end >= start ? Double(end - start) / 1e6 : -Double(start - end) / 1e6, 1)
  }

  /// When the command exited: the earlier of the moment the watching thread saw its process
  /// descriptor turn readable and the moment the loop handled the exit (both are woken by
  /// the same event; either may be scheduled later). Waits up to 1 s for the thread.
  static func exitTime(of app: StreamApp) -> UInt64 {
    let deadline = LiveClock.now() + 1_000_000_000
    var seen = app.exited.load(ordering: .acquiring)
    while seen == 0 && LiveClock.now() < deadline {
      LiveClock.sleep(nanoseconds: 1_000_000)
      seen = app.exited.load(ordering: .acquiring)
    }
    let handled = app.exitHandled ?? UInt64.max
    return seen == 0 ? handled : min(seen, handled)
  }

  /// `find folder` three times through the app, three times alone (`> /dev/null`).
  static func find(folder: String) {
    print("\n## Live data: `find \(folder)` streamed into a lazy stack (as run-stream)\n")
    let expected = Spawned.countLines(["find", folder])
    var rows: [[String]] = []
    var whole = Samples()
    var alone = Samples()
    var tail = Samples()
    for run in 1...3 {
      progress("live-stream: find \(folder), run \(run)…")
      alone.add(value: Double(Spawned.runToDevNull(["find", folder])) / 1000)
      let (app, frames) = stream(["find", folder])
      let exited = exitTime(of: app)
      let end = app.lastLinePresented ?? app.started
      whole.add(from: app.started, to: end)
      tail.add(from: exited, to: end)
      rows.append([
        String(run), "\(app.store.count) (expected \(expected))", ms(app.started, exited),
        ms(exited, app.lastLineRead), ms(exited, app.lastLinePresented),
        ms(exited, app.exitHandled), ms(app.started, app.lastLinePresented),
        Format.fixed(alone.values[run - 1] / 1000, 1), String(frames), String(app.batches),
      ])
    }
    printTable(
      [
        "Run", "lines", "find ran (ms)", "find exited → last line read", "→ last line on screen",
        "→ exit handled", "whole run (ms)", "`find > /dev/null` alone (ms)", "frames", "batches",
      ],
      rows)
    print(
      "\nMedians: find exited → last line on screen \(Format.fixed(tail.median / 1000, 1)) ms;"
        + " whole run \(Format.fixed(whole.median / 1000, 1)) ms against"
        + " \(Format.fixed(alone.median / 1000, 1)) ms for `find \(folder) > /dev/null` alone.")
  }

  /// `seq lines` through the app: lines per second and peak RSS.
  static func seq(lines: Int) {
    print("\n## Live data: `seq \(lines)` streamed into a lazy stack\n")
    let rssBefore = LiveClock.peakResidentKiB()
    let aloneNanoseconds = Spawned.runToDevNull(["seq", String(lines)])
    progress("live-stream: seq \(lines)…")
    let cpuBefore = LiveClock.processCPUTime()
    let (app, frames) = stream(["seq", String(lines)])
    let cpu = LiveClock.processCPUTime() - cpuBefore
    let end = app.lastLinePresented ?? app.started
    let seconds = Double(end - app.started) / 1e9
    let rss = LiveClock.peakResidentKiB()
    printTable(
      [
        "Lines received", "start → last line on screen", "lines per second", "frames",
        "batches (largest)", "CPU", "peak RSS before → after", "lines kept (bytes)",
        "`seq > /dev/null` alone",
      ],
      [
        [
          "\(app.store.count) of \(lines)", Format.fixed(seconds * 1000, 0) + " ms",
          Format.fixed(Double(app.store.count) / max(seconds, 1e-9) / 1e6, 2) + " M",
          String(frames), "\(app.batches) (\(app.largestBatch) lines)",
          Format.fixed(Double(cpu) / 1e6, 0) + " ms",
          "\(rssBefore / 1024) → \(rss / 1024) MiB",
          "\(app.store.keptBytes / (1024 * 1024)) MiB",
          Format.fixed(Double(aloneNanoseconds) / 1e6, 0) + " ms",
        ]
      ])
  }

  /// `seq lines` floods while a thread types "x" every 20 ms: key → frame latency.
  static func keysDuringFlood(lines: Int, reserve: Bool) {
    let note = reserve ? " (store reserved up front)" : ""
    print("\n## Live data: a key every 20 ms while `seq \(lines)` floods\(note)\n")
    progress("live-stream: keys during seq \(lines)\(note)…")
    let (app, frames) = stream(["seq", String(lines)], keys: true, reserve: reserve ? lines : 0)
    let end = app.lastLinePresented ?? app.started
    let written = app.keyTimes.times(0..<Int.max).count
    printTable(
      [
        "Keys written", "handled", "key → frame written, median / p99 / max", "over 50 ms",
        "flood (ms)", "frames", "lines",
      ],
      [
        [
          String(written), String(app.keysHandled), app.keyLatencies.latencySummary,
          String(app.keyLatencies.values.filter { $0 > 50_000 }.count),
          ms(app.started, end), String(frames), "\(app.store.count) of \(lines)",
        ]
      ])
  }
}
