import StackCore

/// Drives a ``TerminalApp`` on a ``Terminal``: input in, frames out.
///
/// The loop draws the first frame, then repeatedly waits (blocking, no polling) for an event,
/// takes every event that is already pending as well (so a burst of auto-repeated keys costs
/// one frame, not one per key), hands them to the app in order, and renders once if any
/// response was ``AppResponse/redraw`` or the terminal was resized. It stops when the app
/// answers ``AppResponse/quit`` or the input ends.
///
/// ```swift
/// let terminal = try NcursesTerminal()
/// defer { terminal.stop() }
/// RunLoop(terminal: terminal, app: viewer).run()
/// ```
@MainActor
public final class RunLoop {
  private let terminal: any Terminal
  private let app: any TerminalApp
  /// Reused for every frame; resized only when the terminal size changes.
  private var canvas = Canvas(size: .zero)
  private var hasDrawn = false
  /// True once the app answered ``AppResponse/quit``.
  public private(set) var isFinished = false

  /// Creates a loop; nothing happens until ``run()`` or ``runUntilIdle()``.
  public init(terminal: any Terminal, app: any TerminalApp) {
    self.terminal = terminal
    self.app = app
  }

  /// Runs until the app quits or the terminal's input ends.
  public func run() {
    drawFirstFrameIfNeeded()
    while !isFinished {
      let timeout = app.idleTimeoutMilliseconds
      if let event = terminal.nextInput(timeoutMilliseconds: timeout) {
        process(first: event)
      } else if timeout != nil {
        runIdle()
      } else {
        return
      }
    }
  }

  /// For tests: draws the first frame if it was not drawn yet, then processes every event
  /// that is already pending (as one burst: at most one frame) and returns.
  public func runUntilIdle() {
    drawFirstFrameIfNeeded()
    if !isFinished, let event = terminal.nextInput(timeoutMilliseconds: 0) {
      process(first: event)
    }
    while !isFinished, app.idleTimeoutMilliseconds != nil {
      runIdle()
    }
  }

  /// Lets the app finish a timed state; draws if it asks to.
  private func runIdle() {
    switch app.idle() {
    case .unchanged: break
    case .redraw: redraw()
    case .quit: isFinished = true
    }
  }

  /// Applies `first` and everything pending after it, then draws at most one frame.
  private func process(first: InputEvent) {
    var needsRedraw = apply(first)
    while !isFinished, let event = terminal.nextInput(timeoutMilliseconds: 0) {
      needsRedraw = apply(event) || needsRedraw
    }
    if needsRedraw && !isFinished {
      redraw()
    }
  }

  /// Hands one event to the app; returns true when a frame is needed.
  private func apply(_ event: InputEvent) -> Bool {
    if case .resize(let size) = event {
      app.resize(to: size)
      return true
    }
    switch app.handle(event) {
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
    redraw()
  }

  /// Renders into the reused canvas at the terminal's size and presents it.
  private func redraw() {
    if canvas.size == terminal.size {
      canvas.clear()
    } else {
      canvas.resize(to: terminal.size)
    }
    app.render(into: &canvas)
    terminal.present(canvas)
  }
}
