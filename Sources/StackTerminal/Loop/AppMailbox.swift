import CStackSystem
internal import StackPlatform

/// The queue of work sent to an ``AppLoop`` from any thread, and the descriptor that wakes
/// the loop when work arrives.
///
/// Sending appends under a lock and writes the wake-up descriptor only when the queue was
/// empty, so a burst of sends costs one wake-up and the loop takes the whole burst in one
/// pass (one frame). After ``close()`` (the loop ended) sends are dropped.
final class AppMailbox: Sendable {
  /// One piece of sent work: runs on the main actor, says whether a frame is needed.
  typealias Work = @MainActor @Sendable () -> AppResponse

  private struct State {
    var queue: [Work] = []
    var isClosed = false
  }

  private let state = Locked(State())
  /// Readable while work is queued (an eventfd on Linux, a pipe's read end elsewhere).
  let descriptor: Int32
  /// The pipe's write end where there is no eventfd; -1 on Linux.
  private let writeEnd: Int32

  /// Runs inside ``takeAll()`` right after the queue was taken (tests: a send from another
  /// thread at the worst moment).
  private let afterTaking: (@Sendable () -> Void)?

  /// A mailbox with its wake-up descriptor. When the process has no descriptor left the
  /// descriptor is -1: sends still queue and run at the loop's next pass, but cannot wake it.
  init(afterTaking: (@Sendable () -> Void)? = nil) {
    var writeEnd: Int32 = -1
    descriptor = stacktui_wake_descriptor(&writeEnd)
    self.writeEnd = writeEnd
    self.afterTaking = afterTaking
  }

  deinit {
    if descriptor >= 0 { _ = close(descriptor) }
    if writeEnd >= 0 { _ = close(writeEnd) }
  }

  /// Queues `work`; false (and nothing queued) once the mailbox is closed.
  @discardableResult
  func send(_ work: @escaping Work) -> Bool {
    let wasEmpty: Bool? = state.withLock { state in
      guard !state.isClosed else { return nil }
      state.queue.append(work)
      return state.queue.count == 1
    }
    guard let wasEmpty else { return false }
    if wasEmpty { wake() }
    return true
  }

  /// Takes everything queued so far, in the order it was sent. The wake-up is cleared first,
  /// so work sent during or after the call wakes the loop again.
  func takeAll() -> [Work] {
    clearWake()
    let work = state.withLock { state in
      defer { state.queue = [] }
      return state.queue
    }
    afterTaking?()
    return work
  }

  /// True when work is queued.
  var hasWork: Bool { state.withLock { !$0.queue.isEmpty } }

  /// Drops what is queued and refuses later sends.
  func closeForSending() {
    let dropped = state.withLock { state in
      state.isClosed = true
      defer { state.queue = [] }
      return state.queue
    }
    _ = dropped  // Released here, outside the lock.
  }

  private func wake() {
    guard descriptor >= 0 else { return }
    var one: UInt64 = 1
    let target = writeEnd >= 0 ? writeEnd : descriptor
    // A full eventfd counter or pipe already wakes the loop: the result needs no check.
    _ = withUnsafeBytes(of: &one) { write(target, $0.baseAddress, writeEnd >= 0 ? 1 : 8) }
  }

  private func clearWake() {
    guard descriptor >= 0 else { return }
    var buffer: (UInt64, UInt64) = (0, 0)
    // Non-blocking: EAGAIN when nothing was written.
    _ = withUnsafeMutableBytes(of: &buffer) { read(descriptor, $0.baseAddress, $0.count) }
  }
}
