import StackCore
import StackTesting
import Testing

@testable import StackTerminal

/// What `TerminalCapabilities` reads from real terminfo entries (present or missing
/// capabilities, parameters formatted, padding dropped, the key table), when `rep` may repeat
/// any character, and when the terminal draws without colours.
@MainActor
@Suite(.serialized)
struct TerminalCapabilitiesTests {
  @Test func xterm256ColorHasEverythingTheEncoderUses() throws {
    let entry = try #require(capabilities(of: "xterm-256color"))
    #expect(entry.cursorAddress?.bytes(2, 5) == bytes("\u{1B}[3;6H"))
    #expect(entry.columnAddress?.bytes(4) == bytes("\u{1B}[5G"))
    #expect(entry.cursorRight?.bytes(3) == bytes("\u{1B}[3C"))
    #expect(entry.clear == bytes("\u{1B}[H\u{1B}[2J"))
    #expect(entry.clearToEndOfLine == bytes("\u{1B}[K"))
    #expect(entry.resetAttributes == bytes("\u{1B}(B\u{1B}[m"))
    #expect(entry.bold == bytes("\u{1B}[1m") && entry.dim == bytes("\u{1B}[2m"))
    #expect(entry.reverse == bytes("\u{1B}[7m") && entry.underline == bytes("\u{1B}[4m"))
    #expect(entry.foreground?.bytes(1) == bytes("\u{1B}[31m"))
    #expect(entry.foreground?.bytes(9) == bytes("\u{1B}[91m"))
    #expect(entry.foreground?.bytes(200) == bytes("\u{1B}[38;5;200m"))
    #expect(entry.background?.bytes(4) == bytes("\u{1B}[44m"))
    #expect(entry.scrollRegion?.bytes(0, 23) == bytes("\u{1B}[1;24r"))
    #expect(entry.scrollUp == bytes("\n") && entry.scrollUpMany?.bytes(3) == bytes("\u{1B}[3S"))
    #expect(entry.scrollDown == bytes("\u{1B}M"))
    #expect(entry.scrollDownMany?.bytes(2) == bytes("\u{1B}[2T"))
    // `rep` without its character: repeats the last one n - 1 more times.
    #expect(entry.repeatPrevious?.bytes(0, 5) == bytes("\u{1B}[4b"))
    #expect(entry.repeatsAnyCharacter)
    #expect(entry.keypadOn == bytes("\u{1B}[?1h\u{1B}="))
    #expect(entry.keypadOff == bytes("\u{1B}[?1l\u{1B}>"))
    let table = keySequences(of: "xterm-256color")
    let keys = Dictionary(table.map { ($0.bytes, $0.key) }) { first, _ in first }
    #expect(keys[bytes("\u{1B}OA")] == .up)  // kcuu1 in keypad-transmit mode
    #expect(keys[bytes("\u{1B}[A")] == .up)  // the normal-mode form, common
    #expect(keys[bytes("\u{1B}[Z")] == .backTab)
    #expect(table.count == Set(table.map(\.bytes)).count)
  }

  @Test func xtermHasEightColoursAndRep() throws {
    let entry = try #require(capabilities(of: "xterm"))
    #expect(entry.foreground?.bytes(1) == bytes("\u{1B}[31m"))
    #expect(entry.repeatPrevious != nil)
    #expect(entry.scrollRegion != nil && entry.scrollUpMany != nil)
  }

  @Test func vt100LacksColoursHpaIndnAndRepAndLosesItsPadding() throws {
    let entry = try #require(capabilities(of: "vt100"))
    #expect(entry.clear == bytes("\u{1B}[H\u{1B}[J"))  // `$<50>` dropped
    #expect(entry.cursorAddress?.bytes(0, 0) == bytes("\u{1B}[1;1H"))  // `$<5>` dropped
    #expect(entry.clearToEndOfLine == bytes("\u{1B}[K"))
    #expect(entry.bold == bytes("\u{1B}[1m"))
    #expect(entry.dim.isEmpty)
    #expect(entry.columnAddress == nil && entry.foreground == nil && entry.background == nil)
    #expect(entry.scrollUpMany == nil && entry.scrollDownMany == nil)
    #expect(entry.repeatPrevious == nil)
    #expect(entry.scrollRegion?.bytes(1, 8) == bytes("\u{1B}[2;9r"))
    #expect(entry.scrollDown == bytes("\u{1B}M"))
  }

  @Test func dumbHasNoCursorAddressingAndIsRefused() throws {
    let entry = try #require(capabilities(of: "dumb"))
    #expect(entry.cursorAddress == nil && entry.columnAddress == nil)
    #expect(entry.clear.isEmpty && entry.clearToEndOfLine.isEmpty)
    #expect(entry.scrollRegion == nil && entry.repeatPrevious == nil)
    #expect(entry.scrollUp == bytes("\n"))
    // Only the common key sequences: the entry describes no keys.
    #expect(keySequences(of: "dumb").count == KeySequences.common.count)
    #expect(throws: TerminalError.unsupported(term: "dumb", missing: ["cup", "clear"])) {
      let headless = try HeadlessNcurses(size: Size(width: 20, height: 5), termName: "dumb")
      headless.close()
    }
  }

  @Test func screenHasNoRepAndItsOwnHomeAndEnd() throws {
    let entry = try #require(capabilities(of: "screen"))
    #expect(entry.repeatPrevious == nil)
    #expect(entry.scrollUpMany != nil && entry.scrollDownMany != nil)
    #expect(entry.resetAttributes == bytes("\u{1B}[m\u{0F}"))
    let keys = Dictionary(keySequences(of: "screen").map { ($0.bytes, $0.key) }) { first, _ in first
    }
    #expect(keys[bytes("\u{1B}[1~")] == .home && keys[bytes("\u{1B}[4~")] == .end)
  }

  @Test func linuxHasItsOwnFunctionKeysAndBackTab() throws {
    let entry = try #require(capabilities(of: "linux"))
    #expect(entry.repeatPrevious == nil && entry.scrollUpMany == nil)
    #expect(entry.foreground?.bytes(2) == bytes("\u{1B}[32m"))
    let keys = Dictionary(keySequences(of: "linux").map { ($0.bytes, $0.key) }) { first, _ in first
    }
    #expect(keys[bytes("\u{1B}[[A")] == .function(1))
    #expect(keys[[0x1B, 0x09]] == .backTab)
  }

  @Test func repRepeatsOnlyASCIIInsideTmuxOrScreen() throws {
    let outside = try #require(capabilities(of: "xterm-256color"))
    #expect(outside.repeatsAnyCharacter)
    let screen = try #require(capabilities(of: "xterm-256color", insideMultiplexer: true))
    #expect(!screen.repeatsAnyCharacter)
    let tmux = withTerminfoEntry(
      "xterm-256color",
      environment: [
        "TMUX": "/tmp/tmux-test/default,1,0", "STY": nil, "XTERM_VERSION": "XTerm(379)",
        "TERM": "xterm-256color",
      ]
    ) { TerminalCapabilities() }
    #expect(tmux?.repeatsAnyCharacter == false)
  }

  /// Found in review: inside tmux reached through `ssh` or `sudo`, `TMUX` is gone and `TERM`
  /// may say xterm-256color, and tmux drops `rep` after a `─`: separators vanished. So any
  /// character is repeated only where the terminal is known to be xterm, or when asked.
  @Test func withoutSignsOfXtermOnlyASCIIIsRepeated() throws {
    let unknown = withTerminfoEntry(
      "xterm-256color",
      environment: [
        "TMUX": nil, "STY": nil, "XTERM_VERSION": nil, "STACKTUI_REPEAT": nil,
        "TERM": "xterm-256color",
      ]
    ) { TerminalCapabilities() }
    #expect(unknown?.repeatPrevious != nil)
    #expect(unknown?.repeatsAnyCharacter == false)
    let asked = withTerminfoEntry(
      "xterm-256color",
      environment: [
        "TMUX": nil, "STY": nil, "XTERM_VERSION": nil, "STACKTUI_REPEAT": "any",
        "TERM": "xterm-256color",
      ]
    ) { TerminalCapabilities() }
    #expect(asked?.repeatsAnyCharacter == true)
    let policy = RepeatPolicy.automatic
    #expect(
      !policy.repeatsAnyCharacter(
        xtermVersion: "XTerm(379)", tmux: nil, screenSession: nil, term: "tmux-256color"))
    #expect(
      !policy.repeatsAnyCharacter(
        xtermVersion: "XTerm(379)", tmux: nil, screenSession: nil, term: "screen"))
  }

  @Test func paddingIsDroppedOnlyWhenComplete() {
    func stripped(_ text: String) -> String {
      let result = text.withCString { TerminfoEntry.withoutPadding(UnsafeRawPointer($0)) }
      return String(decoding: result, as: UTF8.self)
    }
    #expect(stripped("\u{1B}[K$<3>") == "\u{1B}[K")
    #expect(stripped("a$<5*/>b$<2>") == "ab")
    #expect(stripped("cost $5") == "cost $5")
    #expect(stripped("a$<5") == "a$<5")  // Not closed: kept.
    #expect(stripped("") == "")
  }

  @Test func noColorAndMonochromeTerminalsDrawWithoutColours() throws {
    let saved = getenv("NO_COLOR").map { String(cString: $0) }
    defer {
      if let saved { setenv("NO_COLOR", saved, 1) } else { unsetenv("NO_COLOR") }
    }
    let size = Size(width: 20, height: 5)
    for (noColor, term, forced, monochrome) in [
      ("1", "xterm-256color", false, true), (nil, "xterm-256color", false, false),
      ("", "xterm-256color", false, false), (nil, "xterm-256color", true, true),
      (nil, "vt100", false, true),
    ] as [(String?, String, Bool, Bool)] {
      if let noColor { setenv("NO_COLOR", noColor, 1) } else { unsetenv("NO_COLOR") }
      let headless = try HeadlessNcurses(size: size, termName: term, forceMonochrome: forced)
      defer { headless.close() }
      let context = "NO_COLOR \(noColor ?? "unset") \(term) forced \(forced)"
      #expect(headless.terminal.isMonochrome == monochrome, "\(context)")
      #expect((headless.terminal.colors == nil) == monochrome, "\(context)")
      // A red frame on a monochrome screen sends no colour.
      var canvas = Canvas(size: size)
      canvas.write("red", at: .zero, style: CellStyle(foreground: .ansi(1)))
      var encoder = FrameEncoder(
        capabilities: headless.terminal.frameEncoder.capabilities, colors: headless.terminal.colors)
      var previous: Canvas?
      var output: [UInt8] = []
      let frame = ScreenFrame.fitting(canvas, to: size, monochrome: headless.terminal.isMonochrome)
      encoder.encode(
        from: &previous, to: frame, changes: CanvasDiff.changes(from: nil, to: frame), into: &output
      )
      #expect(output.contains("\u{1B}[31m") == !monochrome, "\(context)")
    }
  }
}
