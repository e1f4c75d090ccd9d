import StackDrawing

/// How a stack marks the selected and pressed rows and draws its scroll indicator.
///
/// The selection and the press are drawn in the theme's roles (`StyleRole.selection` and
/// `StyleRole.highlight` unless set here), resolved for the terminal by the surface's
/// `RenderContext`: colours where it has them, attributes (reverse video) under `NO_COLOR`.
///
/// How a style marks a row: on a colour screen, the cells without a background of their own
/// get the style merged over them (coloured text takes the bar's colours and keeps its
/// attributes: the bar is whole), and the cells with a background of their own (a swatch)
/// keep their colours and get only the style's attributes other than reverse and dim — a
/// swatch survives the selection. Without colour every cell gets the monochrome style. A cell
/// in reverse video is never also dim (xterm draws that as ragged grey boxes).
public struct StackAppearance: Sendable, Hashable {
  /// The role laid over the selected row's frame.
  public var selectionRole: StyleRole = .selection
  /// The role laid over a pressed highlightable row.
  public var highlightRole: StyleRole = .highlight
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
