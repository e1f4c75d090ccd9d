/// The timers of an ``AppLoop``, in the order they are due.
///
/// Kept sorted by deadline, then by the order they were scheduled; a cancelled timer is
/// dropped when it reaches the front. An app has a handful of timers, so a sorted array is
/// simpler than a heap and as fast.
@MainActor
struct TimerQueue {
  private var timers: [LoopTimer] = []
  private var nextSequence = 0

  /// Adds a timer due at `deadline` (repeating every `interval` when given).
  mutating func schedule(
    at deadline: Duration, every interval: Duration?,
    action: @escaping @MainActor () -> AppResponse
  ) -> LoopTimer {
    let timer = LoopTimer(
      deadline: deadline, interval: interval, sequence: nextSequence, action: action)
    nextSequence += 1
    // Cancelled timers leave when they reach the front; many at once leave now.
    if timers.count >= 64 { timers.removeAll { $0.deadline == nil } }
    insert(timer)
    return timer
  }

  /// The deadline of the next timer still scheduled.
  mutating func nextDeadline() -> Duration? {
    dropCancelled()
    return timers.first?.deadline
  }

  /// The number the next timer scheduled gets: timers numbered below it exist now.
  var nextNumber: Int { nextSequence }

  /// Removes and returns the first timer if it is due at `now` and was scheduled before
  /// timer number `limit` (one scheduled while timers fire waits for the next pass, so a
  /// chain of zero-delay timers lets keys in between); a repeating one is put back at its
  /// next deadline (after `now`: a loop that fell behind skips the missed firings instead of
  /// firing them all at once).
  mutating func popDue(at now: Duration, scheduledBefore limit: Int = .max) -> LoopTimer? {
    dropCancelled()
    guard let index = timers.firstIndex(where: { $0.sequence < limit }),
      let deadline = timers[index].deadline, deadline <= now
    else {
      return nil
    }
    let first = timers.remove(at: index)
    if let interval = first.interval {
      var next = deadline + interval
      if next <= now {
        let missed = (now - deadline) / interval
        next = deadline + interval * (Int(missed.rounded(.down)) + 1)
      }
      first.deadline = next
      insert(first)
    } else {
      first.deadline = nil
    }
    return first
  }

  /// Cancels every timer.
  mutating func cancelAll() {
    for timer in timers { timer.cancel() }
    timers = []
  }

  private mutating func dropCancelled() {
    while let first = timers.first, first.deadline == nil { timers.removeFirst() }
  }

  private mutating func insert(_ timer: LoopTimer) {
    guard let deadline = timer.deadline else { return }
    let index =
      timers.firstIndex { other in
        guard let otherDeadline = other.deadline else { return false }
        return (otherDeadline, other.sequence) > (deadline, timer.sequence)
      } ?? timers.endIndex
    timers.insert(timer, at: index)
  }
}
