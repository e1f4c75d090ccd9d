internal import CNcurses
import StackCore
internal import StackPlatform

extension NcursesTerminal {
  /// Shows `canvas`: fits it to the screen (see ``Terminal/present(_:)``), encodes what
  /// differs from the previous frame (`CanvasDiff`, `FrameEncoder`) into one buffer and
  /// sends it with one `write(2)`. The canvas's `Canvas.cursor` puts the terminal's cursor
  /// there and shows it (`cnorm`), or hides it (`civis`) when nil; both only when they
  /// change. Presenting the same canvas twice writes nothing the second time. When the write fails, ``writeError`` says why and nothing more is drawn.
  public func present(_ canvas: Canvas) {
    guard isRunning, writeError == nil else { return }
    let frame = ScreenFrame.fitting(canvas, to: size, monochrome: isMonochrome)
    var changes = CanvasDiff.changes(from: lastFrame, to: frame)
    if let lastFrame, !lastFrame.links.isEmpty || !frame.links.isEmpty {
      changes = FrameEncoder.changes(changes, widenedForLinksFrom: lastFrame, to: frame)
    }
    let caretMoved = frame.cursor != lastFrame?.cursor
    guard !changes.isEmpty || !pendingOutput.isEmpty || caretMoved else { return }
    var bytes = frameBytes
    frameBytes = []  // Keeps `bytes` uniquely referenced while it grows.
    bytes.removeAll(keepingCapacity: true)
    bytes += pendingOutput
    pendingOutput = []
    if !changes.isEmpty {
      frameEncoder.encode(from: &lastFrame, to: frame, changes: changes, into: &bytes)
    }
    frameEncoder.placeCursor(at: frame.cursor, into: &bytes)
    defer { frameBytes = bytes }
    // The frame's cells are kept, not copied: a ``AppLoop`` draws its next frame into its
    // other canvas, and by the frame after that this one has been let go (see
    // `AppLoop.redraw()`); a caller that reuses one canvas pays one copy-on-write instead.
    lastFrame = frame
    do {
      try writeFrame(bytes)
    } catch {
      writeError = error
      lastFrame = nil
    }
  }

  /// Writes `bytes` to the terminal with `write(2)`: once, unless the terminal takes only
  /// part of them or a signal interrupts the call, in which case the rest follows.
  func writeFrame(_ bytes: [UInt8]) throws(TerminalError) {
    let descriptor = fileno(outputFile)
    var written = 0
    while written < bytes.count {
      let result = Self.writeOnce(bytes, from: written, to: descriptor)
      if result > 0 {
        written += result
      } else if result < 0 && (errno == EINTR || errno == EAGAIN) {
        if errno == EAGAIN { waitUntilWritable(descriptor) }
      } else {
        throw .writeFailed(errno: result < 0 ? errno : EIO)
      }
    }
  }

  /// One `write(2)` of `bytes` from `start` on; its result.
  ///
  /// Nonisolated, like every closure the per-key path hands to the standard library: a
  /// main-actor closure passed there starts with a run-time check, in the concurrency
  /// runtime, that it runs on the main actor (decision 0131).
  nonisolated private static func writeOnce(_ bytes: [UInt8], from start: Int, to descriptor: Int32)
    -> Int
  {
    bytes.withUnsafeBytes { buffer in
      write(descriptor, buffer.baseAddress.map { $0 + start }, buffer.count - start)
    }
  }

  /// Waits until `descriptor` takes more bytes (an output in non-blocking mode).
  private func waitUntilWritable(_ descriptor: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&entry, 1, 1000)
  }
}
