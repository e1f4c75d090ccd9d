extension AppLoop {
  /// Starts `operation` as a main-actor task the loop knows about: the frame after it
  /// finishes is drawn (in every way of running the loop), and a headless script run waits
  /// for it — in real time, bounded — before a settled look at the screen (`expect`,
  /// `snapshot`), so a test sees what a terminal shows once the task is done; a `wait-for`
  /// step sees the screens while it runs (a spinner over the load). Cancelled when the loop
  /// ends.
  ///
  /// Time inside it is the loop's: `await loop.sleep(for:)` is virtual in headless runs
  /// (a `wait` step passes it), and a task asleep there does not hold a headless run up.
  ///
  /// ```swift
  /// func start(in loop: AppLoop) {
  ///   loop.task { [self] in
  ///     details = await loadDetails()     // network, disk, another actor
  ///   }
  /// }
  /// ```
  @discardableResult
  public func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    runningTaskCount += 1
    lastTaskNumber += 1
    let number = lastTaskNumber
    let task = Task { @MainActor [weak self] in
      await operation()
      guard let self else { return }
      self.runningTaskCount -= 1
      // A finished task leaves the table: starting and ending one costs the same whatever
      // number ran before (a table kept every one, scanned on each start: quadratic).
      self.loopTasks[number] = nil
      self.setNeedsRedraw()
    }
    loopTasks[number] = task
    return task
  }

  /// True while a task started with ``task(_:)`` runs and is not asleep on the loop's clock.
  @_spi(Testing) public var hasBusyTasks: Bool { runningTaskCount > sleepingTaskCount }

  /// True while a task started with ``task(_:)`` has not finished (asleep or not).
  @_spi(Testing) public var hasLoopTasks: Bool { runningTaskCount > 0 }

  /// Cancels the tasks started with ``task(_:)`` (the loop ended).
  func cancelTasks() {
    for task in loopTasks.values { task.cancel() }
    loopTasks = [:]
  }
}
