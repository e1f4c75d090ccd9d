import StackDrawing

/// The selection part of a stack: which row is selected and which row a press holds (a row
/// does not know it is selected), and every rule that moves them — stepping, paging, the
/// edges, keeping the selection valid and in view after an update, pressing and releasing.
///
/// It reaches the rows, the view and the update in progress through a ``SelectionHost`` (the
/// stack) passed into each call, and names no stack; the stack's selection calls are one-line
/// calls into it.
final class SelectionState {
  /// The selected row, if any.
  var selected: Row?
  /// The row held highlighted by a press, if any.
  var pressed: Row?

  /// True when `row` is the selected or the pressed row.
  func holds(_ row: Row) -> Bool { row === selected || row === pressed }
}
