/// How a stack marks the selected and pressed rows and draws its scroll indicator.
///
/// Colour styles are used normally; the monochrome ones when rendering without colour
/// (a terminal without colours, or `NO_COLOR`), where only attributes can stand out.
public struct StackAppearance: Sendable, Hashable {
  /// Merged over the selected row's frame.
  public var selectedStyle = CellStyle(
    foreground: .ansi(15), background: .ansi(4), attributes: .bold)
  /// Merged over the selected row's frame without colour.
  public var selectedMonochromeStyle = CellStyle(attributes: .reverse)
  /// Merged over a pressed highlightable row.
  public var highlightedStyle = CellStyle(
    foreground: .ansi(0), background: .ansi(6), attributes: .bold)
  /// Merged over a pressed highlightable row without colour.
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
