internal import CNcurses
import StackCore
internal import StackPlatform

extension NcursesTerminal {
  /// The escape delay: how long the rest of an escape sequence may take to arrive before a
  /// lone ESC counts as the Esc key.
  static let escapeDelayMilliseconds: Int32 = 25

  /// How long a bracketed paste may pause before it counts as ended without its end mark
  /// (`ESC [ 201 ~`): a terminal sends a paste in one go, so a paste that goes quiet this
  /// long lost its end, and the keys typed next must act as keys.
  static let pasteQuietGapMilliseconds: Int64 = 500

  /// The next key, mouse or resize event (see ``Terminal/nextInput(timeoutMilliseconds:)``).
  ///
  /// Waits with one `poll` on the input and on the resize pipe (`WindowSizeSignal`), reads
  /// every byte available with one `read`, and decodes them with `InputDecoder`: keys from
  /// the escape sequences the terminfo entry describes (and the common xterm ones), mouse
  /// reports, and UTF-8 characters (bytes that are not UTF-8 are dropped, and the key after
  /// them works). A resize gives `.resize` with the new size, and the next frame is drawn in
  /// full on a cleared screen. Events that decode to nothing are skipped. With a nil timeout
  /// this returns nil only when the input has ended (or a frame could not be written). A zero
  /// timeout right after a read that emptied the input returns the events already read
  /// without another `poll`.
  public func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
    if case .event(let event) = wait(timeoutMilliseconds: timeoutMilliseconds, orReadable: []) {
      return event
    }
    return nil
  }

  /// Waits as ``nextInput(timeoutMilliseconds:)`` does, in the same `poll` that watches
  /// `descriptors`: ``InputWait/ready`` as soon as one of them is readable.
  public func nextInput(timeoutMilliseconds: Int?, orReadable descriptors: [Int32]) -> InputWait {
    wait(timeoutMilliseconds: timeoutMilliseconds, orReadable: descriptors)
  }

  /// The input and the resize pipe (when this terminal watches resizes).
  public var inputDescriptors: [Int32] {
    let resize = WindowSizeSignal.readDescriptor
    return resize >= 0 ? [fileno(inputFile), resize] : [fileno(inputFile)]
  }

  private func wait(timeoutMilliseconds: Int?, orReadable descriptors: [Int32]) -> InputWait {
    if !pendingEvents.isEmpty { return .event(pendingEvents.removeFirst()) }
    guard isRunning, writeError == nil else { return .ended }
    // Right after a read that emptied the input, a zero timeout (the run loop collecting
    // what else is pending before it draws) needs no second look: that read took it all.
    let inputWasJustEmptied = inputIsEmptied
    inputIsEmptied = false
    if timeoutMilliseconds == 0 && inputWasJustEmptied && inputStart >= inputBuffer.count
      && descriptors.isEmpty
    {
      return .timedOut
    }
    // In nanoseconds; a timeout past `Int32.max` ms (24 days) is no deadline.
    let deadline = timeoutMilliseconds.map { timeout in
      timeout >= Int(Int32.max)
        ? Int64.max : Self.monotonicNanoseconds() + Int64(max(0, timeout)) * 1_000_000
    }
    while true {
      if ownsRestoration && TerminalRestoration.takeContinued() { continueAfterStop() }
      if resizeIsSignalled {
        resizeIsSignalled = false
        if WindowSizeSignal.takeResize() { return .event(resized()) }
      }
      if let event = decodeBufferedInput() { return .event(event) }
      if inputHasEnded { return .ended }
      var wait: Int32 = -1
      if let deadline, deadline < Int64.max {
        // Rounded up: the wait never ends before the deadline.
        let remaining = max(0, deadline - Self.monotonicNanoseconds())
        wait = Int32(clamping: (remaining + 999_999) / 1_000_000)
      }
      if inputDecoder.isInPaste {
        // A paste that went quiet ends (its end mark was lost): keys act as keys again.
        let quiet = Self.monotonicNanoseconds() - lastInputNanoseconds
        let gap = Self.pasteQuietGapMilliseconds * 1_000_000
        if quiet >= gap {
          if let event = endQuietPaste() { return .event(event) }
          continue
        }
        let untilGap = Int32(clamping: (gap - quiet + 999_999) / 1_000_000)
        wait = wait < 0 ? untilGap : min(wait, untilGap)
      }
      switch waitForInput(milliseconds: wait, orReadable: descriptors) {
      case .other: return .ready
      case .input: continue
      case .nothing:
        if let deadline, Self.monotonicNanoseconds() >= deadline {
          return timeoutMilliseconds == nil ? .ended : .timedOut
        }
      }
    }
  }

  /// `CLOCK_MONOTONIC` in nanoseconds: a plain integer, no concurrency runtime on the per-key
  /// path (docs/decisions/0131).
  nonisolated private static func monotonicNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
  }

  /// The next event from the bytes read so far, waiting up to the escape delay for the rest
  /// of an escape sequence; nil when the bytes give none.
  private func decodeBufferedInput() -> InputEvent? {
    while inputStart < inputBuffer.count {
      var unit = inputDecoder.next(inputBuffer[inputStart...], final: false)
      if unit == nil {
        let before = inputBuffer.count
        if waitForInput(milliseconds: Self.escapeDelayMilliseconds) == .input
          && inputBuffer.count > before
        {
          continue
        }
        unit = inputDecoder.next(inputBuffer[inputStart...], final: true)
      }
      guard let unit else { break }
      inputStart += max(1, unit.length)
      let events = inlineRegion == nil ? unit.events : inlineEvents(unit.events)
      if let first = events.first {
        pendingEvents.append(contentsOf: events.dropFirst())
        return first
      }
    }
    inputBuffer.removeAll(keepingCapacity: true)
    inputStart = 0
    return nil
  }

  /// Ends the paste being read after a quiet gap: its text as the next event, if any.
  private func endQuietPaste() -> InputEvent? {
    let ended = inputDecoder.endPaste()
    let events = inlineRegion == nil ? ended : inlineEvents(ended)
    guard let first = events.first else { return nil }
    pendingEvents.append(contentsOf: events.dropFirst())
    return first
  }

  /// What one `poll` found.
  private enum PollResult { case nothing, input, other }

  /// Waits with `poll` until input or a resize is there, or one of `descriptors` is
  /// readable, at most `milliseconds` (-1: as long as it takes); reads the input when it is
  /// readable. The input comes first: ``PollResult/other`` only when no input or resize came.
  private func waitForInput(milliseconds: Int32, orReadable descriptors: [Int32] = [])
    -> PollResult
  {
    let ready = Self.pollOnce(
      input: fileno(inputFile), resize: WindowSizeSignal.readDescriptor, others: descriptors,
      milliseconds: milliseconds)
    if ready.input { readAvailableInput() }
    if ready.resize { resizeIsSignalled = true }
    if ready.input || ready.resize { return .input }
    return ready.other ? .other : .nothing
  }

  /// One `poll` on `input`, the `resize` pipe when it is open (not -1) and `others`: which
  /// are ready. Nonisolated for the reason given at ``writeOnce(_:from:to:)``.
  nonisolated private static func pollOnce(
    input: Int32, resize: Int32, others: [Int32], milliseconds: Int32
  ) -> (input: Bool, resize: Bool, other: Bool) {
    // On the stack: nothing is allocated per key.
    withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 2 + others.count) { descriptors in
      descriptors.initialize(repeating: pollfd(fd: input, events: Int16(POLLIN), revents: 0))
      descriptors[1].fd = resize  // -1 is skipped by poll.
      for (index, other) in others.enumerated() { descriptors[2 + index].fd = other }
      let count = poll(descriptors.baseAddress, nfds_t(descriptors.count), milliseconds)
      guard count > 0 else { return (false, false, false) }
      let other = descriptors[2...].contains { $0.revents != 0 }
      return (descriptors[0].revents != 0, descriptors[1].revents != 0, other)
    }
  }

  /// Reads what the input has (one `read` of up to 4 KiB) after `poll` said it is readable;
  /// a read that returns less than that emptied the input.
  /// Notes the end of the input (end of file, hang-up, or an error other than an
  /// interruption).
  private func readAvailableInput() {
    let capacity = readBuffer.count
    let count = read(fileno(inputFile), readBuffer.baseAddress, capacity)
    if count > 0 {
      inputBuffer.append(contentsOf: readBuffer.prefix(count))
      lastInputNanoseconds = Self.monotonicNanoseconds()
    }
    inputIsEmptied = count > 0 && count < capacity
    if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { inputHasEnded = true }
  }

  /// After a resize: the new size from the environment (`LINES`/`COLUMNS`, as ncurses takes
  /// it) or the terminal, given to ncurses (`resizeterm`); the next frame is drawn in full.
  private func resized() -> InputEvent {
    if inlineRegion != nil { return resizedInline() }
    if let screen = Self.screenSize(descriptors: [fileno(outputFile), fileno(inputFile)]) {
      _ = resizeterm(Int32(screen.height), Int32(screen.width))
    }
    if ownsRestoration { TerminalRestoration.publishSequences() }
    size = Self.drawableSize()
    lastFrame = nil
    return .resize(size)
  }

  /// The screen size: `LINES` and `COLUMNS` when both are set (ncurses lets them win),
  /// clamped to what the terminal reports (``EnvironmentSize``), else the first of
  /// `descriptors` that is a terminal; nil when neither says.
  private static func screenSize(descriptors: [Int32]) -> Size? {
    let reported = descriptors.lazy.compactMap(EnvironmentSize.reported(by:)).first
    return EnvironmentSize.clamped(to: reported) ?? reported
  }

  /// After the process was stopped and continued: the signal handler gave the program its
  /// terminal settings back and re-entered the alternate screen, the keypad mode and the
  /// hidden cursor; this turns mouse reporting back on (ncurses chose its bytes) and raises
  /// SIGWINCH (a stopped job is not told of resizes), so the next read reports a resize and
  /// the whole screen is redrawn.
  private func continueAfterStop() {
    if inlineRegion != nil { return continueInline() }
    _ = mousemask(0, nil)
    Self.enableMouse()
    _ = doupdate()  // Sends ncurses' mouse bytes (the screen has not changed for ncurses).
    frameEncoder.forgetTerminalState()
    lastFrame = nil
    _ = raise(SIGWINCH)
  }
}
