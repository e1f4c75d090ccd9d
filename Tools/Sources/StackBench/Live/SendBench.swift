import Dispatch
import StackCore
import StackTerminal
import StackTesting
import Synchronization

/// `stack-bench live-send`: send → frame latency from another thread and from tasks, and a
/// burst of sends, on the real ncurses back end (headless) with the loop's synchronous
/// `run()` on the main thread.
@MainActor
enum SendBench {
  /// One way values reach the app, and what it measured.
  struct Result {
    var label: String
    var app: LatencyApp
    var wallTime: UInt64
    /// The loop's waits (each a `poll` and a pass).
    var waits: Int
  }

  static func report(count: Int, burst: Int) {
    let headless = HeadlessNcurses.forBenchmark()
    defer { headless.close() }
    print("\n## Live data: send → frame (\(count) values, one every 1 ms)\n")
    var results: [Result] = []
    results.append(run("another thread (Dispatch), `sender.send`", count, headless, fromThread))
    results.append(run("`Task.detached`, `sender.send`", count, headless, fromDetachedTask))
    results.append(
      run("`loop.task` (main actor) fed by an `AsyncStream`", count, headless, fromLoopTask))
    printTable(
      [
        "Sender", "send → handled, median / p99 / max", "send → frame written, median / p99 / max",
        "frames", "waits", "lost", "out of order",
      ],
      results.map { result in
        [
          result.label, result.app.wakeLatencies.latencySummary,
          result.app.latencies.latencySummary, String(result.app.framesWhileReceiving),
          String(result.waits),
          String(count - result.app.received), String(result.app.outOfOrder),
        ]
      })
    print("\n## Live data: a burst of \(burst) sends from one thread, as fast as it can\n")
    let times = BurstTimes()
    let start = LiveClock.now()
    let app = LatencyApp(expected: burst) { loop, app in
      burstProducer(loop.sender, app, burst, times)
    }
    let recorder = PresentRecorder(headless)
    recorder.onPresent = { app.presented(at: $0) }
    AppLoop(terminal: recorder, app: app).run()
    let first = times.firstSend.load(ordering: .acquiring)
    let last = times.lastSend.load(ordering: .acquiring)
    let shown = app.lastFrame ?? LiveClock.now()
    printTable(
      [
        "Sends", "sending took", "first send → last value on screen", "frames drawn", "lost",
        "out of order", "run, start to quit",
      ],
      [
        [
          String(burst), Format.fixed(Double(last - first) / 1e6, 1) + " ms",
          Format.fixed(Double(shown - first) / 1e6, 1) + " ms", String(app.framesWhileReceiving),
          String(burst - app.received), String(app.outOfOrder),
          Format.fixed(Double(LiveClock.now() - start) / 1e6, 1) + " ms",
        ]
      ])
  }

  /// Runs a loop on `headless` until `count` values sent by `producer` were shown.
  static func run(
    _ label: String, _ count: Int, _ headless: HeadlessNcurses,
    _ producer: @escaping @MainActor (AppLoop, LatencyApp, Int) -> Void
  ) -> Result {
    progress("live-send: \(label)…")
    let start = LiveClock.now()
    let app = LatencyApp(expected: count) { loop, app in producer(loop, app, count) }
    let recorder = PresentRecorder(headless)
    recorder.onPresent = { app.presented(at: $0) }
    AppLoop(terminal: recorder, app: app).run()
    return Result(
      label: label, app: app, wallTime: LiveClock.now() - start, waits: recorder.waits)
  }

  /// A Dispatch thread sends a time-stamped value every 1 ms (absolute deadlines).
  static func fromThread(_ loop: AppLoop, _ app: LatencyApp, _ count: Int) {
    let sender = loop.sender
    DispatchQueue.global().async {
      var deadline = LiveClock.now()
      for number in 0..<count {
        deadline += 1_000_000
        LiveClock.sleep(until: deadline)
        let sentAt = LiveClock.now()
        sender.send {
          app.receive(number: number, sentAt: sentAt)
          return .redraw
        }
      }
    }
  }

  /// A detached task sends a time-stamped value, sleeping 1 ms (`Task.sleep`) between two.
  static func fromDetachedTask(_ loop: AppLoop, _ app: LatencyApp, _ count: Int) {
    let sender = loop.sender
    Task.detached {
      for number in 0..<count {
        try? await Task.sleep(for: .milliseconds(1))
        let sentAt = LiveClock.now()
        sender.send {
          app.receive(number: number, sentAt: sentAt)
          return .redraw
        }
      }
    }
  }

  /// A detached task yields a time stamp every 1 ms into an `AsyncStream`; a main-actor task
  /// started with `loop.task` takes each one, changes the app's state and calls
  /// `loop.setNeedsRedraw()` (the adopter's case of issue 19).
  static func fromLoopTask(_ loop: AppLoop, _ app: LatencyApp, _ count: Int) {
    let (stream, continuation) = AsyncStream<UInt64>.makeStream()
    Task.detached {
      for _ in 0..<count {
        try? await Task.sleep(for: .milliseconds(1))
        continuation.yield(LiveClock.now())
      }
      continuation.finish()
    }
    loop.task {
      var number = 0
      for await sentAt in stream {
        app.receive(number: number, sentAt: sentAt)
        number += 1
        loop.setNeedsRedraw()
      }
    }
  }

  /// When the burst's thread sent its first and its last value.
  final class BurstTimes: Sendable {
    let firstSend = Atomic<UInt64>(0)
    let lastSend = Atomic<UInt64>(0)
  }

  /// A Dispatch thread sends `count` numbered values as fast as it can.
  static func burstProducer(
    _ sender: AppSender, _ app: LatencyApp, _ count: Int, _ times: BurstTimes
  ) {
    DispatchQueue.global().async {
      times.firstSend.store(LiveClock.now(), ordering: .releasing)
      for number in 0..<count {
        sender.send {
          app.receive(number: number, sentAt: nil)
          return .redraw
        }
      }
      times.lastSend.store(LiveClock.now(), ordering: .releasing)
    }
  }
}
