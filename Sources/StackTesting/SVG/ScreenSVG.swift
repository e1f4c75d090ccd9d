import StackCore

/// A screen as an SVG picture, for docs and for reviewing a change by eye: the terminal's
/// grid (each cell ``cellWidth`` × ``cellHeight`` pixels, a monospace font), every cell's
/// background and glyph in the colours xterm draws them with (``XtermRenderer``: palette,
/// bold colours, dim, reverse), bold as a bold font, underline as a line, a wide character
/// across its two cells.
///
/// ```swift
/// let svg = ScreenSVG.render(terminal.screen, background: .light)
/// try svg.write(toFile: "docs/pick.svg", atomically: true, encoding: .utf8)
/// ```
public enum ScreenSVG {
  /// The width of one cell in pixels (DejaVu Sans Mono at 15 px advances 9.03 px).
  public static let cellWidth = 9
  /// The height of one cell in pixels.
  public static let cellHeight = 18
  /// The font size in pixels.
  static let fontSize = 15
  /// How far below a cell's top its text's baseline is.
  static let baseline = 14
  /// The fonts asked for, in order.
  static let fontFamily = "'DejaVu Sans Mono', 'Menlo', 'Consolas', monospace"

  /// `screen` as an SVG document, drawn on `background` with `colors` (256 by default).
  public static func render(
    _ screen: Canvas, background: XtermBackground, colors: XtermColorDepth = .ansi256
  ) -> String {
    render(XtermRenderer(background: background, colors: colors).render(screen))
  }

  /// An already rendered screen as an SVG document.
  public static func render(_ screen: RenderedScreen) -> String {
    let width = screen.size.width * cellWidth
    let height = screen.size.height * cellHeight
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)">
      <rect width="100%" height="100%" fill="\(screen.renderer.background.background.hex)"/>
      <g font-family="\(fontFamily)" font-size="\(fontSize)" xml:space="preserve">

      """
    for y in 0..<screen.size.height {
      svg += backgrounds(ofLine: y, in: screen)
      svg += glyphs(ofLine: y, in: screen)
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  /// One `<rect>` per run of cells whose background differs from the terminal's.
  private static func backgrounds(ofLine y: Int, in screen: RenderedScreen) -> String {
    var result = ""
    var x = 0
    let terminal = screen.renderer.background.background
    while x < screen.size.width {
      guard let color = screen.cell(x: x, y: y)?.colors.background, color != terminal else {
        x += 1
        continue
      }
      var end = x + 1
      while end < screen.size.width, screen.cell(x: end, y: y)?.colors.background == color {
        end += 1
      }
      result +=
        "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\" "
        + "height=\"\(cellHeight)\" fill=\"\(color.hex)\"/>\n"
      x = end
    }
    return result
  }

  /// One `<text>` per run of narrow cells with the same look, and one per wide character,
  /// each stretched to its cells so the text keeps to the grid whatever the font.
  private static func glyphs(ofLine y: Int, in screen: RenderedScreen) -> String {
    var result = ""
    var x = 0
    while x < screen.size.width {
      guard let first = screen.cell(x: x, y: y), first.hasVisibleText || isUnderlined(first)
      else {
        x += 1
        continue
      }
      var text = first.cell.grapheme
      var end = x + max(1, first.cell.width)
      if first.cell.width == 1 {
        while end < screen.size.width, let next = screen.cell(x: end, y: y),
          next.cell.width == 1, looksTheSame(next, first)
        {
          text += next.cell.grapheme
          end += 1
        }
        while text.hasSuffix(" ") && !isUnderlined(first) {
          text.removeLast()
          end -= 1
        }
      }
      result += element(text, from: x, to: min(end, screen.size.width), y: y, cell: first)
      x = max(end, x + 1)
    }
    return result
  }

  private static func element(_ text: String, from x: Int, to end: Int, y: Int, cell: RenderedCell)
    -> String
  {
    var attributes =
      "x=\"\(x * cellWidth)\" y=\(quoted(y * cellHeight + baseline)) "
      + "fill=\"\(cell.colors.foreground.hex)\" "
      + "textLength=\"\((end - x) * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\""
    if cell.cell.style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
    if isUnderlined(cell) { attributes += " text-decoration=\"underline\"" }
    return "<text \(attributes)>\(SVGText.escaped(text))</text>\n"
  }

  private static func quoted(_ value: Int) -> String { "\"\(value)\"" }

  private static func isUnderlined(_ cell: RenderedCell) -> Bool {
    cell.cell.style.attributes.contains(.underline) && !cell.cell.isContinuation
  }

  /// True when `cell` can join a run started by `first`: the same colours, bold and underline.
  private static func looksTheSame(_ cell: RenderedCell, _ first: RenderedCell) -> Bool {
    let shape: TextAttributes = [.bold, .underline]
    return cell.colors.foreground == first.colors.foreground
      && cell.cell.style.attributes.intersection(shape)
        == first.cell.style.attributes.intersection(shape)
  }
}
