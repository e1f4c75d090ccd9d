import Testing

@testable import StackCore

/// How the selected row is marked: readable without colour, never dim in reverse video, and
/// a row's own colours kept.
@Suite struct SelectionStyleTests {
  /// A row whose first four cells have a red background (a swatch), then dim text.
  final class SwatchContent: RowContent {
    func measure(along axis: Axis, crossLength: Int) -> Int { 1 }
    func render(in surface: inout Surface, context: RowRenderContext) {
      surface.fill(
        Rect(x: 0, y: 0, width: 4, height: 1), style: CellStyle(background: .ansi(1)))
      surface.write("note", at: Point(x: 5, y: 0), style: CellStyle(attributes: .dim))
    }
  }

  static func selectedSwatch(monochrome: Bool) throws -> Canvas {
    let stack = ScrollStack(viewport: Size(width: 12, height: 2))
    try stack.addRow(SwatchContent())
    try stack.select(rowAt: 0)
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas, monochrome: monochrome)
    return canvas
  }

  @Test func aSelectedRowKeepsItsOwnColours() throws {
    let canvas = try Self.selectedSwatch(monochrome: false)
    let selected = StackAppearance().selectedStyle
    // The swatch keeps its red background and is not reversed.
    #expect(canvas[0, 0].style.background == .ansi(1))
    #expect(!canvas[0, 0].style.attributes.contains(.reverse))
    // The cells the row left uncoloured carry the selection.
    #expect(canvas[4, 0].style == selected)
    #expect(canvas[11, 0].style == selected)
  }

  @Test func theDefaultSelectionReadsWithoutColour() throws {
    // Without colour (NO_COLOR) the themes show the selection and the press in reverse video.
    let monochrome = RenderContext.monochrome
    #expect(monochrome.style(StackAppearance().selectionRole).attributes.contains(.reverse))
    #expect(monochrome.style(StackAppearance().highlightRole).attributes.contains(.reverse))
    // Rendered monochrome, every cell of the row is reverse video.
    let canvas = try Self.selectedSwatch(monochrome: true)
    for x in 0..<12 { #expect(canvas[x, 0].style.attributes.contains(.reverse)) }
  }

  @Test func boldTextInTheSelectionDoesNotLightUpItsBackground() throws {
    let stack = ScrollStack(viewport: Size(width: 12, height: 2))
    try stack.addRow(TextRowContent("Heading", style: CellStyle(attributes: .bold)))
    try stack.select(rowAt: 0)
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    // The selection's colours with the text's own bold kept (no reverse video to light up).
    var expected = StackAppearance().selectedStyle
    expected.attributes.insert(.bold)
    #expect(canvas[0, 0].style == expected)
  }

  @Test func aSelectedCellInReverseVideoIsNeverDim() throws {
    for monochrome in [false, true] {
      let canvas = try Self.selectedSwatch(monochrome: monochrome)
      #expect(canvas.line(0).hasSuffix("note"))
      for x in 0..<12 {
        let attributes = canvas[x, 0].style.attributes
        #expect(!(attributes.contains(.reverse) && attributes.contains(.dim)), "x \(x)")
      }
    }
    // Not selected, the note stays dim.
    let stack = ScrollStack(viewport: Size(width: 12, height: 2))
    try stack.addRow(SwatchContent())
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    #expect(canvas[5, 0].style.attributes.contains(.dim))
  }

  @Test func colouredTextInASelectedRowIsDrawnInTheSelectionBar() throws {
    let stack = ScrollStack(viewport: Size(width: 12, height: 2))
    try stack.addRow(TextRowContent("error", style: CellStyle(foreground: .ansi(1))))
    try stack.select(rowAt: 0)
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    let selected = StackAppearance().selectedStyle
    for x in 0..<7 {
      // The text takes the bar's colours, not red on the terminal's own background: no
      // black box inside the bar, and reverse video where a terminal drops the colours.
      #expect(canvas[x, 0].style == selected, "x \(x)")
    }
    // A swatch (a background of its own) still keeps both its colours.
    let swatch = try Self.selectedSwatch(monochrome: false)
    #expect(swatch[0, 0].style.background == .ansi(1))
  }
}
