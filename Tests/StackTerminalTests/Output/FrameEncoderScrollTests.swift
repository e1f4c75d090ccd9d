import StackCore
import Testing

@testable import StackTerminal

/// Lines that moved are scrolled with a scrolling region (`csr` and `ind`/`indn` or
/// `ri`/`rin`), and the screen the bytes leave (``VTModel``) is the new frame.
@MainActor
@Suite(.serialized)
struct FrameEncoderScrollTests {
  static let size = Size(width: 40, height: 10)

  /// Texts that differ in most of their cells, so that a row moved to another line is
  /// cheaper to scroll there than to patch.
  static let texts = [
    "apples and pears", "a quick brown fox", "lorem ipsum dolor sit", "mail from Bob",
    "kernel: eth0 link up", "TODO: write the docs", "12:04 build passed",
  ]

  /// A list of rows "Row i: <text>", line `selected` reversed, from `offset`, between a
  /// header and a footer when `framed`.
  static func list(offset: Int, selected: Int? = nil, framed: Bool = false) -> Canvas {
    var canvas = Canvas(size: size)
    let lines = framed ? 1..<size.height - 1 : 0..<size.height
    for y in lines {
      let row = offset + y - lines.lowerBound
      let style = row == selected ? CellStyle(attributes: .reverse) : .plain
      canvas.write(
        "Row \(row): \(texts[row % texts.count])", at: Point(x: 0, y: y), style: style)
    }
    if framed {
      canvas.write("Header", at: .zero, style: CellStyle(attributes: .bold))
      canvas.write(String(repeating: "─", count: 40), at: Point(x: 0, y: 9), style: .plain)
    }
    return canvas
  }

  /// Shows `first`, then `second`; checks both screens; returns the second frame's bytes.
  func scroll(
    from first: Canvas, to second: Canvas, entry: String = "xterm-256color",
    scrolls: Bool = true
  ) throws -> [UInt8] {
    var screen = EncodedScreen(
      capabilities: try #require(capabilities(of: entry)), size: first.size)
    screen.encoder.scrollsMovedLines = scrolls
    screen.show(first)
    screen.check(first, "\(entry) first")
    let output = screen.show(second)
    screen.check(second, "\(entry) second")
    return output
  }

  @Test func aListScrolledUpByOneLineUsesTheScrollRegion() throws {
    let output = try scroll(from: Self.list(offset: 0), to: Self.list(offset: 1))
    #expect(output.contains("\u{1B}[1;10r"))
    #expect(output.count < 80)  // One new line of 30 characters and the scroll.
  }

  @Test func aListScrolledDownUsesReverseScrolling() throws {
    let output = try scroll(from: Self.list(offset: 10), to: Self.list(offset: 7))
    #expect(output.contains("\u{1B}[3T"))
    #expect(output.count < 150)
  }

  @Test func onlyTheListBetweenHeaderAndFooterScrolls() throws {
    let output = try scroll(
      from: Self.list(offset: 0, framed: true), to: Self.list(offset: 2, framed: true))
    #expect(output.contains("\u{1B}[2;9r"))
    #expect(output.contains("\u{1B}[2S"))
    #expect(output.contains("\u{1B}[1;10r"))  // The region is reset afterwards.
    #expect(!output.contains("Header"))
  }

  @Test func theSelectionMovingWithTheScrollIsRedrawn() throws {
    _ = try scroll(
      from: Self.list(offset: 0, selected: 9), to: Self.list(offset: 1, selected: 10))
  }

  @Test func entriesWithoutIndnOrRinScrollOneLineAtATime() throws {
    let up = try scroll(from: Self.list(offset: 0), to: Self.list(offset: 2), entry: "vt100")
    #expect(up.contains("\u{1B}[1;10r"))
    #expect(up.occurrences(of: "\n") >= 2)
    let down = try scroll(from: Self.list(offset: 5), to: Self.list(offset: 3), entry: "linux")
    #expect(down.occurrences(of: "\u{1B}M") == 2)
  }

  @Test func withoutScrollingMovedLinesAreRedrawn() throws {
    let output = try scroll(from: Self.list(offset: 0), to: Self.list(offset: 1), scrolls: false)
    #expect(!output.contains("r\u{1B}"))
    #expect(!output.contains("\u{1B}[1;10r"))
  }

  @Test func smallChangesDoNotScroll() throws {
    // Two changed lines cannot pay for a scroll.
    var second = Self.list(offset: 0)
    second.write("changed", at: Point(x: 0, y: 3), style: .plain)
    second.write("changed", at: Point(x: 0, y: 4), style: .plain)
    let output = try scroll(from: Self.list(offset: 0), to: second)
    #expect(!output.contains("\u{1B}[1;10r"))
  }

  /// Rows "Row i: some text for the row" with a separator line under each on an 80x24
  /// screen, from row `offset`, row `selected` reversed: the demo's list screen.
  static func separatedRows(offset: Int, selected: Int) -> Canvas {
    var canvas = Canvas(size: Size(width: 80, height: 24))
    for y in 0..<24 {
      let row = offset + y / 2
      if y % 2 == 1 {
        canvas.write(String(repeating: "─", count: 80), at: Point(x: 0, y: y), style: .plain)
      } else {
        let style = row == selected ? CellStyle(attributes: .reverse) : .plain
        canvas.write("Row \(row): some text for the row", at: Point(x: 0, y: y), style: style)
      }
    }
    return canvas
  }

  @Test func rowsThatDifferInTheirNumberOnlyArePatchedWhereTheyAre() throws {
    // Scrolling by a row would blank a separator line (80 `─`, 240 bytes without `rep`) and
    // a row; patching each row's number where it is costs a cursor move and a digit.
    let output = try scroll(
      from: Self.separatedRows(offset: 10, selected: 21),
      to: Self.separatedRows(offset: 11, selected: 22), entry: "screen")
    #expect(!output.contains("\u{1B}[1;24r"))
    #expect(!output.contains("─"))
    #expect(output.count < 150)
  }

  @Test func movedRowsThatDifferFromWhatIsInPlaceAreStillScrolled() throws {
    // The same move with rows whose texts differ: scrolling saves redrawing them.
    let output = try scroll(from: Self.list(offset: 0), to: Self.list(offset: 1), entry: "screen")
    #expect(output.contains("\u{1B}[1;10r"))
  }

  @Test func lineHashesKeptThroughFramesThatDoNotScrollStillFindTheNextMove() throws {
    // A frame with two changed lines does not search for moved lines, but the hashes of
    // those lines must follow: the next frame moves them up a line, intact.
    var screen = EncodedScreen(
      capabilities: try #require(capabilities(of: "screen")), size: Self.size)
    screen.show(Self.list(offset: 0))
    _ = screen.show(Self.list(offset: 1))  // Scrolls: the encoder now knows the lines.
    var edited = Self.list(offset: 1)
    edited.write("edited line three", at: Point(x: 0, y: 3), style: .plain)
    edited.write("edited line four", at: Point(x: 0, y: 4), style: .plain)
    _ = screen.show(edited)
    var moved = Self.list(offset: 2)
    moved.write("edited line three", at: Point(x: 0, y: 2), style: .plain)
    moved.write("edited line four", at: Point(x: 0, y: 3), style: .plain)
    let output = screen.show(moved)
    screen.check(moved, "after the move")
    #expect(output.contains("\u{1B}[1;10r"))
    #expect(!output.contains("edited"))
  }
}
