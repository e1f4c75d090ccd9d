import StackUI

/// One body row of a ``Table``: a line that asks its table to draw the cells of one model.
/// Made lazily by the table's stack for the rows near the view, and released far from it.
final class TableRowContent<Model: Identifiable>: RowContent {
  /// The table (weak: the stack may outlive it in an app's hands).
  weak var table: Table<Model>?
  /// The model's index in ``Table/models``.
  let model: Int
  /// The text cells as last drawn, for ``cellsWidth`` and the columns of ``cellsGeneration``.
  var cells: [PlacedCell]?
  /// ``cells`` as one line (nil when they cannot be, see `PlacedCell.joined(_:)`).
  var line: String?
  var cellsWidth = 0
  var cellsGeneration = 0

  init(table: Table<Model>, model: Int) {
    self.table = table
    self.model = model
  }

  func sizing(along axis: Axis) -> RowSizing { .fixed(1) }

  func render(in surface: inout Surface, context: RowRenderContext) {
    table?.drawCells(of: self, in: &surface, isSelected: context.isSelected)
  }
}
