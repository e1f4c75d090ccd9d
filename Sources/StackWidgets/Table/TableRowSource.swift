import StackUI

/// What a body row (``TableRowContent``) draws through, whatever its table's model type.
class TableRowDrawing {
  /// Draws the cells of `row` on `surface` (nothing once the table is gone).
  func drawCells(of row: TableRowContent, in surface: inout Surface, isSelected: Bool) {}
}

/// What a ``Table``'s body rows draw through: their table, held neither strongly (the table
/// holds the stack that holds the rows) nor weakly — a weak reference gives the table a side
/// table, and then every retain and release of it, several for each row drawn, takes the
/// runtime's slow path. The table detaches itself when it goes away, so a row of a stack
/// that outlived its table (kept by an app) draws nothing.
final class TableRowSource<Model: Identifiable>: TableRowDrawing {
  /// The table, unretained, until it detaches.
  private var table: Unmanaged<Table<Model>>?

  /// The table, while it exists.
  var current: Table<Model>? { table?.takeUnretainedValue() }

  /// Points to `table` (called by the table once it is initialised).
  func attach(_ table: Table<Model>) { self.table = .passUnretained(table) }

  /// Forgets the table (called by its `deinit`).
  func detach() { table = nil }

  override func drawCells(of row: TableRowContent, in surface: inout Surface, isSelected: Bool) {
    current?.drawCells(of: row, in: &surface, isSelected: isSelected)
  }
}
