import StackDrawing

/// The inputs a layout pass depends on: when they are unchanged, so is its result.
struct LayoutKey: Equatable {
  var offset: Int
  var length: Int
  /// ``RowStorage/version``.
  var version: Int
}
