internal import CNcurses
import StackCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension NcursesTerminal {
  /// The next key, mouse or resize event (see ``Terminal/nextInput(timeoutMilliseconds:)``).
  ///
  /// Reads bytes and key codes with `wtimeout` + `wgetch`, assembles characters with
  /// ``UTF8InputDecoder`` (bytes that are not UTF-8 are dropped, and the key after them works)
  /// and decodes keys with ``KeyDecoder``. `wget_wch` is not used: after a byte that cannot
  /// start a character it keeps every later byte, waiting for a character that never
  /// completes, until a key code or a resize arrives. `KEY_RESIZE` gives
  /// `.resize` with the new size (and the next frame is drawn in full on a cleared screen);
  /// `KEY_MOUSE` is read with `getmouse` and decoded with ``MouseDecoder`` (a click gives two
  /// events; the second is returned by the next call). Keys that decode to nothing are
  /// skipped. With a nil timeout this returns nil only when the input has ended.
  public func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
    if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
    guard isRunning else { return nil }
    let clock = ContinuousClock()
    let deadline = timeoutMilliseconds.map { clock.now + .milliseconds(max(0, $0)) }
    var failures = 0
    while true {
      if ownsRestoration && TerminalRestoration.takeContinued() { continueAfterStop() }
      var wait: Int32 = -1
      if let deadline {
        let remaining = clock.now.duration(to: deadline).components
        let milliseconds = remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000
        wait = Int32(clamping: max(0, milliseconds))
      }
      wtimeout(window, wait)
      // A SIGWINCH that arrived while we were not reading is only noticed by ncurses when
      // it refreshes; without this, a blocking read would sleep through it until a key.
      _ = doupdate()
      let code = wgetch(window)
      if code == ERR {
        // A timeout, an interrupted read, or the end of the input.
        if let deadline {
          if clock.now >= deadline || inputHasEnded() { return nil }
        } else {
          failures += 1
          if inputHasEnded() || failures >= 100 { return nil }
        }
        continue
      }
      failures = 0
      if let event = event(code: code) {
        return event
      }
      if let deadline, clock.now >= deadline { return nil }
    }
  }

  /// The event for one `wgetch` result (a byte, or a key code above 0xFF), handling UTF-8,
  /// resize and mouse reports.
  private func event(code: Int32) -> InputEvent? {
    guard code > 0xFF else {
      var character: Unicode.Scalar?
      for output in utf8Decoder.decode(UInt8(truncatingIfNeeded: code)) {
        if case .scalar(let scalar) = output { character = scalar }
      }
      guard let character else { return nil }
      if character == "\u{1B}" && !escapeStandsAlone() { return nil }
      return KeyDecoder.decode(character.value, isKeyCode: false)
    }
    // A key code ends a character that was cut short.
    _ = utf8Decoder.finish()
    switch code {
    case KEY_RESIZE:
      size = Self.drawableSize()
      lastFrame = nil
      _ = clearok(window, true)  // Repaint everything: the terminal may show stale cells.
      return .resize(size)
    case KEY_MOUSE:
      var id: Int32 = 0
      var x: Int32 = 0
      var y: Int32 = 0
      var state: mmask_t = 0
      guard stacktui_getmouse(&id, &x, &y, &state) == OK else { return nil }
      let events = MouseDecoder.decode(buttonState: UInt64(state), x: Int(x), y: Int(y))
      guard let first = events.first else { return nil }
      pendingEvents.append(contentsOf: events.dropFirst().map(InputEvent.mouse))
      return .mouse(first)
    default:
      return KeyDecoder.decode(UInt32(code), isKeyCode: true)
    }
  }

  /// After an ESC character: true when it is the Esc key on its own.
  ///
  /// ncurses (keypad mode) waits the escape delay for the rest of an escape sequence and
  /// decodes the sequences the terminfo entry describes. Input that is still there right
  /// behind an ESC is Alt plus a key (`ESC j`) or a sequence this terminal type does not
  /// describe (`ESC [ 1 ; 9 A`): it is read to its end and dropped, so that it neither acts
  /// as Esc (which quits many programs) nor types its tail as keys.
  private func escapeStandsAlone() -> Bool {
    wtimeout(window, 0)
    let next = wgetch(window)
    if next == ERR { return true }
    if next > 0xFF {
      // Alt plus a key ncurses decoded (ESC ESC [ A): dropped, unless it is not a key.
      guard next == KEY_RESIZE || next == KEY_MOUSE else { return false }
      _ = ungetch(next)
      return true
    }
    switch next {
    case 0x5B:  // "[": a control sequence, up to its final byte (@ to ~).
      for _ in 0..<32 {
        let byte = wgetch(window)
        if byte == ERR || byte > 0xFF || (0x40...0x7E).contains(byte) { break }
      }
    case 0x4F:  // "O": one more character.
      _ = wgetch(window)
    default:
      // Alt plus a character. The rest of a multi-byte character, if any, reaches the UTF-8
      // decoder without its start and is dropped there.
      break
    }
    return false
  }

  /// After the process was stopped and continued: the signal handler gave the program its
  /// terminal settings back and re-entered the alternate screen, the keypad mode and the
  /// hidden cursor; this turns mouse reporting back on (ncurses chose its bytes) and asks
  /// ncurses to check the size with a SIGWINCH (a stopped job is not told of resizes), so the
  /// next read reports a resize and the whole screen is redrawn.
  private func continueAfterStop() {
    _ = mousemask(0, nil)
    Self.enableMouse()
    lastFrame = nil
    _ = clearok(window, true)
    _ = raise(SIGWINCH)
  }

  /// True when the input stream is closed or hung up (reads would fail forever).
  private func inputHasEnded() -> Bool {
    var descriptor = pollfd(fd: fileno(inputFile), events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) >= 0 else { return false }
    let ended = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
    return descriptor.revents & ended != 0 && descriptor.revents & Int16(POLLIN) == 0
  }
}
