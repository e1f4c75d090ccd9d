/// A timer of an ``AppLoop``: after a delay, once or at every interval, on the loop's clock.
///
/// In a terminal the loop wakes for it on time (its wait ends at the next timer); in a
/// headless script it fires on virtual time, when a `wait` step reaches it. Keep the timer
/// to cancel it; a timer that is not kept still fires.
///
/// ```swift
/// let spinner = loop.schedule(every: .milliseconds(80)) { [app] in
///   app.spinnerFrame += 1
///   return .redraw
/// }
/// // later
/// spinner.cancel()
/// ```
@MainActor
public final class LoopTimer {
  /// When it fires next, on the loop's clock; nil once cancelled or done.
  public internal(set) var deadline: Duration?
  /// The time between two firings; nil for a timer that fires once.
  public let interval: Duration?
  /// What it does when it fires; the answer says whether a frame is needed.
  let action: @MainActor () -> AppResponse
  /// The order timers were scheduled in: timers due at the same time fire in that order.
  let sequence: Int

  init(
    deadline: Duration, interval: Duration?, sequence: Int,
    action: @escaping @MainActor () -> AppResponse
  ) {
    self.deadline = deadline
    self.interval = interval
    self.sequence = sequence
    self.action = action
  }

  /// True until it was cancelled or, for a one-time timer, until it fired.
  public var isScheduled: Bool { deadline != nil }

  /// Stops the timer; it never fires again. Cancelling twice does nothing.
  public func cancel() { deadline = nil }
}
