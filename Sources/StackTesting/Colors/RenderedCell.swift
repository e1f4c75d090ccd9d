import StackCore

/// One cell of a ``RenderedScreen``: what it shows, its style and the colours it is drawn
/// with.
public struct RenderedCell: Sendable, Hashable {
  /// The cell as the canvas holds it.
  public var cell: Cell
  /// The colours xterm draws it with.
  public var colors: CellColors

  /// Creates a rendered cell.
  public init(cell: Cell, colors: CellColors) {
    self.cell = cell
    self.colors = colors
  }

  /// True when the cell shows a glyph: not blank (whitespace) and not the right half of a
  /// wide character.
  public var hasVisibleText: Bool {
    !cell.isContinuation && cell.grapheme.contains { !$0.isWhitespace }
  }
}
