import StackUI

extension AppLoop {
  /// Runs `operation`, a wait for the user (a dialog's answer: `await screens.confirm(…)`),
  /// inside a task of the loop, counted as a task asleep on the loop's clock: a headless
  /// script goes on with its next key instead of waiting, in real time, for a task that only
  /// the script's keys can end. In a terminal it changes nothing.
  ///
  /// ```swift
  /// loop.task { [self] in
  ///   guard await loop.waitForUser({ await screens.confirm("Kill 4242?") }) else { return }
  ///   kill(4242, SIGTERM)
  /// }
  /// ```
  public func waitForUser<Result>(_ operation: @MainActor () async -> Result) async -> Result {
    sleepingTaskCount += 1
    defer { sleepingTaskCount -= 1 }
    return await operation()
  }
}
