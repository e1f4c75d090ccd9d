import Testing

@testable import StackCore

@Suite struct CanvasTests {
  let red = CellStyle(foreground: .ansi(1))
  let bold = CellStyle(attributes: .bold)

  // MARK: - Styles and cells

  @Test func styleMergingAndMonochrome() {
    let base = CellStyle(foreground: .ansi(2), background: .palette(17), attributes: .bold)
    let overlay = CellStyle(background: .ansi(4), attributes: .reverse)
    #expect(
      base.merging(overlay)
        == CellStyle(foreground: .ansi(2), background: .ansi(4), attributes: [.bold, .reverse]))
    #expect(base.merging(.plain) == base)
    #expect(base.withoutColor() == CellStyle(attributes: .bold))
    #expect(CellStyle.plain == CellStyle())
  }

  @Test func cellWidths() {
    #expect(Cell.blank.grapheme == " ")
    #expect(Cell.blank.style == .plain)
    #expect(Cell.blank.width == 1)
    #expect(Cell(grapheme: "中").width == 2)
    #expect(Cell(grapheme: "e\u{301}").width == 1)
    #expect(Cell(grapheme: "", isContinuation: true).width == 0)
  }

  // MARK: - Basics

  @Test func newCanvasIsBlank() {
    let canvas = Canvas(size: Size(width: 3, height: 2))
    #expect(canvas.size == Size(width: 3, height: 2))
    #expect(canvas[2, 1] == .blank)
    #expect(canvas.cell(at: Point(x: 3, y: 0)) == nil)
    #expect(canvas.cell(at: Point(x: 0, y: -1)) == nil)
    #expect(canvas.lines == ["", ""])
    #expect(canvas.text == "\n")
    let dotted = Canvas(size: Size(width: 2, height: 1), fill: Cell(grapheme: "."))
    #expect(dotted.line(0) == "..")
  }

  @Test func writesAsciiAndReturnsColumns() {
    var canvas = Canvas(size: Size(width: 10, height: 2))
    #expect(canvas.write("hello", at: Point(x: 1, y: 1), style: bold) == 5)
    #expect(canvas.line(1) == " hello")
    #expect(canvas[1, 1] == Cell(grapheme: "h", style: bold))
    #expect(canvas[0, 1] == .blank)
    #expect(canvas.text == "\n hello")
  }

  @Test func writePastTheRightEdgeIsClippedButCounted() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    #expect(canvas.write("abcdef", at: Point(x: 1, y: 0), style: .plain) == 6)
    #expect(canvas.line(0) == " abc")
    #expect(canvas.write("xyz", at: Point(x: -2, y: 0), style: .plain) == 3)
    #expect(canvas.line(0) == "zabc")
    #expect(canvas.write("hidden", at: Point(x: 0, y: 5), style: .plain) == 6)
    #expect(canvas.line(0) == "zabc")
  }

  // MARK: - Wide characters

  @Test func wideCharactersTakeTwoCellsAndPrintOnce() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    #expect(canvas.write("中文ab", at: .zero, style: red) == 6)
    #expect(canvas.graphemes(0) == ["中", "", "文", "", "a", "b", " ", " "])
    #expect(canvas[1, 0] == Cell(grapheme: "", style: red, isContinuation: true))
    #expect(canvas[0, 0].width == 2)
    #expect(canvas[1, 0].width == 0)
    #expect(canvas.line(0) == "中文ab")
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func wideCharacterAtTheRightEdgeBecomesPadding() {
    var canvas = Canvas(size: Size(width: 5, height: 2))
    #expect(canvas.write("abcd中", at: .zero, style: red) == 6)
    #expect(canvas.graphemes(0) == ["a", "b", "c", "d", " "])
    #expect(canvas[4, 0] == Cell(grapheme: " ", style: red))
    #expect(canvas.write("abc😀", at: Point(x: 1, y: 1), style: .plain) == 5)
    #expect(canvas.graphemes(1) == [" ", "a", "b", "c", " "])
    #expect(canvas.lines == ["abcd", " abc"])
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("中文", at: .zero, style: red)
    canvas.write("x", at: Point(x: 1, y: 0), style: .plain)  // right half of 中
    #expect(canvas.graphemes(0) == [" ", "x", "文", "", " ", " "])
    #expect(canvas[0, 0] == Cell(grapheme: " ", style: red))  // keeps its style
    canvas.write("y", at: Point(x: 2, y: 0), style: .plain)  // left half of 文
    #expect(canvas.graphemes(0) == [" ", "x", "y", " ", " ", " "])
    #expect(canvas.wideCharactersAreWhole)

    canvas.write("中文", at: .zero, style: .plain)
    canvas.write("字", at: Point(x: 1, y: 0), style: .plain)  // straddles both
    #expect(canvas.graphemes(0) == [" ", "字", "", " ", " ", " "])
    #expect(canvas.line(0) == " 字")
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func setKeepsWideCharactersWhole() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.set(Cell(grapheme: "中", style: red), at: Point(x: 1, y: 0))
    #expect(canvas.graphemes(0) == [" ", "中", "", " "])
    #expect(canvas[2, 0].style == red)
    canvas.set(Cell(grapheme: "中"), at: Point(x: 3, y: 0))  // no room for the right half
    #expect(canvas.graphemes(0) == [" ", "中", "", " "])
    canvas.set(Cell(grapheme: "", style: bold, isContinuation: true), at: Point(x: 2, y: 0))
    #expect(canvas[2, 0] == Cell(grapheme: "", style: bold, isContinuation: true))
    canvas.set(Cell(grapheme: "", isContinuation: true), at: Point(x: 0, y: 0))
    #expect(canvas[0, 0] == .blank)
    canvas.set(Cell(grapheme: "z"), at: Point(x: 2, y: 0))
    #expect(canvas.graphemes(0) == [" ", " ", "z", " "])
    canvas.set(Cell(grapheme: "q"), at: Point(x: 9, y: 0))  // outside: ignored
    #expect(canvas.line(0) == "  z")
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func setNormalisesTheGrapheme() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.set(Cell(grapheme: "\n"), at: Point(x: 0, y: 0))
    canvas.set(Cell(grapheme: "ab"), at: Point(x: 1, y: 0))
    canvas.set(Cell(grapheme: "\u{301}"), at: Point(x: 2, y: 0))
    canvas.set(Cell(grapheme: ""), at: Point(x: 3, y: 0))
    canvas.set(Cell(grapheme: "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"), at: Point(x: 4, y: 0))
    #expect(
      canvas.graphemes(0) == [
        "\u{240A}", "a", " \u{301}", " ", "e\u{301}\u{302}\u{303}\u{304}", " ",
      ])
    #expect(canvas.holdsNoControlCharacters)
  }

  // MARK: - Zero-width scalars

  @Test func combiningMarksAttachToThePreviousCell() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    #expect(canvas.write("e\u{301}x中\u{308}", at: .zero, style: .plain) == 4)
    #expect(canvas.graphemes(0) == ["e\u{301}", "x", "中\u{308}", "", " ", " "])
    #expect(canvas.line(0) == "e\u{301}x中\u{308}")
    // At the start of a write, a mark attaches to the character left of it on the canvas.
    #expect(canvas.write("\u{302}y", at: Point(x: 4, y: 0), style: .plain) == 1)
    #expect(canvas.graphemes(0)[2] == "中\u{308}\u{302}")
    #expect(canvas[4, 0].grapheme == "y")
  }

  @Test func markWithNothingBeforeItIsDropped() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    #expect(canvas.write("\u{301}ab", at: .zero, style: .plain) == 2)
    #expect(canvas.graphemes(0) == ["a", "b", " ", " "])
    // The cell left of the clip is not touched.
    canvas.write(
      "\u{301}c", at: Point(x: 2, y: 0), style: .plain, clip: Rect(x: 2, y: 0, width: 2, height: 1))
    #expect(canvas.graphemes(0) == ["a", "b", "c", " "])
  }

  @Test func aCellKeepsAtMostFiveScalars() {
    var canvas = Canvas(size: Size(width: 2, height: 1))
    canvas.write("a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}", at: .zero, style: .plain)
    #expect(canvas[0, 0].grapheme == "a\u{300}\u{301}\u{302}\u{303}")
  }

  @Test func zeroWidthJoinerIsDropped() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    #expect(canvas.write("👨\u{200D}👩\u{200D}👧", at: .zero, style: .plain) == 6)
    #expect(canvas.graphemes(0) == ["👨", "", "👩", "", "👧", "", " ", " "])
    #expect(canvas.write("\u{2764}\u{FE0F}", at: .zero, style: .plain) == 1)
    #expect(canvas[0, 0].grapheme == "\u{2764}\u{FE0F}")
  }

  // MARK: - Tabs and controls

  @Test func tabsAdvanceToMultiplesOfEightFromTheWriteStart() {
    var canvas = Canvas(size: Size(width: 20, height: 1), fill: Cell(grapheme: "."))
    #expect(canvas.write("a\tb", at: Point(x: 2, y: 0), style: bold) == 9)
    #expect(canvas.line(0) == "..a       b.........")
    #expect(canvas[5, 0] == Cell(grapheme: " ", style: bold))
    #expect(canvas.write("12345678\t|", at: .zero, style: .plain) == 17)
    #expect(canvas.line(0) == "12345678        |...")
  }

  @Test func controlsAreStoredInTheirVisibleForm() {
    var canvas = Canvas(size: Size(width: 20, height: 1))
    let text = "a\nb\r\u{0}\u{1B}\u{7F}\u{85}\u{378}\u{2028}"
    #expect(canvas.write(text, at: .zero, style: .plain) == 18)
    #expect(canvas.line(0) == "a^Jb^M^@^[^?<85>\u{FFFD}\u{FFFD}")
    #expect(canvas.holdsNoControlCharacters)
    #expect(TextWidth.of(text) == 18)
  }

  // MARK: - Clipping

  @Test func writeOnlyTouchesCellsInsideTheClip() {
    var canvas = Canvas(size: Size(width: 10, height: 3), fill: Cell(grapheme: "."))
    let clip = Rect(x: 2, y: 1, width: 4, height: 1)
    #expect(canvas.write("abcdefgh", at: Point(x: 0, y: 1), style: .plain, clip: clip) == 8)
    #expect(canvas.write("abcdefgh", at: Point(x: 0, y: 0), style: .plain, clip: clip) == 8)
    #expect(canvas.lines == ["..........", "..cdef....", ".........."])
  }

  @Test func wideCharacterCutByTheClipBecomesPadding() {
    var canvas = Canvas(size: Size(width: 10, height: 1), fill: Cell(grapheme: "."))
    let clip = Rect(x: 1, y: 0, width: 4, height: 1)
    #expect(canvas.write("中文字", at: .zero, style: red, clip: clip) == 6)
    // 中 at 0-1 is cut by the left edge, 文 at 2-3 fits, 字 at 4-5 is cut by the right edge.
    #expect(canvas.graphemes(0) == [".", " ", "文", "", " ", ".", ".", ".", ".", "."])
    #expect(canvas[1, 0].style == red)
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func clipOutsideTheCanvasIsIgnored() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    let clip = Rect(x: -5, y: -5, width: 100, height: 100)
    #expect(canvas.write("abcdef", at: .zero, style: .plain, clip: clip) == 6)
    #expect(canvas.line(0) == "abc")
  }

  // MARK: - Fill, style, clear, resize

  @Test func fillIsClipped() {
    var canvas = Canvas(size: Size(width: 4, height: 3))
    canvas.fill(Rect(x: 2, y: 1, width: 10, height: 10), with: Cell(grapheme: "#", style: red))
    #expect(canvas.lines == ["", "  ##", "  ##"])
    #expect(canvas[3, 2].style == red)
  }

  @Test func fillWithAWideCharacterLaysOutPairs() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: Cell(grapheme: "中"))
    #expect(canvas.graphemes(0) == ["中", "", "中", "", " ", " "])
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func fillOverHalfOfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("中文字", at: .zero, style: .plain)
    canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell(grapheme: "-"))
    #expect(canvas.graphemes(0) == [" ", "-", "-", " ", "字", ""])
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func applyStyleMergesAndKeepsText() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.write("ab中d", at: .zero, style: red)
    canvas.applyStyle(
      CellStyle(background: .ansi(4), attributes: .reverse),
      in: Rect(x: 1, y: 0, width: 2, height: 5))
    let merged = CellStyle(foreground: .ansi(1), background: .ansi(4), attributes: .reverse)
    #expect(canvas[0, 0].style == red)
    #expect(canvas[1, 0] == Cell(grapheme: "b", style: merged))
    #expect(canvas[2, 0] == Cell(grapheme: "中", style: merged))
    // The continuation is outside the rect but belongs to 中.
    #expect(canvas[3, 0] == Cell(grapheme: "", style: merged, isContinuation: true))
    #expect(canvas[4, 0].style == red)
    #expect(canvas[1, 1].style == CellStyle(background: .ansi(4), attributes: .reverse))
    #expect(canvas.line(0) == "ab中d")
  }

  @Test func clearAndResize() {
    var canvas = Canvas(size: Size(width: 3, height: 2))
    canvas.write("abc", at: .zero, style: red)
    canvas.clear(style: bold)
    #expect(canvas[1, 0] == Cell(grapheme: " ", style: bold))
    #expect(canvas.text == "\n")
    canvas.write("abc", at: .zero, style: red)
    canvas.resize(to: Size(width: 2, height: 4))
    #expect(canvas.size == Size(width: 2, height: 4))
    #expect(canvas == Canvas(size: Size(width: 2, height: 4)))
  }

  // MARK: - Text output

  @Test func linesTrimTrailingSpacesWhateverTheirStyle() {
    var canvas = Canvas(size: Size(width: 8, height: 2))
    canvas.write("ab  ", at: .zero, style: .plain)
    canvas.write("   ", at: Point(x: 4, y: 0), style: CellStyle(background: .ansi(1)))
    canvas.write(" x \u{301}", at: Point(x: 0, y: 1), style: .plain)
    #expect(canvas.lines == ["ab", " x \u{301}"])
    #expect(canvas.line(-1) == "")
    #expect(canvas.line(2) == "")
  }
}
