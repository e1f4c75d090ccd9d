/// A file descriptor an ``AppLoop`` watches: when it becomes readable (or hangs up), the
/// loop calls the handler on the main actor, in the same wait as keys — no polling interval.
///
/// The handler reads what it needs (a bounded amount: the loop handles keys between two
/// calls, so a flood never starves them) and answers whether a frame is needed. The watch is
/// level-triggered: while the descriptor stays readable the handler is called again on the
/// next pass. Cancel the watch when the descriptor is done (at its end of file); the loop
/// never closes it.
///
/// ```swift
/// let watch = loop.watch(descriptor: FileDescriptor(rawValue: socket)) { [app] in
///   app.readAvailable()           // a non-blocking read of at most 64 KiB
/// }
/// // at end of file:
/// watch.cancel()
/// ```
@MainActor
public final class DescriptorWatch {
  /// The descriptor watched.
  public let descriptor: FileDescriptor
  /// True for a descriptor that comes to an end by itself (a pipe, a child's output, its
  /// exit): a headless script run waits for it (in real time, bounded) before it looks at
  /// the screen, so the screen is the same on every run. False for one that may never end
  /// (a followed file, a socket).
  public let endsOnItsOwn: Bool
  /// Called when the descriptor is readable; dropped when the watch is cancelled (so a
  /// handler that refers to its own watch makes no lasting cycle).
  private(set) var handler: (@MainActor () -> AppResponse)?
  /// False once cancelled.
  public private(set) var isActive = true
  /// Called once when the watch is cancelled (the loop drops it from its wait).
  var onCancel: (@MainActor () -> Void)?

  /// A watch not (yet) in a loop's wait: StackLive returns one where there is no descriptor
  /// to wait on (a timer looks instead).
  package init(
    descriptor: FileDescriptor, endsOnItsOwn: Bool,
    handler: @escaping @MainActor () -> AppResponse
  ) {
    self.descriptor = descriptor
    self.endsOnItsOwn = endsOnItsOwn
    self.handler = handler
  }

  /// Stops watching; the handler is not called again. Cancelling twice does nothing.
  public func cancel() {
    guard isActive else { return }
    isActive = false
    handler = nil
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }
}
