import StackCore
import StackTerminal
import StackTesting
import Synchronization

/// `stack-bench live-idle`: the loop waits with a pending task (suspended on an
/// `AsyncStream` that never yields), a timer 1 hour away and nothing else. A thread marks
/// the idle window on standard error, so `strace -f` shows what ran inside it.
@MainActor
enum IdleBench {
  /// The app: a label, a task waiting forever, a timer far away.
  final class IdleApp: TerminalApp {
    let seconds: Int
    let settleMilliseconds: Int
    let usesGlobalExecutor: Bool
    let pending: PendingTask
    /// Kept, so the stream never finishes: the task stays suspended.
    private var continuation: AsyncStream<Int>.Continuation?
    /// Kept, never resumed: the task stays suspended.
    private var suspended: CheckedContinuation<Void, Never>?
    private var timer: LoopTimer?
    /// CPU time (ns) used in the idle window, measured by the marking thread.
    let cpu = CPUWindow()

    init(seconds: Int, settleMilliseconds: Int, usesGlobalExecutor: Bool, pending: PendingTask) {
      self.pending = pending
      self.seconds = seconds
      self.settleMilliseconds = settleMilliseconds
      self.usesGlobalExecutor = usesGlobalExecutor
    }

    func start(in loop: AppLoop) {
      switch pending {
      case .stream:
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        self.continuation = continuation
        loop.task {
          for await _ in stream {}
        }
      case .continuation:
        loop.task { [self] in
          await withCheckedContinuation { suspended = $0 }
        }
      case .none:
        break
      }
      timer = loop.schedule(after: .seconds(3600)) { .redraw }
      if usesGlobalExecutor {
        // One finished task on the global executor (Dispatch's global queues).
        Task.detached {}
      }
      let sender = loop.sender
      let (seconds, settle, cpu) = (seconds, settleMilliseconds, cpu)
      // A plain thread, not Dispatch's pool: the window shows the loop's calls only.
      Thread.start {
        LiveClock.sleep(nanoseconds: UInt64(settle) * 1_000_000)
        let before = LiveClock.processCPUTime()
        mark("live-idle: idle from here\n")
        LiveClock.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
        mark("live-idle: idle until here\n")
        cpu.store(LiveClock.processCPUTime() - before)
        sender.send { .quit }
      }
    }

    func handle(_ event: InputEvent) -> AppResponse { .unchanged }

    func render(in surface: inout Surface) {
      surface.write("idle: a task waits, a timer is 1 hour away", at: .zero, style: .plain)
    }

    func resize(to size: Size) {}
  }

  /// What the pending task waits on.
  enum PendingTask: String {
    /// `for await` over an `AsyncStream` that never yields.
    case stream
    /// A checked continuation never resumed.
    case continuation
    /// No task.
    case none
  }

  /// The CPU time of the idle window, written by the marking thread.
  final class CPUWindow: Sendable {
    private let nanoseconds = Atomic<UInt64>(0)
    func store(_ value: UInt64) { nanoseconds.store(value, ordering: .releasing) }
    var value: UInt64 { nanoseconds.load(ordering: .acquiring) }
  }

  static func run(
    seconds: Int, settleMilliseconds: Int, usesGlobalExecutor: Bool, pending: PendingTask
  ) {
    let headless = HeadlessNcurses.forBenchmark()
    defer { headless.close() }
    let app = IdleApp(
      seconds: seconds, settleMilliseconds: settleMilliseconds,
      usesGlobalExecutor: usesGlobalExecutor, pending: pending)
    let recorder = PresentRecorder(headless)
    AppLoop(terminal: recorder, app: app).run()
    print(
      "live-idle: \(seconds) s idle, frames \(recorder.framesPresented),"
        + " CPU time in the idle window \(Format.fixed(Double(app.cpu.value) / 1e6, 2)) ms")
  }
}

/// Writes `text` on standard error with one `write` (a marker in an strace log).
private func mark(_ text: String) {
  var text = text
  text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
