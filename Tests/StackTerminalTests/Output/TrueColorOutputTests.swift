import StackCore
import StackTesting
import Testing

@testable import StackTerminal

/// 24-bit colour (decision 0635): asked for by `COLORTERM`, the terminfo entry or a `-direct`
/// `TERM`, never assumed; sent as `ESC[38;2;r;g;bm` where the terminal takes it, and as the
/// nearest colour it has elsewhere — checked on the bytes `FrameEncoder` sends, per depth.
@MainActor
@Suite(.serialized)
struct TrueColorOutputTests {
  static let size = Size(width: 20, height: 3)
  /// A colour far from every palette entry's exact value.
  static let teal = RGB(0x12, 0x80, 0x86)
  static let sand = RGB(0xF0, 0xDC, 0xB4)

  @Test(
    arguments: [
      ("truecolor", "xterm-256color", true), ("24bit", "xterm", true),
      ("TrueColor", "screen", false), (nil, "xterm-direct", true), (nil, "kitty-direct", true),
      ("yes", "xterm-256color", false), (nil, "xterm-256color", false), (nil, "xterm", false),
      ("", "direct", false),
    ] as [(String?, String?, Bool)])
  func theEnvironmentAsksForTrueColor(colorTerm: String?, term: String?, expected: Bool) {
    #expect(
      TrueColorDetection.takesTrueColor(
        colorTerm: colorTerm, term: term, entry: TrueColorDetection.EntryFlags()) == expected)
  }

  @Test func theTerminfoEntryAsksForTrueColor() throws {
    let none = TrueColorDetection.EntryFlags(colors: 256)
    #expect(!TrueColorDetection.takesTrueColor(colorTerm: nil, term: "foot", entry: none))
    for entry in [
      TrueColorDetection.EntryFlags(hasRGB: true, colors: 256),
      TrueColorDetection.EntryFlags(hasTc: true, colors: 256),
      TrueColorDetection.EntryFlags(colors: 1 << 24),
    ] {
      #expect(TrueColorDetection.takesTrueColor(colorTerm: nil, term: "foot", entry: entry))
    }
    // xterm-256color has neither `RGB` nor `Tc`.
    let xterm = try #require(
      withTerminfoEntry("xterm-256color") { TrueColorDetection.currentEntry(colors: 256) })
    #expect(xterm == TrueColorDetection.EntryFlags(colors: 256))
  }

  @Test func theContextsDepthFollowsTheDetection() {
    func depth(_ colors: Int?, _ environment: [String: String]) -> ColorDepth {
      TerminalAppearance.context(
        colorCount: colors, answeredBackground: nil, environment: { environment[$0] }
      ).colorDepth
    }
    #expect(depth(256, [:]) == .palette256)
    #expect(depth(256, ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(depth(8, ["TERM": "xterm-direct"]) == .trueColor)
    #expect(depth(16, [:]) == .ansi16)
    // No colours (NO_COLOR, a monochrome entry): attributes only, whatever COLORTERM says.
    #expect(depth(nil, ["COLORTERM": "truecolor"]) == .none)
    // GNU screen passes the outer COLORTERM on but does not take ESC[38;2 (decision 0660):
    // STY set, or a screen TERM outside tmux. tmux (TERM=screen*, TMUX set) takes it.
    let truecolor = ["COLORTERM": "truecolor"]
    #expect(depth(256, truecolor.merging(["STY": "1.pts-0.box"]) { $1 }) == .palette256)
    #expect(depth(256, truecolor.merging(["TERM": "screen-256color"]) { $1 }) == .palette256)
    #expect(
      depth(256, truecolor.merging(["TERM": "screen-256color", "TMUX": "/tmp/t,1,0"]) { $1 })
        == .trueColor)
    // The terminfo entry still counts inside screen.
    #expect(
      TrueColorDetection.takesTrueColor(
        colorTerm: "truecolor", term: "screen", entry: TrueColorDetection.EntryFlags(hasTc: true),
        insideScreen: true))
  }

  @Test func aTrueColorTerminalGetsTheColoursAsTheyAre() throws {
    try withColorTerminal { headless in
      var screen = encodedScreen(headless, colors: headless.terminal.colors)
      screen.encoder.sendsTrueColor = true
      let output = screen.show(frame())
      #expect(output.contains("\u{1B}[38;2;18;128;134m"))
      #expect(output.contains("\u{1B}[48;2;240;220;180m"))
      let folded = XtermPalette.nearest(to: Self.teal, among: 256)
      #expect(!output.contains("38;5;\(folded)m") && !output.contains("48;5;"))
      // Palette colours still go out as palette numbers.
      #expect(output.contains("\u{1B}[38;5;200m"))
      screen.check(frame())
    }
  }

  @Test func a256ColourTerminalGetsTheNearestPaletteEntry() throws {
    try withColorTerminal { headless in
      var screen = encodedScreen(headless, colors: headless.terminal.colors)
      let output = screen.show(frame())
      let foreground = XtermPalette.nearest(to: Self.teal, among: 256)
      let background = XtermPalette.nearest(to: Self.sand, among: 256)
      #expect(foreground >= 16 && background >= 16)  // Not folded onto the basic colours.
      #expect(output.contains("\u{1B}[38;5;\(foreground)m"))
      #expect(output.contains("\u{1B}[48;5;\(background)m"))
      #expect(!output.contains(";2;"))
      screen.check(frame())
    }
  }

  @Test(arguments: [16, 8])
  func aTerminalWithBasicColoursGetsTheNearestOfThem(count: Int) throws {
    try withColorTerminal { headless in
      let colors = ColorPairs(
        colorCount: Int32(count), pairLimit: 64, hasDefaultColors: true)
      var screen = encodedScreen(headless, colors: colors)
      var frame = Canvas(size: Self.size)
      // Nearest to a bright red among 16 is bright red (9); among 8, red (1).
      frame.write("r", at: .zero, style: CellStyle(foreground: .rgb(RGB(250, 10, 10))))
      let output = screen.show(frame)
      #expect(output.contains(count == 16 ? "\u{1B}[91m" : "\u{1B}[31m"))
      #expect(!output.contains("38;5;") && !output.contains(";2;"))
      screen.check(frame)
    }
  }

  @Test func trueColoursTakeNoColourPairs() throws {
    try withColorTerminal { headless in
      // Three pairs to give out; twenty 24-bit colours first, then two palette colours.
      let colors = ColorPairs(colorCount: 256, pairLimit: 4, hasDefaultColors: true)
      var screen = encodedScreen(headless, colors: colors)
      screen.encoder.sendsTrueColor = true
      var frame = Canvas(size: Self.size)
      for x in 0..<20 {
        let color = RGB(UInt8(x * 12), UInt8(255 - x * 12), UInt8(x * 5))
        frame.write("x", at: Point(x: x, y: 0), style: CellStyle(foreground: .rgb(color)))
      }
      frame.write("p", at: Point(x: 0, y: 2), style: CellStyle(foreground: .palette(200)))
      frame.write(
        "q", at: Point(x: 2, y: 2), style: CellStyle(foreground: .palette(33), background: .ansi(4))
      )
      let output = screen.show(frame)
      #expect(output.occurrences(of: "38;2;") == 20)
      #expect(output.contains("\u{1B}[38;5;200m"))
      #expect(output.contains("\u{1B}[38;5;33m") && output.contains("\u{1B}[44m"))
      screen.check(frame)
    }
  }

  @Test func withoutColoursOnlyTheAttributesGoOut() throws {
    // NO_COLOR: no colour pairs, and the frame's colours removed (ScreenFrame).
    var screen = EncodedScreen(
      capabilities: try #require(capabilities(of: "xterm-256color")), size: Self.size)
    screen.encoder.sendsTrueColor = true
    let shown = ScreenFrame.fitting(frame(), to: Self.size, monochrome: true)
    let output = screen.show(shown)
    #expect(output.contains("\u{1B}[1m"))
    #expect(!output.contains("38;") && !output.contains("48;") && !output.contains("\u{1B}[3"))
    screen.check(shown)
  }

  @Test func aDirectColourEntryGetsPaletteColoursAsSGR() throws {
    try withColorTerminal { headless in
      var screen = encodedScreen(headless, colors: headless.terminal.colors)
      screen.encoder.sendsTrueColor = true
      screen.encoder.sendsPaletteAsSGR = true
      var frame = Canvas(size: Self.size)
      frame.write("a", at: .zero, style: CellStyle(foreground: .ansi(1)))
      frame.write("b", at: Point(x: 2, y: 0), style: CellStyle(foreground: .ansi(9)))
      frame.write("c", at: Point(x: 4, y: 0), style: CellStyle(background: .palette(200)))
      let output = screen.show(frame)
      #expect(output.contains("\u{1B}[31m"))
      #expect(output.contains("\u{1B}[38;5;9m"))
      #expect(output.contains("\u{1B}[48;5;200m"))
      screen.check(frame)
    }
  }

  @Test func aHeadlessTerminalWithCOLORTERMDrawsInTrueColor() throws {
    let saved = getenv("COLORTERM").map { String(cString: $0) }
    setenv("COLORTERM", "truecolor", 1)
    defer { if let saved { setenv("COLORTERM", saved, 1) } else { unsetenv("COLORTERM") } }
    try withColorTerminal { headless in
      #expect(headless.terminal.renderContext.colorDepth == .trueColor)
      #expect(headless.terminal.frameEncoder.sendsTrueColor)
    }
    unsetenv("COLORTERM")
    try withColorTerminal { headless in
      #expect(headless.terminal.renderContext.colorDepth == .palette256)
      #expect(!headless.terminal.frameEncoder.sendsTrueColor)
    }
  }

  /// Bold text in 24-bit colours beside a palette colour.
  private func frame() -> Canvas {
    var frame = Canvas(size: Self.size)
    frame.write(
      "rgb", at: .zero,
      style: CellStyle(foreground: .rgb(Self.teal), background: .rgb(Self.sand), attributes: .bold))
    frame.write("pal", at: Point(x: 5, y: 1), style: CellStyle(foreground: .palette(200)))
    return frame
  }

  private func encodedScreen(_ headless: HeadlessNcurses, colors: ColorPairs?) -> EncodedScreen {
    EncodedScreen(
      capabilities: headless.terminal.frameEncoder.capabilities, colors: colors, size: Self.size)
  }
}
