import StackCore

/// Drives a ``TerminalApp`` on a ``Terminal``: input in, frames out.
///
/// The loop draws the first frame, then repeatedly waits for an event, takes every event
/// that is already pending as well (so a burst of auto-repeated keys costs one frame, not one
/// per key), hands them to the app in order, and renders once if any response was
/// ``AppResponse/redraw`` or the terminal was resized. It stops when the app answers
/// ``AppResponse/quit`` or the input ends.
///
/// **Waiting.** When the app does not animate and has no ``TerminalApp/idleTimeoutMilliseconds``,
/// the loop blocks on input with no timeout: an idle app costs no wake-ups at all. While
/// ``TerminalApp/isAnimating`` is true, it waits for input at most until the next frame is
/// due (``frameInterval`` after the last one, on ``clock``). Each pass of the loop then
/// handles all pending input first — a key pressed mid-animation is handled at once, never
/// behind a frame — then calls ``TerminalApp/advanceAnimations()`` once, and draws at most
/// one frame. When the animations end the loop goes back to blocking.
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

  /// The clock frames are timed with; give the app the same one (or another
  /// ``MonotonicClock``, which reads the same time).
  public let clock: any AnimationClock
  /// The time between two animation frames while the app animates.
  public let frameInterval: Duration
  /// True once the app answered ``AppResponse/quit``.
  public private(set) var isFinished = false

  private let terminal: any Terminal
  private let app: any TerminalApp
  /// Reused for every frame; resized only when the terminal size changes.
  private var canvas = Canvas(size: .zero)
  /// The canvas drawn into next (see ``redraw()``).
  private var spareCanvas = Canvas(size: .zero)
  private var hasDrawn = false
  /// When ``TerminalApp/advanceAnimations()`` was last called; nil while nothing animates
  /// (the next frame is then due at once).
  private var lastFrameTime: Duration?
  /// When ``TerminalApp/idle()`` is due: set when the loop starts waiting with an idle
  /// timeout, cleared by input and by the call.
  private var idleDeadline: Duration?

  /// Creates a loop; nothing happens until ``run()`` or ``runUntilIdle()``.
  ///
  /// - Parameters:
  ///   - terminal: where frames are shown and input is read.
  ///   - app: what the loop drives.
  ///   - clock: times the frames while the app animates.
  ///   - frameInterval: the time between two animation frames (at least 1 ms).
  public init(
    terminal: any Terminal, app: any TerminalApp, clock: any AnimationClock = MonotonicClock(),
    frameInterval: Duration = AppLoop.defaultFrameInterval
  ) {
    self.terminal = terminal
    self.app = app
    self.clock = clock
    self.frameInterval = max(frameInterval, .milliseconds(1))
  }

  /// True while the app animates (``TerminalApp/isAnimating``).
  public var isAnimating: Bool { app.isAnimating }

  /// Runs until the app quits or the terminal's input ends.
  public func run() {
    drawFirstFrameIfNeeded()
    while !isFinished {
      let wait = nextWait()
      let event = terminal.nextInput(timeoutMilliseconds: wait.timeout)
      if event == nil && wait.timeout == nil { return }
      let idleIsDue =
        event == nil
        && (wait.reachesIdleDeadline || idleDeadline.map { clock.now >= $0 } == true)
      runPass(first: event, idleIsDue: idleIsDue)
    }
  }

  /// For tests and headless runs: draws the first frame if it was not drawn yet, then
  /// processes every event that is already pending (as one burst: at most one frame), lets
  /// the app finish its idle states at once, and returns.
  ///
  /// Idle states: while the app has an ``TerminalApp/idleTimeoutMilliseconds``, its
  /// ``TerminalApp/idle()`` is called at once, again and again, until the timeout is gone or
  /// `idle()` answers ``AppResponse/unchanged``. So an app that polls on its idle timeout (a
  /// log viewer looking for new lines, whose timeout never goes away) takes one look for
  /// each call, and the call returns when nothing new was found.
  ///
  /// Time does not pass: while the app animates, each call takes one animation frame at the
  /// clock's current time. To play an animation, advance the app's clock (a `ManualClock`)
  /// and call this again for each frame, as `ScriptRunner` does.
  public func runUntilIdle() {
    drawFirstFrameIfNeeded()
    guard !isFinished else { return }
    runPass(first: terminal.nextInput(timeoutMilliseconds: 0), idleIsDue: false)
    while !isFinished, app.idleTimeoutMilliseconds != nil,
      runPass(first: nil, idleIsDue: true) != .unchanged
    {}
  }

  /// Ends the app's animations at once (``TerminalApp/finishAnimations()``) and draws the
  /// final frame; does nothing when the app does not animate.
  public func finishAnimations() {
    drawFirstFrameIfNeeded()
    guard !isFinished, app.isAnimating else { return }
    app.finishAnimations()
    lastFrameTime = nil
    redraw()
  }

  /// How long the next wait for input may last: nil (forever) unless a frame or the app's
  /// idle call is due; whether it ends at the idle deadline.
  private func nextWait() -> (timeout: Int?, reachesIdleDeadline: Bool) {
    // The clock is read only when a deadline needs it: an idle app that does not animate
    // waits without it (no `Duration` arithmetic per key).
    let animates = app.isAnimating
    let idleTimeout = app.idleTimeoutMilliseconds
    if idleTimeout == nil && !animates {
      idleDeadline = nil
      return (nil, false)
    }
    let now = clock.now
    if let idleTimeout {
      if idleDeadline == nil { idleDeadline = now + .milliseconds(max(0, idleTimeout)) }
    } else {
      idleDeadline = nil
    }
    let frameDeadline = animates ? (lastFrameTime.map { $0 + frameInterval } ?? now) : nil
    let deadline: Duration
    let reachesIdleDeadline: Bool
    switch (frameDeadline, idleDeadline) {
    case (nil, nil): return (nil, false)
    case (let frame?, nil): (deadline, reachesIdleDeadline) = (frame, false)
    case (nil, let idle?): (deadline, reachesIdleDeadline) = (idle, true)
    case (let frame?, let idle?):
      (deadline, reachesIdleDeadline) = (min(frame, idle), idle <= frame)
    }
    return (Self.milliseconds(roundingUp: deadline - now), reachesIdleDeadline)
  }

  /// One pass of the loop: `first` and everything pending after it (or the idle call when it
  /// is due), then one animation frame if the app animates; draws at most one frame. Returns
  /// the idle call's answer (``AppResponse/unchanged`` when it was not called).
  @discardableResult
  private func runPass(first event: InputEvent?, idleIsDue: Bool) -> AppResponse {
    var needsRedraw = false
    var idleResponse = AppResponse.unchanged
    if let event {
      idleDeadline = nil
      needsRedraw = apply(event)
      while !isFinished, let next = terminal.nextInput(timeoutMilliseconds: 0) {
        needsRedraw = apply(next) || needsRedraw
      }
    } else if idleIsDue {
      idleDeadline = nil
      idleResponse = app.idle()
      needsRedraw = respond(idleResponse)
    }
    if !isFinished {
      needsRedraw = advanceAnimations() || needsRedraw
    }
    if needsRedraw && !isFinished {
      redraw()
    }
    return idleResponse
  }

  /// Takes one animation frame if the app animates; returns true when a frame is needed.
  private func advanceAnimations() -> Bool {
    guard app.isAnimating else {
      lastFrameTime = nil
      return false
    }
    lastFrameTime = clock.now
    return respond(app.advanceAnimations())
  }

  /// Hands one event to the app; returns true when a frame is needed.
  private func apply(_ event: InputEvent) -> Bool {
    if case .resize(let size) = event {
      app.resize(to: size)
      return true
    }
    return respond(app.handle(event))
  }

  /// True when `response` asks for a frame; notes a quit.
  private func respond(_ response: AppResponse) -> Bool {
    switch response {
    case .unchanged: return false
    case .redraw: return true
    case .quit:
      isFinished = true
      return false
    }
  }

  private func drawFirstFrameIfNeeded() {
    guard !hasDrawn else { return }
    hasDrawn = true
    app.resize(to: terminal.size)
    _ = advanceAnimations()
    if !isFinished { redraw() }
  }

  /// Renders into a reused canvas at the terminal's size and presents it.
  ///
  /// Two canvases take turns: a terminal may keep the frame it was given as its last frame
  /// (sharing its cells instead of copying them), and by the next frame it has let go of the
  /// one before, which is drawn into then without a copy.
  private func redraw() {
    var frame = spareCanvas
    spareCanvas = Canvas(size: .zero)  // Leaves `frame` uniquely referenced if the terminal let go.
    if frame.size == terminal.size {
      frame.clear()
    } else {
      frame.resize(to: terminal.size)
    }
    app.render(into: &frame)
    terminal.present(frame)
    spareCanvas = canvas
    canvas = frame
  }

  /// `duration` in whole milliseconds, rounded up so a wait never ends before its deadline;
  /// 0 for a deadline already passed.
  static func milliseconds(roundingUp duration: Duration) -> Int {
    guard duration > .zero else { return 0 }
    let (seconds, attoseconds) = duration.components
    let perMillisecond: Int64 = 1_000_000_000_000_000
    let whole = attoseconds / perMillisecond
    let rest = attoseconds % perMillisecond
    let total = seconds.multipliedReportingOverflow(by: 1000)
    guard !total.overflow, total.partialValue <= Int64(Int32.max) else { return Int(Int32.max) }
    return Int(total.partialValue + whole + (rest > 0 ? 1 : 0))
  }
}
