import StackDrawing

/// Keeping the selection valid and in view when an update completes.
extension ScrollStack {
  /// Keeps the selection on a shown, selectable row inside the viewport. Returns true when the
  /// viewport has to move. `following`: the update follows the end (Following/); the end
  /// wins, the selection comes to the view, never the view to the selection.
  func reconcileSelection(following: Bool) -> Bool {
    guard var row = selectionState.selected else { return false }
    // A row the viewport leaves no room for (a resize to a few columns) keeps the selection:
    // resizing never changes which row is selected. A row emptied by its own change passes it on.
    let emptied = row.frameLength == 0 && !hasNoRoom(row)
    var index = storage.index(of: row)
    if index == nil || row.isHidden || !row.content.isSelectable || emptied {
      let near = min(transaction.pending.lostSelectionIndex ?? index ?? 0, storage.count - 1)
      selectionState.selected = nil
      if near >= 0 {
        selectionState.selected =
          nextSelectable(from: near, step: 1) ?? nextSelectable(from: near, step: -1)
      }
      guard let replacement = selectionState.selected else { return false }
      guard following else {
        transaction.pending.scrollTarget = .row(replacement, .nearest)
        return true
      }
      row = replacement
      index = storage.index(of: row)
    }
    // Nothing to bring into view: an empty row, or a viewport without a line to show it in
    // (scrolling there would only lose the place the view comes back to).
    guard row.frameLength > 0, viewportLength > 0, let index,
      !visibility(of: row, at: index).isVisible
    else {
      return false
    }
    // The user scrolled away from the selection (or the end it follows moved away from it):
    // it moves onto the screen. Scrolling to the selected row itself only has not reached it
    // yet (rows measured on the way moved it).
    if transaction.pending.userScrolled || following, !isScrollTarget(row) {
      let onScreen = selectableRowInViewport(preferLast: index > firstVisibleIndex)
      // Following, with no selectable row on screen, the selection is dropped.
      if onScreen != nil || following {
        selectionState.selected = onScreen
        return false
      }
    }
    transaction.pending.scrollTarget = .row(row, .nearest)
    return true
  }

  /// True when the pending scroll target is `row` itself.
  private func isScrollTarget(_ row: Row) -> Bool {
    if case .row(let target, _) = transaction.pending.scrollTarget { return target === row }
    return false
  }

  private var firstVisibleIndex: Int { storage.row(atOffset: offset)?.index ?? 0 }
}
