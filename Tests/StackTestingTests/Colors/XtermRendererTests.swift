import StackCore
import StackTesting
import Testing

/// The renderer resolves styles to the colours xterm draws with its default palette.
@Suite struct XtermRendererTests {
  private func colors(
    _ style: CellStyle, _ background: XtermBackground, _ depth: XtermColorDepth
  ) -> (String, String) {
    let colors = XtermRenderer(background: background, colors: depth).colors(of: style)
    return (colors.foreground.hex, colors.background.hex)
  }

  @Test func thePaletteHasXtermsBaseColoursCubeAndGreyRamp() {
    #expect(XtermPalette.color(0).hex == "#000000")
    #expect(XtermPalette.color(2).hex == "#00cd00")
    #expect(XtermPalette.color(4).hex == "#0000ee")
    #expect(XtermPalette.color(7).hex == "#e5e5e5")
    #expect(XtermPalette.color(8).hex == "#7f7f7f")
    #expect(XtermPalette.color(12).hex == "#5c5cff")
    #expect(XtermPalette.color(16).hex == "#000000")
    #expect(XtermPalette.color(67).hex == "#5f87af")
    #expect(XtermPalette.color(196).hex == "#ff0000")
    #expect(XtermPalette.color(231).hex == "#ffffff")
    #expect(XtermPalette.color(232).hex == "#080808")
    #expect(XtermPalette.color(244).hex == "#808080")
    #expect(XtermPalette.color(255).hex == "#eeeeee")
  }

  @Test func defaultColoursAreTheBackgroundsOwn() {
    #expect(colors(.plain, .dark, .ansi8) == ("#ffffff", "#000000"))
    #expect(colors(.plain, .light, .ansi256) == ("#000000", "#ffffff"))
  }

  @Test func brightColoursFoldOntoTheirBaseColourOnEightColours() {
    let bright = CellStyle(foreground: .ansi(10), background: .ansi(12))
    #expect(colors(bright, .light, .ansi8) == ("#00cd00", "#0000ee"))
    #expect(colors(bright, .light, .ansi16) == ("#00ff00", "#5c5cff"))
    #expect(colors(bright, .light, .ansi256) == ("#00ff00", "#5c5cff"))
  }

  @Test func paletteEntriesBecomeTheNearestBaseColourBelow256() {
    let red = CellStyle(foreground: .palette(196))
    #expect(colors(red, .dark, .ansi8).0 == "#cd0000")
    #expect(colors(red, .dark, .ansi16).0 == "#ff0000")
    #expect(colors(red, .dark, .ansi256).0 == "#ff0000")
    #expect(colors(red, .dark, .direct).0 == "#ff0000")
    #expect(XtermColorDepth.allCases.map(\.description) == ["mono", "8", "16", "256", "24bit"])
    // #808080 is nearest to yellow (#cdcd00) among the 8, as StackTerminal folds it.
    #expect(XtermColorDepth.ansi8.paletteIndex(for: .palette(244)) == 3)
    #expect(XtermColorDepth.ansi16.paletteIndex(for: .palette(244)) == 8)
  }

  /// Measured in xterm 379: SGR 1;32 draws #00ff00, SGR 7;1;34 puts #5c5cff behind the text.
  @Test func boldBrightensBaseForegroundsAsXtermsBoldColorsDoes() {
    let bold = CellStyle(foreground: .ansi(2), attributes: .bold)
    #expect(colors(bold, .light, .ansi8).0 == "#00ff00")
    #expect(colors(bold, .light, .ansi256).0 == "#00ff00")
    // Folded first, then brightened: bold bright green is bright green on 8 colours too.
    #expect(
      colors(CellStyle(foreground: .ansi(10), attributes: .bold), .light, .ansi8).0 == "#00ff00")
    // The default foreground and the background are not brightened.
    #expect(colors(CellStyle(attributes: .bold), .dark, .ansi8) == ("#ffffff", "#000000"))
    let onRed = CellStyle(foreground: .default, background: .ansi(1), attributes: .bold)
    #expect(colors(onRed, .dark, .ansi8).1 == "#cd0000")
    // Entries above 7 of the 256 palette are not changed.
    #expect(
      colors(CellStyle(foreground: .palette(28), attributes: .bold), .dark, .ansi256).0
        == XtermPalette.color(28).hex)
  }

  /// Measured in xterm 379 under Xvfb (Tools/Scripts/xterm-shots.sh): SGR 2 white is
  /// #aaaaaa, SGR 2;31 is #890000, SGR 7;2 puts the dimmed foreground behind the text.
  @Test func dimScalesTheForegroundToTwoThirds() {
    #expect(colors(CellStyle(attributes: .dim), .dark, .ansi8).0 == "#aaaaaa")
    #expect(
      colors(CellStyle(foreground: .ansi(1), attributes: .dim), .light, .ansi8).0 == "#890000")
    #expect(colors(CellStyle(attributes: .dim), .light, .ansi8) == ("#000000", "#ffffff"))
  }

  @Test func reverseSwapsAfterBoldAndDim() {
    #expect(colors(CellStyle(attributes: .reverse), .dark, .ansi8) == ("#000000", "#ffffff"))
    #expect(colors(CellStyle(attributes: .reverse), .light, .ansi256) == ("#ffffff", "#000000"))
    let bar = CellStyle(foreground: .ansi(0), background: .ansi(6), attributes: .reverse)
    #expect(colors(bar, .light, .ansi8) == ("#00cdcd", "#000000"))
    let dimReversed = CellStyle(attributes: [.reverse, .dim])
    #expect(colors(dimReversed, .dark, .ansi8) == ("#000000", "#aaaaaa"))
    let boldReversed = CellStyle(foreground: .ansi(4), attributes: [.reverse, .bold])
    #expect(colors(boldReversed, .light, .ansi8) == ("#ffffff", "#5c5cff"))
  }

  @Test func monochromeDropsEveryColourButKeepsReverse() {
    let style = CellStyle(foreground: .ansi(1), background: .palette(21), attributes: .reverse)
    #expect(colors(style, .dark, .monochrome) == ("#000000", "#ffffff"))
  }

  @Test func renderingAScreenResolvesEveryCell() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.write("中a", at: .zero, style: CellStyle(foreground: .ansi(1)))
    let screen = XtermRenderer(background: .dark, colors: .ansi8).render(canvas)
    #expect(screen.cells.count == 8)
    #expect(screen.cell(x: 0, y: 0)?.colors.foreground.hex == "#cd0000")
    #expect(screen.cell(x: 0, y: 0)?.hasVisibleText == true)
    #expect(screen.cell(x: 1, y: 0)?.hasVisibleText == false)  // The wide character's half.
    #expect(screen.cell(x: 3, y: 0)?.hasVisibleText == false)  // A blank.
    #expect(screen.cell(x: 0, y: 1)?.colors.background.hex == "#000000")
    #expect(screen.cell(x: 4, y: 0) == nil)
    #expect(screen.cell(x: -1, y: 0) == nil)
  }
}
