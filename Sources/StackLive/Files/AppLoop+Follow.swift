import StackTerminal

extension AppLoop {
  /// Hands `follower`'s new lines to `handler` as the file changes: woken by inotify where
  /// there is one (no interval), checked every 250 ms elsewhere. A large file is read over
  /// several passes (keys in between), its first screen at once. A file rotated in that
  /// cannot be read yet (``FileFollower/isWaitingForReplacement``) is tried again every
  /// `retryInterval` until it can. Never ends by itself.
  @discardableResult
  public func follow(
    _ follower: FileFollower, retryInterval: Duration = .milliseconds(100),
    _ handler: @escaping @MainActor (FileFollower.Update) -> AppResponse
  ) -> DescriptorWatch {
    var retry: LoopTimer?
    func read() -> AppResponse {
      let update = follower.readAvailable()
      // A new file at the path that cannot be opened yet: look again soon (no notification
      // needs to come: a chmod in another folder, or none at all, is not missed).
      if follower.isWaitingForReplacement && retry == nil {
        retry = schedule(after: retryInterval) {
          retry = nil
          return read()
        }
      }
      guard let update else { return .unchanged }
      // More is there already: read it in the next pass, after the keys.
      if follower.hasMore { schedule(after: .zero, read) }
      return handler(update)
    }
    schedule(after: .zero, read)
    if follower.notificationDescriptor >= 0 {
      return watch(
        descriptor: FileDescriptor(rawValue: follower.notificationDescriptor), endsOnItsOwn: false,
        read)
    }
    let watch = DescriptorWatch(descriptor: FileDescriptor(rawValue: -1), endsOnItsOwn: false) {
      .unchanged
    }
    var timer: LoopTimer?
    timer = schedule(every: .milliseconds(250)) {
      guard watch.isActive else {
        timer?.cancel()
        return .unchanged
      }
      return read()
    }
    return watch
  }
}
