/// Where the demo's output goes — standard output, an `--events` file, a `--record` file —
/// written with plain `write(2)` calls whose every failure is reported: a closed descriptor
/// (`EBADF`), a full disk or `/dev/full` (`ENOSPC`), a reader that went away (`EPIPE`) become
/// a ``DemoFailure`` (one line on stderr, exit status 2), never a trap and never silent loss.
struct OutputSink {
  /// What the output is, for messages ("standard output", "the events file x.jsonl").
  let name: String
  /// The descriptor written to.
  let descriptor: Int32

  /// Standard output.
  static let standardOutput = OutputSink(name: "standard output", descriptor: STDOUT_FILENO)

  /// Writes all of `text`, retrying short writes and interrupted calls, and waiting when a
  /// non-blocking descriptor is full.
  func write(_ text: String) throws(DemoFailure) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          // A non-blocking descriptor inherited from the parent: wait until it takes more.
          var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          if poll(&poller, 1, -1) >= 0 || errno == EINTR { continue }
        }
        throw failure(code)
      }
      written += count
    }
  }

  /// Replaces the contents of the file at `path` with `text` (created if missing, mode 0644
  /// before the umask). The file is written in place, not through a temporary file renamed
  /// over it, so devices, FIFOs and `/dev/stdout` work as paths; errors on open, write and
  /// close are all reported.
  static func replaceContents(ofFile path: String, with text: String, name: String)
    throws(DemoFailure)
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    let sink = OutputSink(name: name, descriptor: descriptor)
    guard descriptor >= 0 else { throw sink.failure(errno) }
    do {
      try sink.write(text)
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw sink.failure(errno) }
  }

  /// A write to a pipe whose reader has gone fails with `EPIPE` (reported) instead of killing
  /// the process with `SIGPIPE`. Called by scripted runs before they write their output.
  static func reportBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Makes sure descriptors 0, 1 and 2 are taken, so a file opened later cannot become
  /// standard output or standard error by accident when the program was started with one of
  /// them closed (`>&-`). A closed one gets `/dev/null` opened read-only: reads see an empty
  /// input, and writes still fail with `EBADF`, which ``write(_:)`` reports.
  static func occupyClosedStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let placeholder = open("/dev/null", O_RDONLY)
      if placeholder >= 0 && placeholder != descriptor {
        // Lower descriptors are taken, so this is not expected; keep the slot filled anyway.
        _ = dup2(placeholder, descriptor)
        close(placeholder)
      }
    }
  }

  /// A failure for `code` (an `errno`): `stack-demo: cannot write to NAME: REASON`.
  func failure(_ code: Int32) -> DemoFailure {
    DemoFailure(message: "stack-demo: cannot write to \(name): \(Self.reason(code))")
  }

  /// `strerror(code)`.
  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// `write(2)`, named apart from ``OutputSink/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int)
  -> Int
{
  write(descriptor, bytes, count)
}
