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

  @Test func controlsAreStoredAsVisibleSubstitutes() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    let text = "a\nb\r\u{0}\u{1B}\u{7F}\u{85}\u{378}\u{2028}"
    #expect(canvas.write(text, at: .zero, style: .plain) == 10)
    #expect(canvas.line(0) == "a\u{240A}b\u{240D}\u{2400}\u{241B}\u{2421}\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(canvas.holdsNoControlCharacters)
    #expect(TextWidth.of(text) == 10)
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

  /// Plainly narrow text (ASCII, Latin-1, dashes, box drawing) written in one span leaves the
  /// same cells and advance as the scalar-by-scalar writer, over wide characters, clipped,
  /// and from outside the canvas; other text takes the scalar-by-scalar path.
  @Test func narrowTextSpanWritesLikeTheScalarWriter() {
    let texts = [
      " list │ row 5/1000 │ 0% │ row 27 fully visible", "–/7 …", "café ─┼─ ©", "ab",
      "é\u{301}x", "a\tb", "中x", "\u{1}\u{85}y", "",
    ]
    let origins = [-3, 0, 2, 5, 9, -(1 << 40)]
    let clips: [Rect?] = [nil, Rect(x: 1, y: 0, width: 6, height: 2)]
    for text in texts {
      for x in origins {
        for clip in clips {
          var span = Canvas(size: Size(width: 10, height: 2))
          span.write("中文中文中", at: .zero, style: red)
          var scalars = span
          let advance = span.write(text, at: Point(x: x, y: 0), style: .plain, clip: clip)
          let expected = scalars.write(text[...], at: Point(x: x, y: 0), style: .plain, clip: clip)
          #expect(advance == expected, "\(text) at \(x)")
          #expect(span == scalars, "\(text) at \(x) in \(String(describing: clip))")
          #expect(TextWidth.of(text) == expected)
        }
      }
    }
  }

  /// Filling with blanks is skipped only while the canvas is known to be blank: after clear()
  /// or resize(to:), and never once any cell has changed since.
  @Test func aKnownBlankCanvasForgetsItOnAnyChange() {
    let size = Size(width: 6, height: 2)
    let everything = Rect(origin: .zero, size: size)
    let changes: [(String, (inout Canvas) -> Void)] = [
      ("write", { $0.write("ab", at: .zero, style: .plain) }),
      ("wide write", { $0.write("中", at: Point(x: 2, y: 1), style: .plain) }),
      ("set", { $0.set(Cell(grapheme: "x"), at: Point(x: 5, y: 1)) }),
      ("fill", { $0.fill(Rect(x: 1, y: 0, width: 2, height: 2), with: Cell(grapheme: "-")) }),
      ("applyStyle", { $0.applyStyle(CellStyle(attributes: .bold), in: everything) }),
      ("clear in a style", { $0.clear(style: red) }),
      ("copy", { $0.copyCells(from: Canvas(size: size, fill: Cell(grapheme: "#"))) }),
      (
        "scroll",
        { canvas in
          canvas.write("z", at: .zero, style: .plain)
          canvas.clear()
          canvas.write("q", at: Point(x: 0, y: 1), style: .plain)
          canvas.scroll(0..<2, by: 1)
        }
      ),
    ]
    for (name, change) in changes {
      for start in [Canvas(size: size), cleared(size), resized(size)] {
        var canvas = start
        change(&canvas)
        canvas.fill(everything, with: PackedCell.blank, clip: canvas.bounds)
        #expect(canvas == Canvas(size: size), "\(name)")
      }
    }
  }

  private func cleared(_ size: Size) -> Canvas {
    var canvas = Canvas(size: size, fill: Cell(grapheme: "x"))
    canvas.clear()
    return canvas
  }

  private func resized(_ size: Size) -> Canvas {
    var canvas = Canvas(size: Size(width: 2, height: 2), fill: Cell(grapheme: "x"))
    canvas.resize(to: size)
    return canvas
  }

  /// `applyStyle` merges each run of equally styled cells once: every cell still gets its own
  /// style merged, however the styles alternate.
  @Test func applyStyleMergesEveryRunOfStyles() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    let green = CellStyle(foreground: .ansi(2), attributes: .bold)
    canvas.write("aa", at: .zero, style: red)
    canvas.write("b", at: Point(x: 2, y: 0), style: green)
    canvas.write("cc", at: Point(x: 3, y: 0), style: red)
    let overlay = CellStyle(background: .ansi(4), attributes: .underline)
    canvas.applyStyle(overlay, in: Rect(x: 0, y: 0, width: 8, height: 1))
    let expected = [red, red, green, red, red, .plain, .plain, .plain].map { $0.merging(overlay) }
    #expect((0..<8).map { canvas[$0, 0].style } == expected)
    #expect(canvas.line(0) == "aabcc")
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
