import StackTerminal

extension AppLoop {
  /// Calls `handler` once with how `child` ended, when it does — woken by its process
  /// descriptor (pidfd), in the loop's one wait. Where the system has no process descriptor
  /// the loop checks every 50 ms until it ends.
  ///
  /// The loop now owns the child's ending: when the loop ends (the app quits, its input
  /// ends), a child still running is ended (``ChildProcess/end(gracePeriod:)``) unless it
  /// was detached.
  @discardableResult
  public func watchExit(
    of child: ChildProcess,
    _ handler: @escaping @MainActor (ChildProcess.Termination) -> AppResponse
  ) -> DescriptorWatch {
    let owner = ObjectIdentifier(child)
    if !endings.contains(where: { $0.owner == owner }) {
      endings.append((owner, { child.end() }))
    }
    if let exitDescriptor = child.exitDescriptor {
      var watch: DescriptorWatch?
      watch = self.watch(descriptor: exitDescriptor, endsOnItsOwn: true) {
        guard let termination = child.reap() else { return .unchanged }
        watch?.cancel()
        return handler(termination)
      }
      if let watch { return watch }
    }
    // No pidfd: a timer looks (no signal handler is installed for SIGCHLD by the library).
    let check = DescriptorWatch(descriptor: FileDescriptor(rawValue: -1), endsOnItsOwn: true) {
      .unchanged
    }
    var timer: LoopTimer?
    timer = schedule(every: .milliseconds(50)) {
      guard check.isActive, let termination = child.reap() else {
        if !check.isActive { timer?.cancel() }
        return .unchanged
      }
      timer?.cancel()
      check.cancel()
      return handler(termination)
    }
    return check
  }
}

extension AppLoop {
  /// Calls `handler` whenever `child` stops (SIGSTOP, SIGTSTP…: ``ChildProcess/stopSignal``
  /// set) or continues (nil again), until it ends — checked every `interval`, since a
  /// stop wakes no descriptor. ``ChildProcess/terminate()`` also continues a stopped child.
  @discardableResult
  public func watchStops(
    of child: ChildProcess, every interval: Duration = .milliseconds(200),
    _ handler: @escaping @MainActor (_ stopSignal: Int32?) -> AppResponse
  ) -> LoopTimer {
    weak var timer: LoopTimer?
    let made = schedule(every: interval) {
      guard child.termination == nil else {
        timer?.cancel()
        return .unchanged
      }
      let before = child.stopSignal
      guard child.checkState(), child.termination == nil || before != nil else {
        return .unchanged
      }
      return handler(child.stopSignal)
    }
    timer = made
    return made
  }
}
