/// How a stack marks the selected and pressed rows and draws its scroll indicator.
///
/// Colour styles are used normally; the monochrome ones when rendering without colour
/// (``ScrollStack/render(into:at:monochrome:)`` with `monochrome`), where only attributes can
/// stand out.
///
/// How a style marks a row: on a colour screen, the cells without a background of their own
/// get the style merged over them (coloured text takes the bar's colours and keeps its
/// attributes: the bar is whole), and the cells with a background of their own (a swatch)
/// keep their colours and get only the style's attributes other than reverse and dim — a
/// swatch survives the selection. Without colour every cell gets the monochrome
/// style. A cell in reverse video is never also dim (xterm draws that as ragged grey boxes).
///
/// The default colour styles are **reverse video of swapped colours**: the selection is
/// bright white on blue as drawn, and stays reverse video when a terminal drops the colours
/// (`NO_COLOR` handled by the terminal, an app that renders without `monochrome`), so it
/// reads on every screen.
public struct StackAppearance: Sendable, Hashable {
  /// Laid over the selected row's frame (see above): bright white on blue, as reverse video
  /// of blue on bright white.
  public var selectedStyle = CellStyle(
    foreground: .ansi(4), background: .ansi(15), attributes: .reverse)
  /// Laid over the selected row's frame without colour.
  public var selectedMonochromeStyle = CellStyle(attributes: .reverse)
  /// Laid over a pressed highlightable row: black on cyan, as reverse video of cyan on black.
  public var highlightedStyle = CellStyle(
    foreground: .ansi(6), background: .ansi(0), attributes: .reverse)
  /// Laid over a pressed highlightable row without colour.
  public var highlightedMonochromeStyle = CellStyle(attributes: [.reverse, .underline])
  /// The indicator's track glyph on a vertical stack (drawn down the last column).
  public var indicatorTrack: Character = "│"
  /// The indicator's track glyph on a horizontal stack (drawn along the bottom line).
  public var horizontalIndicatorTrack: Character = "─"
  /// The indicator's thumb glyph.
  public var indicatorThumb: Character = "█"
  /// The indicator's style.
  public var indicatorStyle = CellStyle(attributes: .dim)
  /// The thumb's style.
  public var indicatorThumbStyle = CellStyle()

  /// The default appearance.
  public init() {}
}
