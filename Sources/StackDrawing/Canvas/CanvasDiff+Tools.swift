extension CanvasDiff {
  /// ``changes(from:to:)`` for the Tools package's benchmark (`@_spi(Tools) import
  /// StackCore`), which times the diff a terminal runs; not part of the public API.
  @_spi(Tools) public static func changedLines(
    from old: Canvas?, to new: Canvas
  ) -> [(y: Int, columns: Range<Int>)] {
    changes(from: old, to: new)
  }
}
