import StackCore

/// A screen with every cell's colours resolved (``XtermRenderer/render(_:)``): what the
/// contrast check and the SVG export read.
public struct RenderedScreen: Sendable, Hashable {
  /// Width and height in cells.
  public var size: Size
  /// The cells, row-major: the cell at `(x, y)` is `cells[y * size.width + x]`.
  public var cells: [RenderedCell]
  /// The renderer that resolved the colours (its background and depth).
  public var renderer: XtermRenderer

  /// Creates a rendered screen; `cells` must hold `size.width * size.height` cells.
  public init(size: Size, cells: [RenderedCell], renderer: XtermRenderer) {
    self.size = size
    self.cells = cells
    self.renderer = renderer
  }

  /// The cell at column `x`, line `y`, or nil outside the screen.
  public func cell(x: Int, y: Int) -> RenderedCell? {
    guard x >= 0, x < size.width, y >= 0, y < size.height else { return nil }
    let index = y * size.width + x
    return index < cells.count ? cells[index] : nil
  }
}
