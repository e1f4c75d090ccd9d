import StackCore

/// Resolves cell styles to the RGB colours xterm draws them with, on a given background and
/// colour depth, with xterm's default palette and resources:
///
/// 1. Each colour becomes a palette entry as StackTerminal sends it for the depth
///    (``XtermColorDepth/paletteIndex(for:)``: bright colours fold onto their base colour on
///    8 colours), or the background's default colour.
/// 2. Bold with a foreground entry 0...7 shows the bright entry 8...15 (xterm's
///    `boldColors`, on by default; ncurses sends entries 0...7 as SGR 30–37 at every depth).
///    Bold with the default foreground keeps it.
/// 3. Dim scales the foreground to two thirds (``RenderedColor/dimmed``).
/// 4. Reverse swaps the two (after 2 and 3, as xterm does).
///
/// ```swift
/// let renderer = XtermRenderer(background: .light, colors: .ansi8)
/// renderer.colors(of: CellStyle(foreground: .ansi(10)))
/// // foreground #00cd00 (bright green folds to green), background #ffffff
/// ```
public struct XtermRenderer: Sendable, Hashable {
  /// The terminal's own colours.
  public var background: XtermBackground
  /// The terminal's colour depth.
  public var colors: XtermColorDepth

  /// Creates a renderer for a terminal with `background` and `colors`.
  public init(background: XtermBackground, colors: XtermColorDepth) {
    self.background = background
    self.colors = colors
  }

  /// The colours a cell in `style` is drawn with.
  public func colors(of style: CellStyle) -> CellColors {
    var foregroundIndex = colors.paletteIndex(for: style.foreground)
    if style.attributes.contains(.bold), let index = foregroundIndex, index < 8 {
      foregroundIndex = index + 8
    }
    var foreground = foregroundIndex.map(XtermPalette.color) ?? background.foreground
    let backgroundColor =
      colors.paletteIndex(for: style.background).map(XtermPalette.color) ?? background.background
    if style.attributes.contains(.dim) { foreground = foreground.dimmed }
    if style.attributes.contains(.reverse) {
      return CellColors(foreground: backgroundColor, background: foreground)
    }
    return CellColors(foreground: foreground, background: backgroundColor)
  }

  /// Every cell of `screen` with its colours.
  public func render(_ screen: Canvas) -> RenderedScreen {
    var cells: [RenderedCell] = []
    cells.reserveCapacity(screen.size.width * screen.size.height)
    for y in 0..<screen.size.height {
      for x in 0..<screen.size.width {
        let cell = screen[x, y]
        cells.append(RenderedCell(cell: cell, colors: colors(of: cell.style)))
      }
    }
    return RenderedScreen(size: screen.size, cells: cells, renderer: self)
  }
}
