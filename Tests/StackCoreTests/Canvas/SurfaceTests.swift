import Testing

@testable import StackCore

@Suite struct PainterTests {
  /// Draws with a surface on `canvas` the way the renderer does: swapping the canvas in and out.
  func paint(
    _ canvas: inout Canvas, origin: Point, clip: Rect, size: Size, baseStyle: CellStyle = .plain,
    _ draw: (inout Surface) -> Void
  ) {
    var surface = Surface(
      canvas: Canvas(size: .zero), origin: origin, clip: clip, size: size, baseStyle: baseStyle,
      context: RenderContext())
    swap(&surface.canvas, &canvas)
    draw(&surface)
    swap(&surface.canvas, &canvas)
  }

  @Test func localCoordinatesAreTranslated() {
    var canvas = Canvas(size: Size(width: 10, height: 4))
    let all = Rect(x: 0, y: 0, width: 10, height: 4)
    paint(&canvas, origin: Point(x: 3, y: 2), clip: all, size: Size(width: 5, height: 2)) {
      #expect($0.visibleRect == Rect(x: 0, y: 0, width: 5, height: 2))
      #expect($0.write("ab", at: Point(x: 1, y: 0)) == 2)
      $0.set(Cell(grapheme: "z"), at: Point(x: 0, y: 1))
    }
    #expect(canvas.lines == ["", "", "    ab", "   z"])
  }

  @Test func rowScrolledPartlyOutOfViewDrawsOnlyVisibleLines() {
    var canvas = Canvas(size: Size(width: 6, height: 3), fill: Cell(grapheme: "."))
    // The row's content box starts two lines above the viewport.
    let viewport = Rect(x: 0, y: 0, width: 6, height: 3)
    var linesDrawn: [Int] = []
    paint(&canvas, origin: Point(x: 1, y: -2), clip: viewport, size: Size(width: 4, height: 4)) {
      surface in
      let visible = surface.visibleRect
      #expect(visible == Rect(x: 0, y: 2, width: 4, height: 2))
      for y in 0..<surface.size.height {
        if y >= visible.minY && y < visible.maxY { linesDrawn.append(y) }
        surface.write("row\(y)", at: Point(x: 0, y: y))
      }
    }
    #expect(linesDrawn == [2, 3])
    // Lines 0 and 1 were dropped; "row2"/"row3" are cut at the content box width of 4.
    #expect(canvas.lines == [".row2.", ".row3.", "......"])
  }

  @Test func nothingOutsideTheContentBoxOrClipIsTouched() {
    var canvas = Canvas(size: Size(width: 8, height: 3), fill: Cell(grapheme: "."))
    let clip = Rect(x: 0, y: 0, width: 5, height: 3)
    paint(&canvas, origin: Point(x: 2, y: 1), clip: clip, size: Size(width: 6, height: 1)) {
      #expect($0.visibleRect == Rect(x: 0, y: 0, width: 3, height: 1))
      #expect($0.write("abcdef", at: Point(x: -1, y: 0)) == 6)
      $0.write("hidden", at: Point(x: 0, y: 1))
      $0.write("\u{301}", at: Point(x: 0, y: 0))  // nothing left of the content box to attach to
      $0.fill(Rect(x: 0, y: -1, width: 10, height: 3), with: "#")
      $0.set(Cell(grapheme: "!"), at: Point(x: 3, y: 0))
    }
    #expect(canvas.lines == ["........", "..###...", "........"])
  }

  @Test func baseStyleIsUsedWhenNoStyleIsGiven() {
    let base = CellStyle(foreground: .ansi(6))
    let other = CellStyle(attributes: .underline)
    var canvas = Canvas(size: Size(width: 4, height: 2))
    let all = Rect(x: 0, y: 0, width: 4, height: 2)
    paint(&canvas, origin: .zero, clip: all, size: Size(width: 4, height: 2), baseStyle: base) {
      $0.write("a", at: Point(x: 0, y: 0))
      $0.write("b", at: Point(x: 1, y: 0), style: other)
      $0.fill(Rect(x: 0, y: 1, width: 2, height: 1))
      $0.fill(Rect(x: 2, y: 1, width: 2, height: 1), with: "-", style: other)
    }
    #expect(canvas[0, 0] == Cell(grapheme: "a", style: base))
    #expect(canvas[1, 0] == Cell(grapheme: "b", style: other))
    #expect(canvas[0, 1] == Cell(grapheme: " ", style: base))
    #expect(canvas[3, 1] == Cell(grapheme: "-", style: other))
  }

  @Test func wideCharacterCutByTheContentBoxBecomesPadding() {
    var canvas = Canvas(size: Size(width: 6, height: 1), fill: Cell(grapheme: "."))
    let all = Rect(x: 0, y: 0, width: 6, height: 1)
    paint(&canvas, origin: Point(x: 1, y: 0), clip: all, size: Size(width: 3, height: 1)) {
      #expect($0.write("中文", at: Point(x: 0, y: 0)) == 4)
    }
    #expect(canvas.graphemes(0) == [".", "中", "", " ", ".", "."])
    #expect(canvas.wideCharactersAreWhole)
  }

  @Test func hiddenRowDrawsNothing() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    let viewport = Rect(x: 0, y: 0, width: 4, height: 2)
    paint(&canvas, origin: Point(x: 0, y: 5), clip: viewport, size: Size(width: 4, height: 3)) {
      #expect($0.visibleRect.isEmpty)
      #expect($0.write("abc", at: Point(x: 0, y: 0)) == 3)
    }
    #expect(canvas == Canvas(size: Size(width: 4, height: 2)))
  }
}
