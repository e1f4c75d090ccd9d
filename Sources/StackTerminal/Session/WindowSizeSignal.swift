internal import StackPlatform

/// Turns SIGWINCH into a byte on a pipe (the self-pipe trick), so that the `poll` that waits
/// for input also wakes up when the terminal is resized, even when the signal arrived before
/// the `poll` began.
///
/// ``begin()`` creates the pipe and installs the handler (replacing ncurses' own, which only
/// sets a flag that ncurses checks when it refreshes or reads); ``end()`` puts the previous
/// handler back and closes the pipe. The handler only writes one byte (async-signal-safe).
enum WindowSizeSignal {
  /// The pipe's read end, or -1 when not active.
  @MainActor private(set) static var readDescriptor: Int32 = -1
  /// The SIGWINCH action before ``begin()``.
  @MainActor private static var previousAction = sigaction()

  /// Creates the pipe and installs the handler; returns false (nothing installed) when the
  /// pipe cannot be created or the signal is already being watched.
  @MainActor static func begin() -> Bool {
    guard readDescriptor < 0 else { return false }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    readDescriptor = ends[0]
    resizePipeWriter.pointee = ends[1]
    var action = sigaction()
    action.setHandler(noteWindowSizeChanged)
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_RESTART
    _ = sigaction(SIGWINCH, &action, &previousAction)
    return true
  }

  /// Puts the previous handler back and closes the pipe.
  @MainActor static func end() {
    guard readDescriptor >= 0 else { return }
    _ = sigaction(SIGWINCH, &previousAction, nil)
    let writer = resizePipeWriter.pointee
    resizePipeWriter.pointee = -1
    close(writer)
    close(readDescriptor)
    readDescriptor = -1
  }

  /// Empties the pipe; true when a resize was signalled since the last call.
  @MainActor static func takeResize() -> Bool {
    guard readDescriptor >= 0 else { return false }
    var signalled = false
    var bytes = (UInt64(0), UInt64(0))
    while withUnsafeMutableBytes(of: &bytes, { read(readDescriptor, $0.baseAddress, $0.count) }) > 0
    {
      signalled = true
    }
    return signalled
  }
}

/// The write end of the resize pipe, or -1: plain memory allocated once (a signal handler
/// must not run a lazy initialiser or take locks), written only while the handler is not
/// installed (`sigaction` orders the write before any delivery).
nonisolated(unsafe) let resizePipeWriter: UnsafeMutablePointer<Int32> = {
  let descriptor = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  descriptor.initialize(to: -1)
  return descriptor
}()

/// The SIGWINCH handler: writes one byte to the resize pipe (a full pipe already says so).
func noteWindowSizeChanged(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  let descriptor = resizePipeWriter.pointee
  if descriptor >= 0 {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }
  errno = savedErrno
}
