import StackUI

/// One body row of a ``Table``: a line that asks its table to draw the cells of one model.
/// Made lazily by the table's stack for the rows near the view, and released far from it.
///
/// Not generic: a generic class's type is looked up at run time for every object made (the
/// table runs unspecialised in the app's module), once per row brought near the view.
final class TableRowContent: RowContent {
  /// The table, through a source it detaches from when it goes away (the stack may outlive it
  /// in an app's hands).
  let source: TableRowDrawing
  /// The model's index in ``Table/models``.
  let model: Int
  /// The text cells as last placed, as one line (``TableRowLine``), for ``cellsWidth`` and
  /// the columns of ``cellsGeneration``.
  private(set) var line: String?
  /// The text cells one by one instead, when a cell holds a tab (``line`` is nil).
  private(set) var cells: [PlacedCell]?
  private(set) var cellsWidth = 0
  private(set) var cellsGeneration = 0

  init(source: TableRowDrawing, model: Int) {
    self.source = source
    self.model = model
  }

  /// True when the kept cells are for a table `width` columns wide and the columns of
  /// `generation`.
  func isPlaced(width: Int, generation: Int) -> Bool {
    (line != nil || cells != nil) && cellsWidth == width && cellsGeneration == generation
  }

  /// Keeps the placed cells: `line`, or `cells` when they cannot be one line.
  func placed(line: String?, cells: [PlacedCell]?, width: Int, generation: Int) {
    (self.line, self.cells, cellsWidth, cellsGeneration) = (line, cells, width, generation)
  }

  func sizing(along axis: Axis) -> RowSizing { .fixed(1) }

  func render(in surface: inout Surface, context: RowRenderContext) {
    source.drawCells(of: self, in: &surface, isSelected: context.isSelected)
  }
}
