import Testing

@testable import StackCore

@Suite struct RenderTests {
  @Test func rowsAreClippedAtTheViewportEdges() throws {
    let (stack, _) = try makeStack(lengths: [3, 3], width: 6, height: 4)
    #expect(render(stack).lines == ["A0", "A1", "A2", "B0"])
    stack.scroll(to: 1)
    #expect(render(stack).lines == ["A1", "A2", "B0", "B1"])
    stack.scroll(to: 2)
    #expect(render(stack).lines == ["A2", "B0", "B1", "B2"])
  }

  @Test func insetsMoveAndClipTheContent() throws {
    let (stack, _) = try makeStack(lengths: [1, 2], width: 6, height: 6)
    try stack.setInsets(EdgeInsets(top: 1, left: 2, bottom: 1, right: 0), forRowAt: 0)
    // Row 1's content box is one column wide: "B0" is cut to "B".
    try stack.setInsets(EdgeInsets(top: 0, left: 1, bottom: 0, right: 4), forRowAt: 1)
    #expect(render(stack).lines == ["", "  A0", "", " B", " B", ""])
    // Scrolled by one: the top inset is out, the content is on the first line.
    try stack.addRow(TestContent("C", length: 3))
    stack.scroll(to: 1)
    #expect(render(stack).lines == ["  A0", "", " B", " B", "C0", "C1"])
  }

  @Test func separatorsGlyphInsetsStyleAndThickness() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1, 1], width: 6, height: 9)
    stack.defaultSeparator = .line
    let red = CellStyle(foreground: .ansi(1))
    try stack.setSeparator(
      Separator(insets: EdgeInsets(left: 1, right: 2), glyph: "=", style: red, thickness: 2),
      forRowAt: 1)
    try stack.setSeparator(.hidden, forRowAt: 2)
    let canvas = render(stack)
    #expect(canvas.lines == ["A0", "──────", "B0", " ===", " ===", "C0", "D0", "", ""])
    #expect(canvas[0, 1].style == CellStyle(attributes: .dim))
    #expect(canvas[1, 3].style == red)
    #expect(canvas[1, 4].style == red)
    #expect(canvas[0, 3] == .blank)
    #expect(canvas[4, 3] == .blank)
  }

  @Test func partlyVisibleSeparatorIsClipped() throws {
    let (stack, _) = try makeStack(lengths: [2, 2], width: 4, height: 3)
    try stack.setSeparator(Separator(glyph: "#", thickness: 2), forRowAt: 0)
    // Row 0 0..<2, separator 2..<4, row 1 4..<6.
    stack.scroll(to: 3)
    #expect(render(stack).lines == ["####", "B0", "B1"])
  }

  @Test func selectionStyleCoversTheRowFrameOnly() throws {
    let (stack, _) = try makeStack(lengths: [1, 2, 1], width: 5, height: 6)
    stack.defaultSeparator = .line
    try stack.setInsets(EdgeInsets(top: 1), forRowAt: 1)
    try stack.select(rowAt: 1)
    let selected = stack.appearance.selectedStyle
    var canvas = render(stack)
    // Row 1's frame is lines 2…4 (inset + content); the separators at 1 and 5 are not selected.
    #expect(canvas.lines == ["A0", "─────", "", "B0", "B1", "─────"])
    for y in 0..<6 {
      for x in 0..<5 {
        let inFrame = (2...4).contains(y)
        #expect((canvas[x, y].style == selected) == inFrame, "cell (\(x), \(y))")
      }
    }
    canvas = render(stack, monochrome: true)
    #expect(canvas[0, 3].style == CellStyle(attributes: .reverse))
    #expect(canvas[0, 0].style == .plain)
  }

  @Test func pressedHighlightableRowIsHighlighted() throws {
    let stack = ScrollStack(viewport: Size(width: 4, height: 2))
    try stack.addRows([TestContent("A", highlightable: true), TestContent("B")])
    try stack.pressRow(at: 0)
    #expect(render(stack)[0, 0].style == stack.appearance.highlightedStyle)
    #expect(render(stack)[0, 1].style == .plain)
    stack.cancelPress()
    #expect(render(stack)[0, 0].style == .plain)
    // A row that is not highlightable does not light up.
    try stack.pressRow(at: 1)
    #expect(render(stack)[0, 1].style == .plain)
  }

  @Test func scrollIndicatorShowsWhereTheViewportIs() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 10), width: 6, height: 5)
    stack.showsScrollIndicator = true
    #expect(stack.crossLength == 5)
    func indicator() -> String {
      let canvas = render(stack)
      return (0..<5).map { canvas[5, $0].grapheme }.joined()
    }
    // Content 10 in 5 lines: a thumb of 2 that travels 3 cells.
    #expect(indicator() == "██│││")
    stack.scroll(to: 5)
    #expect(indicator() == "│││██")
    stack.scroll(to: 2)
    #expect(indicator() == "│██││")
    let canvas = render(stack)
    #expect(canvas[5, 0].style == stack.appearance.indicatorStyle)
    #expect(canvas[5, 1].style == stack.appearance.indicatorThumbStyle)
    // Everything fits: no indicator at all (nothing to scroll), its column left blank.
    try stack.removeRows(indexes: Array(3..<10))
    #expect(indicator() == "     ")
  }

  @Test func indicatorNarrowsTheRows() throws {
    let stack = ScrollStack(viewport: Size(width: 6, height: 3))
    let text = TextRowContent("abcdef ghi")
    try stack.addRow(text)
    #expect(render(stack).lines == ["abcdef", "ghi", ""])
    stack.showsScrollIndicator = true
    // Rows are 5 columns wide now: the text is wrapped for 5 columns, the indicator is in 6.
    let wrapped = text.lines(width: 5)
    #expect(wrapped.count >= 2)
    #expect(try stack.frameOfRow(at: 0).count == wrapped.count)
    let canvas = render(stack)
    for (y, line) in wrapped.enumerated() where y < 3 {
      let drawn = (0..<5).map { canvas[$0, y].grapheme }.joined()
      #expect(drawn.hasPrefix(line))
      #expect(canvas[5, y].grapheme == " ")  // The text fits: no indicator, a blank column.
    }
  }

  @Test func horizontalStackRendersColumnsWithVerticalSeparators() throws {
    let stack = ScrollStack(viewport: Size(width: 7, height: 3), axis: .horizontal)
    let contents = ["A", "B", "C"].map { name in
      let content = TestContent(name, length: 9)
      content.naturalHorizontal = 2
      return content
    }
    try stack.addRows(contents)
    stack.defaultSeparator = .line
    #expect(render(stack).lines == ["AA│BB│C", "  │  │", "  │  │"])
    stack.scroll(to: 1)
    #expect(render(stack).lines == ["A│BB│CC", " │  │", " │  │"])
    try stack.select(rowAt: 1)
    let canvas = render(stack)
    #expect(canvas[2, 2].style == stack.appearance.selectedStyle)
    #expect(canvas[3, 0].style == stack.appearance.selectedStyle)
    #expect(canvas[1, 2].style == CellStyle(attributes: .dim))
    #expect(canvas[0, 0].style == .plain)
  }

  @Test func rendersAtAnOriginAndClearsOnlyTheViewport() throws {
    let (stack, _) = try makeStack(lengths: [1, 1], width: 4, height: 3)
    var canvas = Canvas(size: Size(width: 8, height: 5), fill: Cell("x"))
    stack.render(into: &canvas, at: Point(x: 2, y: 1))
    #expect(canvas.lines == ["xxxxxxxx", "xxA0  xx", "xxB0  xx", "xx    xx", "xxxxxxxx"])
  }

  @Test func hiddenAndEmptyRowsDrawNothing() throws {
    let (stack, _) = try makeStack(lengths: [1, 0, 1, 1], width: 4, height: 4)
    try stack.setRowHidden(true, at: 2)
    #expect(render(stack).lines == ["A0", "D0", "", ""])
  }

  @Test func contentsAreToldHowTheyAreDrawn() throws {
    /// Records what it is given when drawn.
    final class Recorder: RowContent {
      var contexts: [RowRenderContext] = []
      var sizes: [Size] = []
      var visible: [Rect] = []
      let length: Int
      init(length: Int) { self.length = length }
      var isHighlightable: Bool { true }
      func sizing(along axis: Axis) -> RowSizing { .fixed(length) }
      func render(in surface: inout Surface, context: RowRenderContext) {
        contexts.append(context)
        sizes.append(surface.size)
        visible.append(surface.visibleRect)
      }
    }
    let stack = ScrollStack(viewport: Size(width: 10, height: 4))
    let first = Recorder(length: 3)
    let second = Recorder(length: 2)
    try stack.addRows(specs: [
      first.insets(EdgeInsets(top: 0, left: 1, bottom: 0, right: 2)),
      second.collapsible(collapsed: 1, expanded: .fixed(2), isExpanded: true),
    ])
    try stack.select(rowAt: 0)
    stack.scroll(to: 1)
    try stack.pressRow(at: 1)
    _ = render(stack, monochrome: true)
    #expect(
      first.contexts.last
        == RowRenderContext(
          index: 0, axis: .vertical, isSelected: true, isHighlighted: false, isExpanded: nil))
    #expect(
      second.contexts.last
        == RowRenderContext(
          index: 1, axis: .vertical, isSelected: false, isHighlighted: true, isExpanded: true))
    // The first row is scrolled by one line: its whole box, of which lines 1 and 2 show.
    #expect(first.sizes.last == Size(width: 7, height: 3))
    #expect(first.visible.last == Rect(x: 0, y: 1, width: 7, height: 2))
    #expect(second.visible.last == Rect(x: 0, y: 0, width: 10, height: 2))
    stack.cancelPress()
  }

  @Test func horizontalIndicatorIsTheLastLine() throws {
    let stack = ScrollStack(viewport: Size(width: 5, height: 3), axis: .horizontal)
    let contents = (0..<10).map { index in
      let content = TestContent(rowName(index), length: 1)
      content.naturalHorizontal = 1
      return content
    }
    try stack.addRows(contents)
    stack.showsScrollIndicator = true
    #expect(stack.crossLength == 2)
    #expect(render(stack).lines == ["ABCDE", "", "██───"])
    stack.scrollToBottom()
    #expect(render(stack).lines == ["FGHIJ", "", "───██"])
  }

  @Test func monochromeDropsSeparatorColours() throws {
    let (stack, _) = try makeStack(lengths: [1, 1], width: 3, height: 3)
    stack.defaultSeparator = Separator(style: CellStyle(foreground: .ansi(1), attributes: .bold))
    #expect(render(stack)[0, 1].style == CellStyle(foreground: .ansi(1), attributes: .bold))
    #expect(render(stack, monochrome: true)[0, 1].style == CellStyle(attributes: .bold))
  }
}
