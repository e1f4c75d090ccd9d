import StackDrawing

/// Finding the rows the selection may stop on: shown rows whose content is selectable and
/// whose frame is not empty.
extension SelectionState {
  /// True when the selection may stop on `row`.
  func isSelectable(_ row: Row) -> Bool {
    !row.isHidden && row.frameLength > 0 && row.content.isSelectable
      && row.lazySource?.isSelectable != false
  }

  /// Whether the viewport leaves `row` no cells across the axis (its frame is then empty
  /// because of the viewport, not because of the row).
  func hasNoRoom(_ row: Row, in host: some SelectionHost) -> Bool {
    host.crossLength <= row.insets.total(along: host.axis.cross)
  }

  /// The first selectable row from `index` going by `step` (+1 or -1), inclusive.
  ///
  /// Rows skipped on the way are not kept: a lazy row not made yet is asked through a new
  /// content whether it is selectable, and a row object is made only for one that is; one
  /// made and then found empty is released again. So skipping a million unselectable lazy
  /// rows costs a million contents made and dropped, not a million rows kept; the rows of a
  /// section declared unselectable cost nothing (no content is made, and its pending chunks
  /// are stepped over whole).
  func nextSelectable(from index: Int, step: Int, in host: some SelectionHost) -> Row? {
    let storage = host.storage
    var found: Row?
    let visit: (Int, RowSlot) -> Bool = { index, slot in
      guard !slot.isHidden else { return true }
      if slot.sectionID >= 0, !storage.section(slot.sectionID).rowsAreSelectable {
        return true
      }
      var content: (any RowContent)?
      if slot.row == nil, slot.sectionID >= 0 {
        let made = storage.lazyContent(for: slot)
        guard made.isSelectable else { return true }
        content = made
      }
      let row = host.materialize(at: index, content: content)
      // Judge a lazy row by its measured length, not its estimate: an empty row is skipped.
      if !slot.isMeasured { host.remeasure(at: index) }
      if self.isSelectable(row) {
        found = row
      } else if content != nil {
        storage.releaseIfJustMade(row, pinned: host.isPinned)
      }
      return found == nil
    }
    guard index >= 0, index < storage.count else { return nil }
    let skips: (RowChunk.Pending) -> Bool = { pending in
      !storage.section(pending.sectionID).rowsAreSelectable
    }
    if step > 0 {
      storage.forEachSlot(from: index, skippingPending: skips, skippingHiddenRows: true, visit)
    } else {
      storage.forEachSlotBackwards(
        from: index, skippingPending: skips, skippingHiddenRows: true, visit)
    }
    return found
  }

  /// The first (or last) selectable row at least partly in the viewport.
  func selectableRowInViewport(preferLast: Bool, in host: some SelectionHost) -> Row? {
    var candidates: [Row] = []
    host.forEachRowInViewport { _, row, state in
      if state.isVisible, isSelectable(row) { candidates.append(row) }
    }
    return preferLast ? candidates.last : candidates.first
  }
}
