import StackDrawing

/// The stack's side of the layout part (``StackLayout``): what it passes the part, and the
/// layout helpers the other parts of the stack call.
extension ScrollStack {
  /// Settles the layout for the pending scroll target (``StackLayout/settle(target:storage:viewport:measure:)``).
  func settleLayout() {
    layout.settle(
      target: transaction.pending.scrollTarget, storage: storage, viewport: viewport,
      measure: remeasure(at:))
  }

  /// The inputs of a layout pass right now.
  var layoutKey: LayoutKey { layout.key(storage: storage, viewport: viewport) }

  /// The anchor for the viewport as it is now (``StackLayout/currentAnchor(in:)``).
  func currentAnchor() -> ViewportAnchor? { layout.currentAnchor(in: storage) }

  /// Moves the offset so `anchor`'s row keeps its screen line (``StackLayout/restore(_:in:)``).
  func restore(_ anchor: ViewportAnchor?) { layout.restore(anchor, in: storage) }

  /// The offset that places the row at `index` as `alignment` says, clamped.
  func targetOffset(forRowAt index: Int, row: Row, alignment: ScrollAlignment) -> Int {
    layout.targetOffset(
      forRowAt: index, row: row, alignment: alignment, storage: storage, viewport: viewport)
  }

  /// Cells after a row's frame: its separator and the spacing.
  func trailingExtent(of row: Row) -> Int { layout.trailingExtent(of: row) }

  /// Measures `row` (``StackLayout/measure(_:in:)``).
  func measure(_ row: Row) -> Int32 { layout.measure(row, in: viewport) }

  /// The extent assumed for a lazy row of `section` that is not measured.
  func estimatedExtent(for section: LazySection) -> Int32 { layout.estimatedExtent(for: section) }
}
