extension AppLoop {
  /// Calls `handler` once with how `child` ended, when it does — woken by its process
  /// descriptor (pidfd), in the loop's one wait. Where the system has no process descriptor
  /// the loop checks every 50 ms until it ends.
  @discardableResult
  public func watchExit(
    of child: ChildProcess,
    _ handler: @escaping @MainActor (ChildProcess.Termination) -> AppResponse
  ) -> DescriptorWatch {
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
