import StackCore
import StackLive
import StackTerminal
import Synchronization

/// The streaming benchmarks' app, built as run-stream is: a command's standard output and
/// error read with `readLines` into a compact store, shown as lazy rows following the end,
/// its exit watched with `watchExit`, a spinner every 100 ms; a key ("x") counted. It quits
/// after the frame that shows the last line once the command ended.
@MainActor
final class StreamApp: TerminalApp {
  let stack = ScrollStack()
  let arguments: [String]
  private(set) var store = StreamedLines()
  private(set) var termination: StackLive.ChildProcess.Termination?
  private var child: StackLive.ChildProcess?
  private var loop: AppLoop?
  private var openStreams = 2
  private var spinner: LoopTimer?
  private var spinnerFrame = 0
  private var isQuitting = false
  /// Batches handed to the app, and the largest (lines).
  private(set) var batches = 0
  private(set) var largestBatch = 0

  /// Just before the command was started; when its last line was read; when the frame
  /// after that was written; when the loop handled its exit.
  private(set) var started: UInt64 = 0
  private(set) var lastLineRead: UInt64?
  private(set) var lastLinePresented: UInt64?
  private(set) var exitHandled: UInt64?
  /// When the command's process descriptor became readable (it exited), seen by a thread.
  let exited = Atomic<UInt64>(0)

  /// Keys written by another thread, their times (see ``KeyTimes``); key → frame latencies.
  let keyTimes = KeyTimes()
  private(set) var keysHandled = 0
  private var keysPresented = 0
  private(set) var keyLatencies = Samples()

  init(arguments: [String]) {
    self.arguments = arguments
    stack.followsEnd = true
  }

  /// Reserves room for `lines` lines of `seq`'s length up front (no copy as the store grows).
  func reserve(lines: Int) {
    guard lines > 0 else { return }
    store.reserve(lines: lines, bytes: lines * 8)
  }

  func start(in loop: AppLoop) {
    self.loop = loop
    started = LiveClock.now()
    guard let child = try? StackLive.ChildProcess(arguments: arguments) else {
      progress("live-stream: cannot run \(arguments.joined(separator: " "))")
      lastLinePresented = started
      loop.send { .quit }
      return
    }
    self.child = child
    loop.readLines(from: child.standardOutput) { [unowned self] in receive($0) }
    loop.readLines(from: child.standardError) { [unowned self] in receive($0) }
    loop.watchExit(of: child) { [unowned self] status in
      termination = status
      exitHandled = LiveClock.now()
      spinner?.cancel()
      return .redraw
    }
    spinner = loop.schedule(every: .milliseconds(100)) { [unowned self] in
      spinnerFrame += 1
      return .redraw
    }
    watchExitOnAThread(child.exitDescriptor?.rawValue ?? -1)
  }

  /// A thread waits on the process descriptor: the moment the command exited, independent
  /// of when the loop gets to it.
  private func watchExitOnAThread(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    Thread.start { [self] in
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      while poll(&entry, 1, -1) < 0 && errno == EINTR {}
      exited.store(LiveClock.now(), ordering: .releasing)
    }
  }

  private func receive(_ batch: LineBatch) -> AppResponse {
    batches += 1
    largestBatch = max(largestBatch, batch.count)
    let start = store.count
    store.append(batch)
    if batch.count > 0 {
      let selectionFollows =
        stack.isFollowingEnd && (stack.selectedIndex ?? start - 1) == start - 1
      _ = try? stack.addLazyRows(count: batch.count) { [unowned self] index in
        TextRowContent(store.text(at: start + index))
      }
      if selectionFollows { stack.selectLast() }
    }
    if batch.isEnd {
      openStreams -= 1
      if openStreams == 0 {
        lastLineRead = LiveClock.now()
        keyTimes.stop()
      }
    }
    return .redraw
  }

  /// A frame was written at `time`.
  func presented(at time: UInt64) {
    if keysHandled > keysPresented {
      let times = keyTimes.times(keysPresented..<keysHandled)
      for written in times { keyLatencies.add(from: written, to: time) }
      keysPresented = keysHandled
    }
    if openStreams == 0 && lastLinePresented == nil { lastLinePresented = time }
    if openStreams == 0 && termination != nil && !isQuitting {
      isQuitting = true
      loop?.send { .quit }
    }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    switch event {
    case .key(.character("x")):
      keysHandled += 1
      return .redraw
    case .key(.character("q")):
      return .quit
    default:
      return .unchanged
    }
  }

  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"][spinnerFrame % 10]
    let state = termination.map { "\($0)" } ?? spinner
    surface.write(
      TextLayout.pad(
        " \(state) · \(store.count) lines · \(keysHandled) keys · \(arguments.joined(separator: " "))",
        toWidth: surface.size.width),
      at: Point(x: 0, y: surface.size.height - 1), style: CellStyle(attributes: .reverse))
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}

/// The times keys were written to the terminal's input by another thread, in order; and
/// whether that thread should stop.
final class KeyTimes: Sendable {
  private let written = Mutex<[UInt64]>([])
  private let stopped = Atomic<Bool>(false)

  /// Notes that a key is written now; call just before writing it.
  func noteWrite() { written.withLock { $0.append(LiveClock.now()) } }

  func times(_ range: Range<Int>) -> [UInt64] {
    written.withLock { times in Array(times[range.clamped(to: 0..<times.count)]) }
  }

  func stop() { stopped.store(true, ordering: .releasing) }
  var isStopped: Bool { stopped.load(ordering: .acquiring) }
}

/// A plain POSIX thread (Dispatch's pool is not used for a thread that blocks for long).
enum Thread {
  static func start(_ body: @escaping @Sendable () -> Void) {
    final class Box: Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { pointer in
        guard let pointer else { return nil }
        let box = Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue()
        box.body()
        return nil
      }, box)
    if result == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<Box>.fromOpaque(box).release()
    }
  }
}
