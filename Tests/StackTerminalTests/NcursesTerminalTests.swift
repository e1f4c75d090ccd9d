import StackCore
import StackTerminal
import StackTesting
import Testing

/// Runs the real ncurses back end headless: `newterm("xterm-256color")` reading from a pipe
/// the test writes to and writing to a pipe the test drains, with the size fixed by
/// LINES/COLUMNS. ncurses keeps global state and is not thread-safe, hence `.serialized` and
/// the main actor.
@MainActor
@Suite(.serialized)
struct NcursesTerminalTests {
  static let size = Size(width: 40, height: 10)

  @Test func presentedCellsReadBackFromTheWindow() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      #expect(terminal.size == Self.size)
      var canvas = Canvas(size: Self.size)
      canvas.write("Hello, world", at: .zero, style: .plain)
      canvas.write("中文 and 😀!", at: Point(x: 2, y: 1), style: .plain)
      canvas.write(
        "bold", at: Point(x: 0, y: 2), style: CellStyle(attributes: [.bold, .underline]))
      canvas.write("e\u{301}", at: Point(x: 10, y: 2), style: .plain)
      canvas.write("Z", at: Point(x: 39, y: 9), style: .plain)  // Bottom-right corner.
      terminal.present(canvas)

      for y in 0..<Self.size.height {
        #expect(terminal.windowLine(y) == canvas.line(y), "line \(y)")
      }
      #expect(terminal.windowCell(x: 2, y: 1)?.text == "中")
      #expect(terminal.windowCell(x: 4, y: 1)?.text == "文")
      #expect(terminal.windowCell(x: 11, y: 1)?.text == "😀")
      #expect(terminal.windowCell(x: 13, y: 1)?.text == "!")
      #expect(terminal.windowCell(x: 10, y: 2)?.text.unicodeScalars.map(\.value) == [0x65, 0x301])
      #expect(terminal.windowCell(x: 39, y: 9)?.text == "Z")
      let bold = try #require(terminal.windowCell(x: 1, y: 2))
      #expect(bold.text == "o")
      #expect(bold.attributes == [.bold, .underline])
      #expect(terminal.windowCell(x: 5, y: 2)?.attributes == [])

      #expect(headless.counting.bytesWritten > 0)
      #expect(headless.counting.bytesWritten == headless.outputBytes())
    }
  }

  @Test func unchangedFrameWritesNothingAndOneCellIsCheap() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      var canvas = Canvas(size: Self.size)
      canvas.write("中文 😀 text", at: Point(x: 3, y: 4), style: CellStyle(foreground: .ansi(2)))
      terminal.present(canvas)
      let firstFrame = headless.outputBytes()
      #expect(firstFrame > 0)
      let afterFirst = headless.counting.bytesWritten

      terminal.present(canvas)
      #expect(headless.counting.bytesWritten == afterFirst)
      #expect(headless.outputBytes() == firstFrame)

      canvas.set(Cell("X"), at: Point(x: 30, y: 7))
      terminal.present(canvas)
      let oneCell = headless.counting.bytesWritten - afterFirst
      #expect(oneCell > 0)
      #expect(oneCell < 40)
      #expect(headless.outputBytes() == firstFrame + oneCell)
      #expect(terminal.windowCell(x: 30, y: 7)?.text == "X")
    }
  }

  @Test func canvasOfAnotherSizeIsFittedLikeTheVirtualTerminal() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      var large = Canvas(size: Size(width: 50, height: 12))
      large.write(String(repeating: "a", count: 39) + "中z", at: .zero, style: .plain)
      large.write("beyond the last line", at: Point(x: 0, y: 11), style: .plain)
      let virtual = VirtualTerminal(size: Self.size)
      terminal.present(large)
      virtual.present(large)
      for y in 0..<Self.size.height {
        #expect(terminal.windowLine(y) == virtual.screen.line(y), "line \(y)")
      }
      #expect(terminal.windowLine(0) == String(repeating: "a", count: 39))

      var small = Canvas(size: Size(width: 5, height: 2))
      small.write("small", at: .zero, style: .plain)
      terminal.present(small)
      #expect(terminal.windowLine(0) == "small")
      #expect(terminal.windowLine(1) == "")
    }
  }

  @Test func colouredCellsGetColourPairsUnlessMonochrome() throws {
    for monochrome in [false, true] {
      try withHeadlessTerminal(forceMonochrome: monochrome) { headless in
        let terminal = headless.terminal
        #expect(terminal.isMonochrome == monochrome || getenv("NO_COLOR") != nil)
        var canvas = Canvas(size: Self.size)
        let red = CellStyle(foreground: .ansi(1), attributes: .bold)
        let accent = CellStyle(foreground: .palette(208), background: .ansi(4))
        canvas.write("red", at: .zero, style: red)
        canvas.write("accent", at: Point(x: 0, y: 1), style: accent)
        canvas.write("again", at: Point(x: 0, y: 2), style: red)
        terminal.present(canvas)
        let first = try #require(terminal.windowCell(x: 0, y: 0))
        let second = try #require(terminal.windowCell(x: 0, y: 1))
        let third = try #require(terminal.windowCell(x: 0, y: 2))
        #expect(first.attributes == .bold)
        if terminal.isMonochrome {
          #expect([first.colorPair, second.colorPair] == [0, 0])
        } else {
          #expect(first.colorPair > 0)
          #expect(second.colorPair > 0)
          #expect(first.colorPair != second.colorPair)
          #expect(third.colorPair == first.colorPair)  // Cached.
        }
        #expect(terminal.windowCell(x: 10, y: 0)?.colorPair == 0)
      }
    }
  }

  @Test func decodesKeysFedThroughTheInputPipe() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      #expect(terminal.nextInput(timeoutMilliseconds: 0) == nil)
      try headless.feed("\u{1B}OA")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.up))
      try headless.feed("j")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.character("j")))
      try headless.feed("中\u{1B}[6~\u{2}\r\u{1B}[Z")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.character("中")))
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.pageDown))
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.ctrl("b")))
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.enter))
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.backTab))
      try headless.feed("\u{1B}")  // A lone Esc arrives after the 25 ms escape delay.
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.escape))
      #expect(terminal.nextInput(timeoutMilliseconds: 20) == nil)
    }
  }

  /// Bytes that are not UTF-8 (a Latin-1 paste, an 8-bit Meta key) are dropped and the keys
  /// after them still arrive; ncurses' own `wget_wch` kept every later key waiting.
  @Test func invalidUTF8InputIsDroppedAndTheNextKeysStillArrive() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      for bytes: [UInt8] in [[0xFF], [0x9B], [0xC3], [0xE9], [0xE2, 0x82]] {
        try headless.feed(bytes + Array("j".utf8))
        #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.character("j")), "\(bytes)")
      }
      try headless.feed([0xC3, 0xA9, 0xFF, 0x1B, 0x4F, 0x42, 0xE9, 0x1B])
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.character("é")))
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.down))
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .key(.escape))
      #expect(terminal.nextInput(timeoutMilliseconds: 20) == nil)
    }
  }

  @Test func decodesMouseReports() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      // xterm SGR mouse reports, 1-based "ESC [ < button ; column ; row M" (m: release).
      let point = Point(x: 4, y: 2)
      try headless.feed("\u{1B}[<0;5;3M")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .mouse(.press(point)))
      try headless.feed("\u{1B}[<0;5;3m")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .mouse(.release(point)))
      // A press and release read together come back from ncurses as one click.
      try headless.feed("\u{1B}[<0;9;1M\u{1B}[<0;9;1m")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .mouse(.press(Point(x: 8, y: 0))))
      #expect(terminal.nextInput(timeoutMilliseconds: 0) == .mouse(.release(Point(x: 8, y: 0))))
      try headless.feed("\u{1B}[<64;2;2M")
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .mouse(.wheelUp(Point(x: 1, y: 1))))
      try headless.feed("\u{1B}[<65;2;2M")
      #expect(
        terminal.nextInput(timeoutMilliseconds: 500) == .mouse(.wheelDown(Point(x: 1, y: 1))))
      // Other buttons are skipped.
      try headless.feed("\u{1B}[<2;3;3M")
      #expect(terminal.nextInput(timeoutMilliseconds: 100) == nil)
    }
  }

  @Test func resizeReportsTheNewSizeAndRedrawsEverything() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      var canvas = Canvas(size: Self.size)
      canvas.write("before", at: .zero, style: .plain)
      terminal.present(canvas)
      // ncurses takes the size from LINES/COLUMNS when the output is not a terminal.
      setenv("LINES", "6", 1)
      setenv("COLUMNS", "30", 1)
      raise(SIGWINCH)
      let newSize = Size(width: 30, height: 6)
      #expect(terminal.nextInput(timeoutMilliseconds: 500) == .resize(newSize))
      #expect(terminal.size == newSize)
      let before = headless.counting.bytesWritten
      var resized = Canvas(size: newSize)
      resized.write("after", at: .zero, style: .plain)
      terminal.present(resized)
      #expect(terminal.windowLine(0) == "after")
      #expect(headless.counting.bytesWritten > before)
    }
  }

  @Test func inputEndIsReportedToABlockingRead() throws {
    try withHeadlessTerminal { headless in
      try headless.feed("k")
      headless.closeInput()
      #expect(headless.terminal.nextInput(timeoutMilliseconds: nil) == .key(.character("k")))
      #expect(headless.terminal.nextInput(timeoutMilliseconds: nil) == nil)
    }
  }

  @Test func stopIsIdempotent() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      #expect(terminal.isRunning)
      terminal.stop()
      #expect(!terminal.isRunning)
      let bytes = headless.counting.bytesWritten
      terminal.stop()
      terminal.present(Canvas(size: Self.size))
      #expect(headless.counting.bytesWritten == bytes)
      #expect(terminal.nextInput(timeoutMilliseconds: 0) == nil)
    }
  }

  @Test func unknownTerminalTypeThrows() throws {
    try withHeadlessTerminal { headless in
      headless.terminal.stop()
      #expect(throws: TerminalError.cannotOpen(term: "no-such-terminal-stacktui")) {
        _ = try NcursesTerminal(
          termName: "no-such-terminal-stacktui", input: headless.input, output: headless.output)
      }
    }
  }

  /// `newterm` accepts `TERM=dumb`, and a screen drawn there is one long line of text: a
  /// terminal that cannot address the cursor or clear the screen is refused before anything
  /// is written.
  @Test func terminalTypesThatCannotAddressTheCursorAreRefusedBeforeDrawing() throws {
    try withHeadlessTerminal { headless in
      headless.terminal.stop()
      let written = headless.outputBytes()
      #expect(throws: TerminalError.unsupported(term: "dumb", missing: ["cup", "clear"])) {
        _ = try NcursesTerminal(termName: "dumb", input: headless.input, output: headless.output)
      }
      #expect(headless.outputBytes() == written)
    }
  }

  /// `TERM=ansi` says the cursor wraps as soon as the last column is written (`am` without
  /// `xenl`); terminals that wrap on the next character instead (all VT100-compatible ones)
  /// showed stale text. The last column is not drawn on such a terminal.
  @Test func terminalsThatWrapAtOnceAreDrawnWithoutTheirLastColumn() throws {
    try withHeadlessTerminal { headless in
      headless.terminal.stop()
      let terminal = try NcursesTerminal(
        termName: "ansi", input: headless.input, output: headless.output)
      defer { terminal.stop() }
      #expect(terminal.size == Size(width: Self.size.width - 1, height: Self.size.height))
    }
    try withHeadlessTerminal { headless in
      #expect(headless.terminal.size == Self.size)  // xterm-256color has xenl.
    }
  }

  @Test func errorDescriptions() {
    #expect(TerminalError.cannotOpen(term: "vt52x").description.contains("TERM=vt52x"))
    #expect(TerminalError.notATerminal(stream: "stdin").description.hasPrefix("stdin is not"))
    #expect(TerminalError.cannotOpen(term: "").description.contains("TERM is not set"))
    let dumb = TerminalError.unsupported(term: "dumb", missing: ["cup", "clear"]).description
    #expect(dumb.contains("TERM=dumb cannot move the cursor to any cell (cup) or clear"))
    // A terminal type comes from the environment: never echoed raw, never a screenful.
    let hostile = TerminalError.cannotOpen(term: "x\u{1B}]0;PWNED\u{7}\u{9B}\n").description
    #expect(hostile.contains("TERM=x\\u{1B}]0;PWNED\\u{7}\\u{9B}\\u{A} "))
    #expect(!hostile.unicodeScalars.contains { $0.properties.generalCategory == .control })
    let long = TerminalError.cannotOpen(term: String(repeating: "x", count: 10_000)).description
    #expect(long.count < 200 && long.contains("xxx…"))
  }
}
