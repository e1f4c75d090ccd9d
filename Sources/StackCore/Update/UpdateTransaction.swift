import StackDrawing

/// The update a stack is in: how deeply ``ScrollStack/performUpdate(_:)`` calls nest, what the
/// update has changed so far (``PendingUpdate``), the events it has queued, and delivering
/// them to the observers.
///
/// It knows nothing of rows or layout: the stack begins an update when ``depth`` leaves 0,
/// commits it when ``depth`` comes back to 0, and asks this part to deliver the queued events.
final class UpdateTransaction {
  /// How many ``ScrollStack/performUpdate(_:)`` calls are running.
  var depth = 0
  /// What the current update has changed so far.
  var pending = PendingUpdate()
  /// True while an update completes (layout, visibility, events queued).
  var isCommitting = false
  /// True while events are being delivered (an observer may start another update then).
  private(set) var isDispatching = false
  /// Who hears the events.
  let observers = ObserverList()
  private var eventQueue: [StackEvent] = []

  /// True when no update runs, none completes and no event is being delivered: only then may
  /// rows be released without an observer or an update still holding their index.
  var isIdle: Bool { depth == 0 && !isCommitting && !isDispatching }

  /// Queues `event` for delivery when the update completes.
  func enqueue(_ event: StackEvent) {
    eventQueue.append(event)
  }

  /// Delivers every queued event, including those queued by observers meanwhile, in order.
  /// Called while delivering (an observer's update completing), it leaves the new events to
  /// the delivery already running.
  func deliverEvents() {
    guard !isDispatching else { return }
    isDispatching = true
    defer { isDispatching = false }
    var next = 0
    while next < eventQueue.count {
      let event = eventQueue[next]
      next += 1
      observers.notify(event)
    }
    eventQueue.removeAll(keepingCapacity: true)
  }
}
