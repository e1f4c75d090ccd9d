import StackCore
import Testing

@testable import StackTesting

/// The SVG export draws the grid, the colours, the attributes and wide characters.
@Suite struct ScreenSVGTests {
  @Test func theDocumentHasTheGridsSizeAndTheTerminalsBackground() {
    let svg = ScreenSVG.render(Canvas(size: Size(width: 10, height: 3)), background: .light)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"90\" height=\"54\""))
    #expect(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"))
    #expect(!svg.contains("<text"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test func runsOfOneLookAreOneTextStretchedToTheirCells() {
    var canvas = Canvas(size: Size(width: 12, height: 2))
    canvas.write("ab c", at: Point(x: 1, y: 1), style: CellStyle(foreground: .ansi(1)))
    canvas.write("B", at: Point(x: 6, y: 1), style: CellStyle(attributes: .bold))
    let svg = ScreenSVG.render(canvas, background: .dark, colors: .ansi8)
    #expect(
      svg.contains(
        "<text x=\"9\" y=\"32\" fill=\"#cd0000\" textLength=\"36\" "
          + "lengthAdjust=\"spacingAndGlyphs\">ab c</text>"))
    #expect(svg.contains(">B</text>") && svg.contains("font-weight=\"bold\""))
  }

  @Test func backgroundsReverseAndUnderlineAreDrawn() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.write("bar", at: .zero, style: CellStyle(attributes: .reverse))
    canvas.write("u", at: Point(x: 5, y: 0), style: CellStyle(attributes: .underline))
    let svg = ScreenSVG.render(canvas, background: .dark)
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"27\" height=\"18\" fill=\"#ffffff\"/>"))
    #expect(svg.contains("fill=\"#000000\" textLength=\"27\""))
    #expect(svg.contains("text-decoration=\"underline\">u</text>"))
  }

  @Test func aWideCharacterSpansTwoCellsAndTextIsEscaped() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.write("中<&>", at: .zero, style: .plain)
    let svg = ScreenSVG.render(canvas, background: .light)
    #expect(svg.contains("<text x=\"0\" y=\"14\" fill=\"#000000\" textLength=\"18\""))
    #expect(svg.contains(">中</text>"))
    #expect(svg.contains("<text x=\"18\" y=\"14\""))
    #expect(svg.contains(">&lt;&amp;&gt;</text>"))
  }

  @Test func emojiAreKeptAndControlsReplaced() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.write("😀", at: .zero, style: .plain)
    let svg = ScreenSVG.render(canvas, background: .light)
    #expect(svg.contains(">😀</text>"))
    #expect(
      SVGText.escaped("a\u{1B}b\u{85}c\u{7F}\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}")
    #expect(SVGText.escaped("\"'\t") == "&quot;&apos;\t")
  }
}
