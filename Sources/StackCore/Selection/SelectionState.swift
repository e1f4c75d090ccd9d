import StackDrawing

/// Which row is selected and which row a press holds: the stack's own choice of rows, kept
/// apart from the rows themselves (a row does not know it is selected).
struct SelectionState {
  /// The selected row, if any.
  var selected: Row?
  /// The row held highlighted by a press, if any.
  var pressed: Row?

  /// True when `row` is the selected or the pressed row.
  func holds(_ row: Row) -> Bool { row === selected || row === pressed }
}
