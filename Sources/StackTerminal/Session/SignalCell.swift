import CStackSystem

/// One of CStackSystem's lock-free integer cells (`stacktui_signal_cell_load`), for state a
/// signal handler reads: any thread may load, store or exchange it, without a lock and
/// without allocating, and a store made after writing some bytes publishes them to a handler
/// that loads the cell before reading them (sequentially consistent).
///
/// In C rather than Swift's `Atomic`: importing the Synchronization module costs every clean
/// debug build of an app seconds of CPU (decision 0662).
struct SignalCell: Sendable {
  /// The cell's number, below `STACKTUI_SIGNAL_CELLS`; each cell is used by one value only.
  let number: Int32
  /// What the cell holds before its first store (the C cell holds the value minus this).
  let initial: Int

  /// The cell `number`, holding `initial` until it is first stored.
  init(number: Int32, initial: Int = 0) {
    self.number = number
    self.initial = initial
  }

  /// The value last stored (or `initial`).
  func load() -> Int { stacktui_signal_cell_load(number) &+ initial }

  /// Stores `value`.
  func store(_ value: Int) { stacktui_signal_cell_store(number, value &- initial) }

  /// Stores `value` and returns the value it replaced.
  func exchange(_ value: Int) -> Int {
    stacktui_signal_cell_exchange(number, value &- initial) &+ initial
  }
}
