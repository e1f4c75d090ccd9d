import StackDrawing

/// Moving the selection: selecting a row, stepping, paging and going to an edge (each one
/// update, whose commit settles the layout; the stack decides "changed" afterwards). Moving it
/// keeps the selected row entirely visible (a row longer than the viewport is scrolled
/// through line by line before the selection moves on).
extension SelectionState {
  /// Selects `row` (at `index`), scrolling it into view.
  func select(_ row: Row, at index: Int, in host: some SelectionHost) throws(StackError) {
    guard isSelectable(row) else { throw .rowNotSelectable(index: index) }
    host.performUpdate { move(to: row, alignment: .nearest, in: host) }
  }

  /// Clears the selection.
  func clear(in host: some SelectionHost) {
    host.performUpdate { selected = nil }
  }

  /// Selects `row` and makes it the update's scroll target.
  func move(to row: Row, alignment: ScrollAlignment, in host: some SelectionHost) {
    selected = row
    host.transaction.pending.scrollTarget = .row(row, alignment)
  }

  /// Selects the first (or last) selectable row and scrolls to that edge.
  func selectEdge(atEnd: Bool, in host: some SelectionHost) {
    host.performUpdate {
      let row =
        atEnd
        ? nextSelectable(from: host.storage.count - 1, step: -1, in: host)
        : nextSelectable(from: 0, step: 1, in: host)
      if let row { selected = row }
      host.transaction.pending.scrollTarget = .edge(atEnd: atEnd, showing: row)
    }
  }

  /// Moves the selection to the next (or previous) selectable row; from nothing, to the first
  /// one in view.
  func step(forward: Bool, in host: some SelectionHost) {
    host.performUpdate {
      let storage = host.storage
      guard let current = selected, let index = storage.index(of: current) else {
        if let row = selectableRowInViewport(preferLast: false, in: host)
          ?? nextSelectable(from: 0, step: 1, in: host)
        {
          move(to: row, alignment: .nearest, in: host)
        }
        return
      }
      let start = storage.start(of: index)
      let end = start + current.frameLength
      let viewportLength = host.viewportLength
      if forward, current.frameLength > viewportLength, end > host.offset + viewportLength {
        host.offset += 1
      } else if !forward, current.frameLength > viewportLength, start < host.offset {
        host.offset -= 1
      } else if let next = nextSelectable(
        from: index + (forward ? 1 : -1), step: forward ? 1 : -1, in: host)
      {
        let tall = next.frameLength > viewportLength
        move(to: next, alignment: tall ? (forward ? .top : .bottom) : .nearest, in: host)
      } else {
        // No row to move to: at least show the selected row entirely (a resize may have
        // left it partly visible).
        host.transaction.pending.scrollTarget = .row(current, .nearest)
      }
    }
  }
}
