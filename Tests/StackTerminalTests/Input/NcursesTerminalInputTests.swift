import StackCore
import StackTerminal
import StackTesting
import Testing

/// `NcursesTerminal.nextInput` (one `poll`, reads of up to 4 KiB, `InputDecoder`) with input
/// fed through the headless terminal's pipe: characters and sequences cut by the 4 KiB read
/// boundary, the end of the input, timeouts, and a resize arriving with keys pending.
@MainActor
@Suite(.serialized)
struct NcursesTerminalInputTests {
  /// All events until the input has nothing more within `timeout` ms.
  func drain(_ terminal: NcursesTerminal, timeout: Int = 200) -> [InputEvent] {
    var events: [InputEvent] = []
    while let event = terminal.nextInput(timeoutMilliseconds: timeout) { events.append(event) }
    return events
  }

  @Test func aCharacterCutByTheReadBoundaryArrivesWhole() throws {
    try withHeadlessTerminal { headless in
      // 2047 "é" fill 4094 bytes: "中" straddles the end of the first 4096-byte read.
      try headless.feed(String(repeating: "é", count: 2047) + "中k")
      let events = drain(headless.terminal)
      #expect(events.count == 2049)
      #expect(events.prefix(2047).allSatisfy { $0 == .key(.character("é")) })
      #expect(events.suffix(2) == [.key(.character("中")), .key(.character("k"))])
    }
  }

  @Test func aSequenceCutByTheReadBoundaryIsOneKey() throws {
    try withHeadlessTerminal { headless in
      // The first read ends with `ESC [`; the rest is already waiting.
      try headless.feed(String(repeating: "j", count: 4094) + "\u{1B}[A" + "\u{1B}[<0;3;2M")
      let events = drain(headless.terminal)
      #expect(events.count == 4096)
      #expect(events.suffix(2) == [.key(.up), .mouse(.press(Point(x: 2, y: 1)))])
      #expect(!events.contains(.key(.escape)))
    }
  }

  @Test func keysInOneReadComeOneAtATimeThenNothing() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      try headless.feed("ab\u{1B}OP")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.character("a")))
      // The read took everything: a zero timeout returns what was read, then nil.
      #expect(terminal.nextInput(timeoutMilliseconds: 0) == .key(.character("b")))
      #expect(terminal.nextInput(timeoutMilliseconds: 0) == .key(.function(1)))
      #expect(terminal.nextInput(timeoutMilliseconds: 0) == nil)
    }
  }

  @Test func aTimeoutWithoutInputReturnsNilInTime() throws {
    try withHeadlessTerminal { headless in
      let clock = ContinuousClock()
      let start = clock.now
      #expect(headless.terminal.nextInput(timeoutMilliseconds: 100) == nil)
      let elapsed = clock.now - start
      #expect(elapsed >= .milliseconds(100))  // Never early: the wait is rounded up.
      // Not a timing goal: a ceiling no loaded machine reaches, that a timeout taken as
      // seconds instead of milliseconds (100 s) would.
      #expect(elapsed < .seconds(60))
    }
  }

  @Test func aTimeoutTooLargeForAnyClockWaitsForInputInsteadOfTrapping() throws {
    try withHeadlessTerminal { headless in
      try headless.feed("a")
      #expect(headless.terminal.nextInput(timeoutMilliseconds: Int.max) == .key(.character("a")))
      try headless.feed("b")
      #expect(
        headless.terminal.nextInput(timeoutMilliseconds: Int.max - 1) == .key(.character("b")))
    }
  }

  @Test func theEndOfTheInputEndsWaiting() throws {
    try withHeadlessTerminal { headless in
      try headless.feed("q")
      headless.closeInput()
      #expect(headless.terminal.nextInput(timeoutMilliseconds: nil) == .key(.character("q")))
      #expect(headless.terminal.nextInput(timeoutMilliseconds: nil) == nil)
      #expect(headless.terminal.nextInput(timeoutMilliseconds: 0) == nil)
    }
  }

  @Test func aResizeWithKeysPendingLosesNeither() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      let newSize = Size(width: 30, height: 8)
      setenv("LINES", String(newSize.height), 1)
      setenv("COLUMNS", String(newSize.width), 1)
      try headless.feed("xy")
      raise(SIGWINCH)  // Before the poll: the self-pipe keeps it.
      let events = drain(terminal)
      #expect(events.filter { $0 == .resize(newSize) }.count == 1)
      #expect(
        events.filter { $0 != .resize(newSize) } == [.key(.character("x")), .key(.character("y"))])
      #expect(terminal.size == newSize)
    }
  }
}
