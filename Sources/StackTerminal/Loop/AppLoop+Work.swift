import StackCore

extension AppLoop {
  /// A handle that sends work to this loop from any thread (see ``AppSender``).
  public nonisolated var sender: AppSender { AppSender(mailbox: mailbox) }

  /// Queues `work` to run on the main actor in a later pass of the loop, in the order sent,
  /// waking the loop at once; false when the loop has ended. Callable from any thread.
  ///
  /// ```swift
  /// Task.detached { [sender = loop.sender, app] in
  ///   let details = await fetchDetails()
  ///   sender.send { app.show(details); return .redraw }
  /// }
  /// ```
  @discardableResult
  public nonisolated func send(_ work: @escaping @MainActor @Sendable () -> AppResponse) -> Bool {
    mailbox.send(work)
  }

  /// Calls `action` once, `delay` from now on the loop's ``clock``. A delay of zero or less
  /// fires in the next pass.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> AppResponse)
    -> LoopTimer
  {
    let timer = timers.schedule(at: clock.now + max(delay, .zero), every: nil, action: action)
    wakeIfWaiting()
    return timer
  }

  /// Calls `action` every `interval` (at least 1 ms) on the loop's ``clock``, the first time
  /// one interval from now, until the timer is cancelled. A loop that fell behind skips the
  /// firings it missed rather than running them in a burst.
  @discardableResult
  public func schedule(every interval: Duration, _ action: @escaping @MainActor () -> AppResponse)
    -> LoopTimer
  {
    let interval = max(interval, .milliseconds(1))
    let timer = timers.schedule(at: clock.now + interval, every: interval, action: action)
    wakeIfWaiting()
    return timer
  }

  /// Suspends the calling task for `duration` on the loop's ``clock``: real time in a
  /// terminal, virtual time in a headless script (a `wait` step lets it pass). Returns at
  /// once when the loop has ended.
  public func sleep(for duration: Duration) async {
    guard !isFinished else { return }
    sleepingTaskCount += 1
    defer { sleepingTaskCount -= 1 }
    let sleeper = nextSleeper
    nextSleeper += 1
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // The loop may end first: it then resumes every sleeper (see `end()`).
      sleepers[sleeper] = continuation
      schedule(after: duration) { [weak self] in
        self?.sleepers.removeValue(forKey: sleeper)?.resume()
        return .unchanged
      }
    }
  }

  /// Watches `descriptor`: whenever it is readable (or hung up), `handler` runs on the main
  /// actor in a pass of the loop. See ``DescriptorWatch``.
  ///
  /// - Parameters:
  ///   - descriptor: a file descriptor the caller keeps open while watched.
  ///   - endsOnItsOwn: true when it reaches an end by itself (a pipe, a child's output): a
  ///     headless script run waits for it before it looks at the screen.
  ///   - handler: reads a bounded amount and answers whether a frame is needed.
  @discardableResult
  public func watch(
    descriptor: FileDescriptor, endsOnItsOwn: Bool = true,
    _ handler: @escaping @MainActor () -> AppResponse
  ) -> DescriptorWatch {
    let watch = DescriptorWatch(
      descriptor: descriptor, endsOnItsOwn: endsOnItsOwn, handler: handler)
    guard !isFinished else {
      watch.cancel()
      return watch
    }
    watch.onCancel = { [weak self, weak watch] in
      guard let self else { return }
      self.watches.removeAll { $0 === watch || !$0.isActive }
      self.rebuildWakeDescriptors()
    }
    watches.append(watch)
    rebuildWakeDescriptors()
    wakeIfWaiting()
    return watch
  }

  /// True while a watch that ends on its own is active (a headless run waits for it).
  @_spi(Testing) public var hasWatchesThatEnd: Bool {
    watches.contains { $0.isActive && $0.endsOnItsOwn }
  }

  /// Waits up to `milliseconds` (real time) for a watched descriptor to become readable or
  /// work to be sent, without handling it; true when one did. For headless runs, which wait
  /// for the descriptors that end on their own before looking at the screen.
  @_spi(Testing) public func waitForWatches(milliseconds: Int) -> Bool {
    let descriptors = wakeDescriptors
    return descriptors.withUnsafeBufferPointer { buffer in
      Self.pollAny(buffer, milliseconds: Int32(clamping: milliseconds))
    }
  }

  /// A timer or watch added from a task while the loop waits on another thread changes the
  /// wait: wake it so it waits again with the new deadline and descriptors.
  func wakeIfWaiting() {
    if isWaitingElsewhere { mailbox.send { .unchanged } }
  }
}

extension AppLoop {
  /// The deadline of the next timer, on the loop's ``clock``; nil when none is scheduled.
  /// Headless runs let virtual time pass up to it.
  @_spi(Testing) public var nextTimerDeadline: Duration? { timers.nextDeadline() }

  /// True while work sent to the loop waits for its next pass.
  @_spi(Testing) public nonisolated var hasSentWork: Bool { mailbox.hasWork }
}
