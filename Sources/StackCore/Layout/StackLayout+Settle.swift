import StackDrawing

/// Settling the layout: scrolling to the pending target and measuring lazy rows around the
/// viewport until nothing moves.
extension StackLayout {
  /// Applies `target`, measures lazy rows around the viewport with `measure` (the stack's
  /// re-measuring of the row at an index, which makes a lazy row first), keeping the first
  /// visible row still when rows above it change length, and clamps the offset.
  ///
  /// A layout settled at the same ``LayoutKey`` for the same scroll target is already where
  /// this would leave it (every step is idempotent there): nothing to do, as when a change
  /// settles inside an animated scope and the scope's commit settles again.
  func settle(
    target: ScrollTarget?, storage: RowStorage, viewport: Size, measure: (Int) -> Void
  ) {
    if let settled,
      settled.matches(
        key(storage: storage, viewport: viewport), target: target,
        autoHidesLastSeparator: autoHidesLastSeparator)
    {
      return
    }
    passCount &+= 1
    var converged = false
    for _ in 0..<8 {
      apply(target, storage: storage, viewport: viewport)
      // The anchor is the row the view is meant to start in, taken before the offset is
      // clamped: the content it is clamped to may still hold estimates, and anchoring the row
      // the clamp landed on would keep that clamp once measuring lengthens the content (the
      // row the update anchored would end up further down, even off screen). An offset past
      // every row names none; the row the clamp lands on is the anchor then.
      let intended = currentAnchor(in: storage)
      offset = min(max(0, offset), maxOffset(of: storage, in: viewport))
      let anchor = intended ?? currentAnchor(in: storage)
      guard measureAroundViewport(storage: storage, viewport: viewport, measure: measure) else {
        converged = true
        break
      }
      restore(anchor, in: storage)  // The anchoring rule: rows measured above keep it still.
    }
    offset = min(max(0, offset), maxOffset(of: storage, in: viewport))
    settled =
      converged
      ? SettledLayout(
        key: key(storage: storage, viewport: viewport), target: target,
        autoHidesLastSeparator: autoHidesLastSeparator)
      : nil
  }

  /// Measures rows within one viewport length of the viewport that are not measured yet.
  /// Returns true when any extent changed.
  ///
  /// A pass that changed no extent leaves every row of its window measured; until the offset,
  /// the viewport or the slots change, another pass would find nothing to do and is skipped.
  private func measureAroundViewport(
    storage: RowStorage, viewport: Size, measure: (Int) -> Void
  ) -> Bool {
    let layoutKey = key(storage: storage, viewport: viewport)
    if measuredAt == layoutKey { return false }
    let viewportLength = viewportLength(in: viewport)
    let margin = max(viewportLength, 1)
    let from = max(0, offset - margin)
    guard let first = storage.row(atOffset: from) ?? lastRowStart(in: storage) else {
      return false
    }
    var changed = false
    var start = first.start
    let end = offset + viewportLength + margin
    storage.forEachSlot(from: first.index, skippingHiddenRows: true) { index, slot in
      guard start < end else { return false }
      var extent = Int(slot.extent)
      if !slot.isMeasured {
        measure(index)  // Makes a lazy row first.
        let measured = Int(storage.slot(at: index).extent)
        if measured != extent { changed = true }
        extent = measured
      }
      start += extent
      return true
    }
    if !changed { measuredAt = key(storage: storage, viewport: viewport) }
    return changed
  }

  private func lastRowStart(in storage: RowStorage) -> (index: Int, start: Int)? {
    let count = storage.count
    guard count > 0 else { return nil }
    return (count - 1, storage.start(of: count - 1))
  }

  /// Moves the viewport to `target`, if any.
  private func apply(_ target: ScrollTarget?, storage: RowStorage, viewport: Size) {
    guard let target else { return }
    let maxOffset = maxOffset(of: storage, in: viewport)
    switch target {
    case .bottom:
      offset = maxOffset
    case .row(let row, let alignment):
      guard let index = storage.index(of: row) else { return }
      offset = targetOffset(
        forRowAt: index, row: row, alignment: alignment, storage: storage, viewport: viewport)
    case .edge(let atEnd, let row):
      offset = atEnd ? maxOffset : 0
      guard let row, let index = storage.index(of: row) else { return }
      let tall = !row.isHidden && row.frameLength > viewportLength(in: viewport)
      let alignment: ScrollAlignment = tall ? (atEnd ? .bottom : .top) : .nearest
      offset = targetOffset(
        forRowAt: index, row: row, alignment: alignment, storage: storage, viewport: viewport)
    case .selectionOnScreen(let row, let position):
      guard let index = storage.index(of: row) else { return }
      offset = min(max(0, storage.start(of: index) - position), maxOffset)
      offset = targetOffset(
        forRowAt: index, row: row, alignment: .nearest, storage: storage, viewport: viewport)
    }
  }
}
