import CStackSystem
import StackCore
internal import StackPlatform

extension AppLoop {
  /// How long the next wait may last: nil (forever) unless a frame, a timer or the app's
  /// idle call is due; whether it ends at the idle deadline.
  func nextWait() -> (timeout: Int?, reachesIdleDeadline: Bool) {
    // The clock is read only when a deadline needs it: an idle app waits without it.
    let animates = app.isAnimating
    let idleTimeout = app.idleTimeoutMilliseconds
    let timerDeadline = timers.nextDeadline()
    if idleTimeout == nil && !animates && timerDeadline == nil {
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
    guard let deadline = Self.earliest(Self.earliest(frameDeadline, timerDeadline), idleDeadline)
    else { return (nil, false) }
    let reachesIdleDeadline = idleDeadline.map { $0 <= deadline } ?? false
    return (Self.milliseconds(roundingUp: deadline - now), reachesIdleDeadline)
  }

  /// Runs the pass that `result` of a wait asks for (none when the input ended).
  func take(_ result: InputWait, of wait: (timeout: Int?, reachesIdleDeadline: Bool)) {
    switch result {
    case .ended:
      end()
    case .event(let event):
      runPass(first: event, isWoken: false, idleIsDue: false)
    case .ready:
      runPass(first: nil, isWoken: true, idleIsDue: false)
    case .timedOut:
      let idleIsDue = wait.reachesIdleDeadline || idleDeadline.map { clock.now >= $0 } == true
      runPass(first: nil, isWoken: false, idleIsDue: idleIsDue)
    }
  }

  /// One pass: `first` and every key pending after it; when woken, the sent work, the main
  /// queue's jobs and the ready descriptors; the due timers; the idle call when due; one
  /// animation frame. Draws at most one frame. Returns the idle call's answer
  /// (`AppResponse.unchanged` when it was not called).
  @discardableResult
  func runPass(first event: InputEvent?, isWoken: Bool, idleIsDue: Bool) -> AppResponse {
    var needsRedraw = false
    var idleResponse = AppResponse.unchanged
    if let event {
      idleDeadline = nil
      needsRedraw = apply(event)
      while !isFinished, let next = terminal.nextInput(timeoutMilliseconds: 0) {
        needsRedraw = apply(next) || needsRedraw
      }
    }
    if isWoken && !isFinished {
      needsRedraw = runSentWork() || needsRedraw
      needsRedraw = drainMainQueueIfRunningIt() || needsRedraw
      needsRedraw = handleReadyWatches() || needsRedraw
    }
    if !isFinished {
      needsRedraw = fireDueTimers() || needsRedraw
    }
    if idleIsDue && !isFinished {
      idleDeadline = nil
      idleResponse = app.idle()
      needsRedraw = respond(idleResponse) || needsRedraw
    }
    if !isFinished {
      needsRedraw = advanceAnimations() || needsRedraw
    }
    if redrawIsRequested {
      redrawIsRequested = false
      needsRedraw = true
    }
    if needsRedraw && !isFinished {
      redraw()
    }
    return idleResponse
  }

  /// Runs the work sent so far, in order; true when a frame is needed.
  func runSentWork() -> Bool {
    guard mailbox.hasWork else { return false }
    var needsRedraw = false
    for work in mailbox.takeAll() {
      guard !isFinished else { break }
      needsRedraw = respond(work()) || needsRedraw
    }
    return needsRedraw
  }

  /// Runs the main queue's jobs (the app's main-actor tasks) when this loop runs them (on
  /// the main thread) and some are queued; true when it ran them (a frame is then drawn:
  /// the loop cannot tell what they changed).
  func drainMainQueueIfRunningIt() -> Bool {
    guard mainQueueDescriptor >= 0, Self.isReadable(mainQueueDescriptor) else { return false }
    stacktui_drain_main_queue()
    return true
  }

  /// Calls the handler of every watch whose descriptor is readable; true when a frame is
  /// needed.
  func handleReadyWatches() -> Bool {
    guard !watches.isEmpty else { return false }
    var needsRedraw = false
    for watch in watches
    where watch.isActive && !isFinished && Self.isReadable(watch.descriptor.rawValue) {
      guard let handler = watch.handler else { continue }
      needsRedraw = respond(handler()) || needsRedraw
    }
    return needsRedraw
  }

  /// Fires the timers due by the clock's current time, in order; true when a frame is needed.
  func fireDueTimers() -> Bool {
    guard timers.nextDeadline() != nil else { return false }
    let now = clock.now
    let limit = timers.nextNumber
    var needsRedraw = false
    while !isFinished, let timer = timers.popDue(at: now, scheduledBefore: limit) {
      needsRedraw = respond(timer.action()) || needsRedraw
    }
    return needsRedraw
  }

  /// Takes one animation frame if the app animates; returns true when a frame is needed.
  func advanceAnimations() -> Bool {
    guard app.isAnimating else {
      lastFrameTime = nil
      return false
    }
    lastFrameTime = clock.now
    return respond(app.advanceAnimations())
  }

  /// Hands one event to the app; returns true when a frame is needed.
  func apply(_ event: InputEvent) -> Bool {
    if case .resize(let size) = event {
      app.resize(to: size)
      return true
    }
    return respond(app.handle(event))
  }

  /// True when `response` asks for a frame; ends the loop on a quit.
  func respond(_ response: AppResponse) -> Bool {
    switch response {
    case .unchanged: return false
    case .redraw: return true
    case .quit:
      end()
      return false
    }
  }

  /// Renders into a reused canvas at the terminal's size and presents it.
  ///
  /// Two canvases take turns: a terminal may keep the frame it was given as its last frame
  /// (sharing its cells instead of copying them), and by the next frame it has let go of the
  /// one before, which is drawn into then without a copy.
  func redraw() {
    var frame = spareCanvas
    spareCanvas = Canvas(size: .zero)  // Leaves `frame` uniquely referenced if the terminal let go.
    if frame.size == terminal.size {
      frame.clear()
    } else {
      frame.resize(to: terminal.size)
    }
    var context = terminal.renderContext
    context.milliseconds = Int64(clock.now / .milliseconds(1))
    Surface.draw(on: &frame, context: context) { app.render(in: &$0) }
    terminal.present(frame)
    spareCanvas = canvas
    canvas = frame
  }

  /// The earlier of two optional deadlines.
  static func earliest(_ first: Duration?, _ second: Duration?) -> Duration? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
  }

  /// True when `descriptor` is readable (or hung up) right now.
  nonisolated static func isReadable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
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
