/// Sends work to an ``AppLoop`` from any thread or task; the loop runs it on the main
/// actor, in the order sent, and wakes at once to do so (no polling interval).
///
/// A burst of sends is taken in one pass and costs one frame. After the loop ended a send
/// does nothing and answers false.
///
/// ```swift
/// let sender = loop.sender
/// Thread.detachNewThread {            // or any task, queue or callback
///   for line in readLines() {
///     sender.send { [app] in app.append(line); return .redraw }
///   }
/// }
/// ```
public struct AppSender: Sendable {
  let mailbox: AppMailbox

  /// Queues `work` for the loop; false when the loop has ended (the work is dropped).
  @discardableResult
  public func send(_ work: @escaping @MainActor @Sendable () -> AppResponse) -> Bool {
    mailbox.send(work)
  }
}
