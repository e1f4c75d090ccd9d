internal import StackPlatform

/// A value reached from any thread under a lock (a pthread mutex): StackTerminal's stand-in for
/// the Synchronization module's `Mutex`, whose import costs every clean debug build of an app
/// seconds of CPU (decision 0662).
final class Locked<Value: Sendable>: @unchecked Sendable {
  // Sendable by hand: `value` is read and written only inside `withLock`, under `mutex`.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// `value`, under a lock of its own.
  init(_ value: Value) {
    self.value = value
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    _ = pthread_mutex_init(mutex, nil)
  }

  deinit {
    _ = pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; `body` must not call `withLock` again.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    _ = pthread_mutex_lock(mutex)
    defer { _ = pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
