/// One run of consecutive changed cells on a line, as produced by ``CanvasDiff``.
///
/// `cells[i]` is the cell at column `x + i` of line `y`. Continuation cells are included (so
/// the indices line up with columns); a terminal back end writes each lead cell and skips the
/// continuation cells, whose column the wide character already covers.
public struct CellRun: Sendable, Equatable {
  /// The line.
  public var y: Int
  /// The column of the first cell.
  public var x: Int
  /// The cells from column `x` on.
  public var cells: [Cell]

  /// Creates a run.
  public init(y: Int, x: Int, cells: [Cell]) {
    self.y = y
    self.x = x
    self.cells = cells
  }
}
