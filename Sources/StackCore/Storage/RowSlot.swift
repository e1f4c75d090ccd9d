import StackDrawing

/// One row's entry in ``RowStorage``: the row object when it exists, where a lazy row comes
/// from when it does not, and the row's extent along the axis.
struct RowSlot {
  /// The row; nil for a lazy row that has not been made (or was released).
  var row: Row?
  /// Index into the stack's lazy sections; -1 for an eager row.
  var sectionID: Int32
  /// The data-source index of a lazy row.
  var sourceIndex: Int32
  /// Cells the row takes along the axis: insets, content, separator and spacing; 0 when hidden.
  var extent: Int32
  /// Hidden rows take no space.
  var isHidden: Bool
  /// False while `extent` is an estimate (lazy rows not measured yet, or stale after a resize).
  var isMeasured: Bool

  /// A hidden row that takes no space (not one shrinking away in an animation): nothing
  /// shown and nothing to measure (a row is measured when it is hidden), so the walks over
  /// what is shown step over it.
  var isHiddenAndEmpty: Bool { isHidden && extent == 0 }

  /// An eager row's slot.
  static func eager(_ row: Row) -> RowSlot {
    RowSlot(
      row: row, sectionID: -1, sourceIndex: 0, extent: 0, isHidden: row.isHidden,
      isMeasured: false)
  }
}
