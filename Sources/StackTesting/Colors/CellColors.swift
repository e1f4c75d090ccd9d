/// The two colours a cell is drawn with: its glyph's and the one behind it.
public struct CellColors: Sendable, Hashable {
  /// The colour the glyph is drawn in.
  public var foreground: RenderedColor
  /// The colour behind the glyph.
  public var background: RenderedColor

  /// Creates a pair.
  public init(foreground: RenderedColor, background: RenderedColor) {
    self.foreground = foreground
    self.background = background
  }
}
