import StackUI

/// A line of placed cells kept for a width, a sort and a generation of the columns (the
/// table's header).
struct PlacedLine {
  let cells: [PlacedCell]
  let line: String?
  let width: Int
  let sort: TableSort?
  let generation: Int

  init(cells: [PlacedCell], width: Int, sort: TableSort?, generation: Int) {
    self.cells = cells
    self.line = PlacedCell.joined(cells)
    (self.width, self.sort, self.generation) = (width, sort, generation)
  }

  /// Writes the cells on the first line of `surface` in `style`.
  func draw(in surface: inout Surface, style: CellStyle) {
    PlacedCell.write(cells, joined: line, in: &surface, style: style)
  }
}
