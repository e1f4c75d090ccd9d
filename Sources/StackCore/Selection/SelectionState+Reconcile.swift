import StackDrawing

/// Keeping the selection valid and in view when an update completes.
extension SelectionState {
  /// Keeps the selection on a shown, selectable row inside the viewport. Returns true when the
  /// viewport has to move. `following`: the update follows the end (Following/); the end
  /// wins, the selection comes to the view, never the view to the selection.
  func reconcile(following: Bool, in host: some SelectionHost) -> Bool {
    guard var row = selected else { return false }
    let storage = host.storage
    let transaction = host.transaction
    // A row the viewport leaves no room for (a resize to a few columns) keeps the selection:
    // resizing never changes which row is selected. A row emptied by its own change passes it on.
    let emptied = row.frameLength == 0 && !hasNoRoom(row, in: host)
    var index = storage.index(of: row)
    if index == nil || row.isHidden || !row.content.isSelectable || emptied {
      let near = min(transaction.pending.lostSelectionIndex ?? index ?? 0, storage.count - 1)
      selected = nil
      if near >= 0 {
        selected =
          nextSelectable(from: near, step: 1, in: host)
          ?? nextSelectable(from: near, step: -1, in: host)
      }
      guard let replacement = selected else { return false }
      guard following else {
        transaction.pending.scrollTarget = .row(replacement, .nearest)
        return true
      }
      row = replacement
      index = storage.index(of: row)
    }
    // Nothing to bring into view: an empty row, or a viewport without a line to show it in
    // (scrolling there would only lose the place the view comes back to).
    guard row.frameLength > 0, host.viewportLength > 0, let index,
      !host.visibility(of: row, at: index).isVisible
    else {
      return false
    }
    // The user scrolled away from the selection (or the end it follows moved away from it):
    // it moves onto the screen. Scrolling to the selected row itself only has not reached it
    // yet (rows measured on the way moved it).
    if transaction.pending.userScrolled || following, !isScrollTarget(row, in: host) {
      let firstVisible = storage.row(atOffset: host.offset)?.index ?? 0
      let onScreen = selectableRowInViewport(preferLast: index > firstVisible, in: host)
      // Following, with no selectable row on screen, the selection is dropped.
      if onScreen != nil || following {
        selected = onScreen
        return false
      }
    }
    transaction.pending.scrollTarget = .row(row, .nearest)
    return true
  }

  /// True when the pending scroll target is `row` itself.
  private func isScrollTarget(_ row: Row, in host: some SelectionHost) -> Bool {
    if case .row(let target, _) = host.transaction.pending.scrollTarget { return target === row }
    return false
  }

  /// The row the selection passes to when the selected row, at `position` of `count` rows
  /// (`row(i)` is row `i`), leaves with a new state: the next row that stays (`isKept`), else
  /// the one before, as a removal passes it on. Nil when the selected row stays, or when no
  /// row stays.
  func heir(at position: Int, count: Int, isKept: (Int) -> Bool, row: (Int) -> Row?) -> Row? {
    guard !isKept(position) else { return nil }
    let after = (position + 1..<count).first(where: isKept)
    let before = (0..<position).reversed().first(where: isKept)
    return (after ?? before).flatMap(row)
  }
}
