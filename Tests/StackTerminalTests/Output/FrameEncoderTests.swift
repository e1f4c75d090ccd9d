import StackCore
import StackTesting
import Testing

@testable import StackTerminal

/// What `FrameEncoder` sends for small changes (`xterm-256color`, monochrome unless a test
/// starts a headless colour terminal): exact bytes where the shortest form is known, and
/// always the screen the bytes leave (``VTModel``) against the frame.
@MainActor
@Suite(.serialized)
struct FrameEncoderTests {
  static let size = Size(width: 40, height: 10)

  func xterm() throws -> TerminalCapabilities {
    try #require(capabilities(of: "xterm-256color"))
  }

  @Test func anUnchangedFrameEncodesToNothing() throws {
    var screen = EncodedScreen(capabilities: try xterm(), size: Self.size)
    var frame = Canvas(size: Self.size)
    frame.write("Hello 中文", at: Point(x: 2, y: 3), style: CellStyle(attributes: .bold))
    #expect(!screen.show(frame).isEmpty)
    #expect(screen.show(frame).isEmpty)
    var previous: Canvas? = frame
    var output: [UInt8] = []
    screen.encoder.encode(from: &previous, to: frame, changes: [], into: &output)
    #expect(output.isEmpty)
    screen.check(frame)
  }

  @Test func oneChangedCellIsACursorMoveAndTheCharacter() throws {
    var screen = EncodedScreen(capabilities: try xterm(), size: Self.size)
    var frame = Canvas(size: Self.size)
    frame.write("first line", at: .zero, style: .plain)
    screen.show(frame)
    frame.set(Cell("X"), at: Point(x: 30, y: 7))
    #expect(screen.show(frame) == bytes("\u{1B}[8;31HX"))
    // Further along the same line: a relative move (4 bytes) beats `hpa` and `cup`.
    frame.set(Cell("Y"), at: Point(x: 35, y: 7))
    #expect(screen.show(frame) == bytes("\u{1B}[4CY"))
    // The start of the next line: CR LF.
    frame.set(Cell("Z"), at: Point(x: 0, y: 8))
    #expect(screen.show(frame) == bytes("\r\nZ"))
    // Right on the same line: `cuf` (as short as `hpa` here), shorter than `cup`.
    frame.set(Cell("W"), at: Point(x: 20, y: 8))
    frame.set(Cell("V"), at: Point(x: 5, y: 8))
    #expect(screen.show(frame) == bytes("\u{1B}[4CV\u{1B}[14CW"))
    // Left on the same line: `hpa`.
    frame.set(Cell("U"), at: Point(x: 3, y: 8))
    #expect(screen.show(frame) == bytes("\u{1B}[4GU"))
    screen.check(frame)
  }

  @Test func attributesAndColoursAreSetWithSGRAndReset() throws {
    try withColorTerminal { headless in
      let terminal = headless.terminal
      var screen = EncodedScreen(
        capabilities: terminal.frameEncoder.capabilities, colors: terminal.colors,
        size: Self.size)
      var frame = Canvas(size: Self.size)
      frame.write("B", at: Point(x: 0, y: 0), style: CellStyle(attributes: .bold))
      frame.write("R", at: Point(x: 2, y: 0), style: CellStyle(attributes: [.reverse, .underline]))
      frame.write("D", at: Point(x: 4, y: 0), style: CellStyle(attributes: .dim))
      frame.write("F", at: Point(x: 6, y: 0), style: CellStyle(foreground: .ansi(1)))
      frame.write(
        "P", at: Point(x: 8, y: 0),
        style: CellStyle(foreground: .palette(200), background: .ansi(4)))
      frame.write("n", at: Point(x: 10, y: 0), style: .plain)
      let output = screen.show(frame)
      for sequence in ["[1m", "[7m", "[4m", "[2m", "[31m", "[38;5;200m", "[44m"] {
        #expect(output.contains("\u{1B}" + sequence), "\(sequence)")
      }
      #expect(output.contains("\u{1B}(B\u{1B}[m"))  // sgr0 before attributes go off
      screen.check(frame)
      // Leaving: attributes are reset only when something is on.
      var end: [UInt8] = []
      screen.encoder.finish(into: &end)
      #expect(end.isEmpty)  // The last cell drawn was plain (the blanks after "n").
      frame.write("!", at: Point(x: 39, y: 9), style: CellStyle(attributes: .bold))
      screen.show(frame)
      screen.encoder.finish(into: &end)
      #expect(end == bytes("\u{1B}(B\u{1B}[m"))
    }
  }

  @Test func aMonochromeScreenGetsAttributesButNoColours() throws {
    var screen = EncodedScreen(capabilities: try xterm(), size: Self.size)
    var frame = Canvas(size: Self.size)
    frame.write("red", at: .zero, style: CellStyle(foreground: .ansi(1), attributes: .bold))
    let output = screen.show(frame)
    #expect(output.contains("\u{1B}[1m"))
    #expect(!output.contains("\u{1B}[31m") && !output.contains("38;5"))
    screen.check(frame.withoutColors())
  }

  @Test func wideCharactersAndCombiningMarksLandInTheirCells() throws {
    var screen = EncodedScreen(capabilities: try xterm(), size: Self.size)
    var frame = Canvas(size: Self.size)
    frame.write("中文 😀 e\u{301}x ─", at: Point(x: 1, y: 1), style: .plain)
    let output = screen.show(frame)
    #expect(output.contains("中文 😀 e\u{301}x ─"))
    screen.check(frame)
    // Overwriting halves of wide characters: the other halves become blanks.
    frame.write("ab", at: Point(x: 2, y: 1), style: .plain)
    screen.show(frame)
    screen.check(frame)
    frame.write("字", at: Point(x: 38, y: 1), style: .plain)  // In the last two columns.
    screen.show(frame)
    screen.check(frame)
  }

  @Test func theLastColumnIsWrittenWithoutWrappingOrScrolling() throws {
    var screen = EncodedScreen(capabilities: try xterm(), size: Size(width: 10, height: 5))
    var frame = Canvas(size: Size(width: 10, height: 5))
    frame.write("abcdefghij", at: .zero, style: .plain)
    frame.write("Z", at: Point(x: 9, y: 4), style: .plain)  // Bottom-right corner.
    screen.show(frame)
    screen.check(frame)
    // After the edge the cursor is unknown: the next change is addressed absolutely.
    frame.write("k", at: Point(x: 0, y: 1), style: .plain)
    frame.write("Y", at: Point(x: 9, y: 1), style: .plain)
    frame.write("m", at: Point(x: 0, y: 2), style: .plain)
    let output = screen.show(frame)
    #expect(output.contains("\u{1B}[3;1H"))
    screen.check(frame)
  }

  @Test func blanksAtTheEndOfALineAreClearedWithEL() throws {
    var screen = EncodedScreen(capabilities: try xterm(), size: Self.size)
    var frame = Canvas(size: Self.size)
    frame.write(String(repeating: "x", count: 40), at: Point(x: 0, y: 2), style: .plain)
    screen.show(frame)
    frame = Canvas(size: Self.size)
    frame.write("ab", at: Point(x: 0, y: 2), style: .plain)
    let output = screen.show(frame)
    #expect(output.contains("\u{1B}[K"))
    #expect(output.count < 20)
    screen.check(frame)
  }
}

extension Canvas {
  /// This canvas with every cell's colours removed (attributes kept).
  func withoutColors() -> Canvas {
    var copy = self
    copy.removeColors()
    return copy
  }
}
