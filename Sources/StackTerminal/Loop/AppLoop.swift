import CStackSystem
import StackCore

/// Drives a ``TerminalApp`` on a ``Terminal``: input, sent work, timers and watched file
/// descriptors in; frames out.
///
/// The loop draws the first frame, then waits — in one wait — for a key, work sent from
/// another thread or task (``send(_:)``), the next timer (``schedule(after:_:)``), a watched
/// descriptor (``watch(descriptor:endsOnItsOwn:_:)``) or the next animation frame. Each pass
/// takes every key already pending (a burst of repeated keys costs one frame), then the sent
/// work, the due timers and the ready descriptors, then one animation step, and draws at
/// most one frame. It stops when the app answers `AppResponse.quit` or the input ends.
///
/// **Swift concurrency.** While the loop waits, the app's main-actor tasks run: in
/// `run()` (the main thread) the loop runs the main queue's jobs itself and draws a frame
/// after them; in `await runAsync()` it suspends. A task that changed what is
/// shown calls ``setNeedsRedraw()`` (or changes it inside ``send(_:)``); in the synchronous
/// run the frame after its job is drawn anyway.
///
/// **Waiting.** An app that does nothing costs no wake-ups: without animations, timers or an
/// ``TerminalApp/idleTimeoutMilliseconds`` the wait has no timeout.
///
/// ```swift
/// let terminal = try NcursesTerminal()
/// defer { terminal.stop() }
/// AppLoop(terminal: terminal, app: viewer).run()
/// ```
@MainActor
public final class AppLoop {
  /// The default time between two animation frames: 16 ms, about 60 frames a second.
  public static let defaultFrameInterval: Duration = .milliseconds(16)

  /// The clock frames and timers are timed with; give the app the same one (or another
  /// ``MonotonicClock``, which reads the same time).
  public let clock: any AnimationClock
  /// The time between two animation frames while the app animates.
  public let frameInterval: Duration
  /// True once the app answered `AppResponse.quit` or the input ended.
  public internal(set) var isFinished = false

  let terminal: any Terminal
  let app: any TerminalApp
  /// Work sent from anywhere; its descriptor wakes the wait.
  let mailbox: AppMailbox
  var timers = TimerQueue()
  /// The descriptors watched, in the order they were added.
  var watches: [DescriptorWatch] = []
  /// What ends with the loop (StackLive's child processes whose exit is watched), each with
  /// the identity of its owner so that it is added once.
  package var endings: [(owner: ObjectIdentifier, end: () -> Void)] = []
  /// What the wait watches besides the input: the mailbox, the main queue (when this loop
  /// runs its jobs) and the watches. Rebuilt when the watches change, not per key.
  var wakeDescriptors: [Int32] = []
  /// The main queue's wake-up descriptor while the loop runs its jobs (on the main thread).
  var mainQueueDescriptor: Int32 = -1
  /// Set by ``setNeedsRedraw()``: draw at the end of this pass.
  var redrawIsRequested = false
  var hasStarted = false
  var hasEnded = false
  /// Tasks started with ``task(_:)`` that have not finished, those of them asleep in
  /// ``sleep(for:)``, and the unfinished tasks themselves by number (cancelled when the loop
  /// ends; each leaves when it finishes).
  var runningTaskCount = 0
  var sleepingTaskCount = 0
  var loopTasks: [Int: Task<Void, Never>] = [:]
  var lastTaskNumber = 0
  /// The tasks asleep in ``sleep(for:)``, by number; resumed when their timer fires or the
  /// loop ends.
  var sleepers: [Int: CheckedContinuation<Void, Never>] = [:]
  var nextSleeper = 0
  /// True while `await runAsync()` waits on a background thread (a new timer or watch wakes it).
  var isWaitingElsewhere = false
  /// Reused for every frame; resized only when the terminal size changes.
  var canvas = Canvas(size: .zero)
  /// The canvas drawn into next (see ``redraw()``).
  var spareCanvas = Canvas(size: .zero)
  /// When ``TerminalApp/advanceAnimations()`` was last called; nil while nothing animates.
  var lastFrameTime: Duration?
  /// When ``TerminalApp/idle()`` is due: set when the loop starts waiting with an idle
  /// timeout, cleared by input and by the call.
  var idleDeadline: Duration?

  /// Creates a loop; nothing happens until `run()` or `runUntilIdle()`.
  ///
  /// - Parameters:
  ///   - terminal: where frames are shown and input is read.
  ///   - app: what the loop drives.
  ///   - clock: times the frames and timers.
  ///   - frameInterval: the time between two animation frames (at least 1 ms).
  public init(
    terminal: any Terminal, app: any TerminalApp, clock: any AnimationClock = MonotonicClock(),
    frameInterval: Duration = AppLoop.defaultFrameInterval
  ) {
    self.terminal = terminal
    self.app = app
    self.clock = clock
    self.frameInterval = max(frameInterval, .milliseconds(1))
    self.mailbox = AppMailbox()
    rebuildWakeDescriptors()
  }

  /// True while the app animates (``TerminalApp/isAnimating``).
  public var isAnimating: Bool { app.isAnimating }

  /// Runs until the app quits or the terminal's input ends, on the main thread.
  ///
  /// While it waits, the main queue's jobs run — the app's `@MainActor` tasks make progress
  /// — and a frame is drawn after them. Call it from top-level code (`main.swift`); in an
  /// `async` function use ``runAsync()``.
  public func run() {
    runBlocking()
  }

  /// Runs until the app quits or the terminal's input ends, suspending while it waits, so
  /// every other task — on the main actor too — runs meanwhile.
  ///
  /// Called on the main thread (as `try await` at the top of an `async` `main`), it runs as
  /// `run()` does, waiting on the main thread and running the main queue's jobs itself.
  /// Elsewhere (after the main thread was given to Dispatch) it waits on a background
  /// thread and resumes on the main actor when something is ready.
  ///
  /// ```swift
  /// @main struct Viewer {
  ///   static func main() async throws {
  ///     let terminal = try NcursesTerminal()
  ///     defer { terminal.stop() }
  ///     await AppLoop(terminal: terminal, app: ViewerApp()).runAsync()
  ///   }
  /// }
  /// ```
  public func runAsync() async {
    if stacktui_is_main_thread() != 0 {
      runBlocking()
    } else {
      await runSuspending()
    }
  }

  /// For tests and headless runs: draws the first frame if it was not drawn yet, then
  /// processes everything already pending — input (as one burst: at most one frame), sent
  /// work, due timers, ready descriptors and, on the main thread, the main queue's jobs —
  /// lets the app finish its idle states at once, and returns.
  ///
  /// Idle states: while the app has an ``TerminalApp/idleTimeoutMilliseconds``, its
  /// ``TerminalApp/idle()`` is called at once, again and again, until the timeout is gone or
  /// `idle()` answers `AppResponse.unchanged` (at most ``maximumIdleCalls`` times: an app
  /// that animates through `idle()` cannot make a headless run spin; use a timer).
  ///
  /// Time does not pass: timers fire when the clock reaches them (those already due, even
  /// set during this call, fire before it returns). To let time pass, advance
  /// the app's clock (a `ManualClock`) and call this again, as `ScriptRunner` does.
  @_spi(Testing) public func runUntilIdle() {
    start()
    guard !isFinished else { return }
    // A woken pass also runs the main queue's jobs (when this loop runs them), after the keys.
    let first = terminal.nextInput(timeoutMilliseconds: 0)
    runPass(first: first, isWoken: true, idleIsDue: false)
    // Timers already due (a zero delay set by the pass: a large file read over several
    // passes) run now, as the terminal's loop would run them right after.
    var passes = 0
    while !isFinished, passes < Self.maximumIdleCalls,
      let deadline = timers.nextDeadline(), deadline <= clock.now
    {
      runPass(first: terminal.nextInput(timeoutMilliseconds: 0), isWoken: true, idleIsDue: false)
      passes += 1
    }
    var calls = 0
    while !isFinished, app.idleTimeoutMilliseconds != nil, calls < Self.maximumIdleCalls,
      runPass(first: nil, isWoken: false, idleIsDue: true) != .unchanged
    {
      calls += 1
    }
  }

  /// The most ``TerminalApp/idle()`` calls one `runUntilIdle()` makes.
  public static let maximumIdleCalls = 1000

  /// Ends the app's animations at once (``TerminalApp/finishAnimations()``) and draws the
  /// final frame; does nothing when the app does not animate.
  public func finishAnimations() {
    start()
    guard !isFinished, app.isAnimating else { return }
    app.finishAnimations()
    lastFrameTime = nil
    redraw()
  }

  /// Asks for a frame at the end of the current pass, or — called from a task while the
  /// loop waits — wakes it to draw one. Use it after changing what is shown outside
  /// ``TerminalApp/handle(_:)``.
  public func setNeedsRedraw() {
    redrawIsRequested = true
    // Only a loop waiting on another thread needs waking; otherwise the flag is read at
    // the end of the pass (the synchronous loop runs tasks inside its passes).
    wakeIfWaiting()
  }

  /// The waits for the `run()` loop: the wait runs the main queue's jobs when it can.
  func runBlocking() {
    start()
    while !isFinished {
      let wait = nextWait()
      let result = terminal.nextInput(
        timeoutMilliseconds: wait.timeout, orReadable: wakeDescriptors)
      take(result, of: wait)
    }
    end()
  }

  /// Calls the app's ``TerminalApp/start(in:)`` and draws the first frame, once.
  func start() {
    guard !hasStarted else { return }
    hasStarted = true
    if stacktui_is_main_thread() != 0 {
      // On the main thread the loop runs the main queue's jobs (the app's main-actor tasks)
      // itself, headless runs included; elsewhere Dispatch runs them.
      mainQueueDescriptor = stacktui_main_queue_descriptor()
      rebuildWakeDescriptors()
    }
    app.start(in: self)
    guard !isFinished else { return }
    app.resize(to: terminal.size)
    _ = advanceAnimations()
    if !isFinished { redraw() }
  }

  /// The loop is over: later sends are dropped, timers and watches stop. Once.
  func end() {
    isFinished = true
    guard !hasEnded else { return }
    hasEnded = true
    mailbox.closeForSending()
    timers.cancelAll()
    let sleepers = self.sleepers
    self.sleepers = [:]
    for (_, sleeper) in sleepers { sleeper.resume() }
    cancelTasks()
    for watch in watches { watch.cancel() }
    watches = []
    rebuildWakeDescriptors()
    // The children whose exit the loop watched (not detached, still running): SIGTERM to
    // each one's process group, SIGKILL after the grace period.
    let endings = self.endings
    self.endings = []
    for ending in endings { ending.end() }
  }

  func rebuildWakeDescriptors() {
    var descriptors: [Int32] = mailbox.descriptor >= 0 ? [mailbox.descriptor] : []
    if mainQueueDescriptor >= 0 { descriptors.append(mainQueueDescriptor) }
    for watch in watches where watch.isActive { descriptors.append(watch.descriptor.rawValue) }
    wakeDescriptors = descriptors
  }
}
