internal import CNcurses
import StackCore
internal import StackPlatform

extension NcursesTerminal {
  /// How long start-up waits for the terminal to say where its cursor is.
  static let cursorQueryMilliseconds: Int32 = 1000

  /// Inline start-up (see ``InlineRegion``): sets the terminal's modes, asks where the
  /// cursor is, scrolls the screen up when the region does not fit under it, and offsets
  /// every frame line by the region's top.
  func startInline(height: Int, onExit: InlineExit) {
    let descriptor = fileno(outputFile)
    var saved = termios()
    let hasSettings = tcgetattr(descriptor, &saved) == 0
    if hasSettings {
      // As ncurses' cbreak, noecho and nonl: keys one by one, not echoed, Return as CR;
      // signals (Ctrl-C, Ctrl-Z) still work; no output flow control (``FlowControl``).
      var settings = FlowControl.off(saved)
      settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
      settings.c_iflag &= ~tcflag_t(ICRNL)
      withUnsafeMutableBytes(of: &settings.c_cc) { characters in
        characters[Int(VMIN)] = 1
        characters[Int(VTIME)] = 0
      }
      _ = tcsetattr(descriptor, TCSADRAIN, &settings)
    }
    let screen = inlineScreenSize()
    var bytes: [UInt8] = []
    var line = screen.height - 1  // Unknown: the bottom line, the usual place of a prompt.
    if let position = queryCursorPosition(timeoutMilliseconds: Self.cursorQueryMilliseconds) {
      line = position.row
      if position.column > 0 {
        bytes += Array("\r\n".utf8)
        line += 1
      }
    }
    let placement = InlineRegion.placement(
      startingAt: line, requestedHeight: height, screenLines: screen.height)
    bytes += scrollBytes(lines: placement.scrolled, screenLines: screen.height)
    try? writeFrame(bytes)
    inlineRegion = InlineRegion(
      top: placement.top, height: placement.height, requestedHeight: height, onExit: onExit,
      savedSettings: hasSettings ? saved : nil)
    size = Size(width: screen.width, height: placement.height)
    frameEncoder.lineOffset = placement.top
    frameEncoder.clearsLinesOnly = true
    frameEncoder.scrollsMovedLines = false
    frameEncoder.forgetTerminalState()
    pendingOutput += frameEncoder.capabilities.hideCursor + ModeSequences.mouseOn
  }

  /// After a resize, or after the program continued from a stop (the encoder then no longer
  /// knows its cursor): places the region again and returns the resize event. The region
  /// follows the cursor: its top is the cursor's line less the frame line the cursor was left
  /// on; when that is unknown the region starts at the cursor, as at start-up.
  func resizedInline() -> InputEvent {
    guard var region = inlineRegion else { return .resize(size) }
    let screen = inlineScreenSize()
    let knownLine = frameEncoder.cursorLine
    var bytes: [UInt8] = []
    var start = region.top
    if let position = queryCursorPosition(timeoutMilliseconds: Self.cursorQueryMilliseconds / 2) {
      if let knownLine {
        start = position.row - knownLine
      } else if position.column > 0 {
        bytes += Array("\r\n".utf8)
        start = position.row + 1
      } else {
        start = position.row
      }
    }
    let placement = InlineRegion.placement(
      startingAt: start, requestedHeight: region.requestedHeight, screenLines: screen.height)
    bytes += scrollBytes(lines: placement.scrolled, screenLines: screen.height)
    try? writeFrame(bytes)
    region.top = placement.top
    region.height = placement.height
    inlineRegion = region
    frameEncoder.lineOffset = region.top
    frameEncoder.forgetCursor()
    if ownsRestoration { TerminalRestoration.publishSequences(inline: region) }
    size = Size(width: screen.width, height: placement.height)
    lastFrame = nil
    return .resize(size)
  }

  /// After a stop, inline: mouse reporting back on (the signal handler took the rest back)
  /// and the region placed again from where the cursor is now.
  func continueInline() {
    pendingOutput += ModeSequences.mouseOn
    frameEncoder.forgetTerminalState()
    lastFrame = nil
    _ = raise(SIGWINCH)
  }

  /// Mouse events moved into the region's coordinates; those outside it dropped.
  func inlineEvents(_ events: [InputEvent]) -> [InputEvent] {
    guard let region = inlineRegion else { return events }
    return events.compactMap { event in
      guard case .mouse(let mouse) = event else { return event }
      let point = Point(x: mouse.point.x, y: mouse.point.y - region.top)
      guard point.y >= 0 && point.y < region.height else { return nil }
      switch mouse {
      case .press: return .mouse(.press(point))
      case .release: return .mouse(.release(point))
      case .wheelUp: return .mouse(.wheelUp(point))
      case .wheelDown: return .mouse(.wheelDown(point))
      }
    }
  }

  /// Newlines written on the last line, scrolling the screen up `lines` lines.
  private func scrollBytes(lines: Int, screenLines: Int) -> [UInt8] {
    guard lines > 0 else { return [] }
    let bottom = frameEncoder.capabilities.cursorAddress?.bytes(screenLines - 1, 0) ?? []
    return bottom + Array(repeating: 0x0A, count: lines)
  }

  /// The screen's size from the terminal (`LINES`/`COLUMNS` when both are set, clamped to
  /// what the terminal reports: ``EnvironmentSize``), 80×24 when nothing says; less the
  /// last column where the entry wraps at once (see `drawableSize()`).
  func inlineScreenSize() -> Size {
    let reported = EnvironmentSize.reported(by: fileno(outputFile))
    let screen =
      EnvironmentSize.clamped(to: reported) ?? reported ?? Size(width: 80, height: 24)
    let wrapsAtOnce = tigetflag("am") == 1 && tigetflag("xenl") != 1
    return Size(width: max(1, wrapsAtOnce ? screen.width - 1 : screen.width), height: screen.height)
  }

  /// Asks the terminal where its cursor is (`ESC [ 6 n`) and waits up to `milliseconds`
  /// for the answer: 0-based row and column, or nil when none came. Input read meanwhile
  /// (keys typed ahead) is kept for ``nextInput(timeoutMilliseconds:)``.
  func queryCursorPosition(timeoutMilliseconds milliseconds: Int32) -> (row: Int, column: Int)? {
    guard (try? writeFrame(ModeSequences.cursorPositionQuery)) != nil else { return nil }
    let descriptor = fileno(inputFile)
    var received: [UInt8] = []
    defer { inputBuffer += received }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    while true {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let elapsed = (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1_000_000
      let remaining = Int32(clamping: Int(milliseconds) - elapsed)
      guard remaining > 0 else { return nil }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, remaining)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return nil }
      let count = read(descriptor, readBuffer.baseAddress, readBuffer.count)
      guard count > 0 else { return nil }
      received += readBuffer.prefix(count)
      if let report = Self.cursorReport(in: received) {
        received.removeSubrange(report.range)
        return (max(0, report.row - 1), max(0, report.column - 1))
      }
    }
  }

  /// The first `ESC [ row ; column R` in `bytes` (1-based numbers) and where it is.
  static func cursorReport(in bytes: [UInt8]) -> (range: Range<Int>, row: Int, column: Int)? {
    var index = 0
    while index + 5 < bytes.count + 1 {
      guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[")
      else {
        index += 1
        continue
      }
      var numbers = [0]
      var end = index + 2
      var digits = 0
      while end < bytes.count {
        let byte = bytes[end]
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && digits < 6 {
          numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
          digits += 1
        } else if byte == UInt8(ascii: ";") && numbers.count == 1 && digits > 0 {
          numbers.append(0)
          digits = 0
        } else {
          break
        }
        end += 1
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "R"), numbers.count == 2, digits > 0 {
        return (index..<(end + 1), numbers[0], numbers[1])
      }
      index += 1
    }
    return nil
  }
}
