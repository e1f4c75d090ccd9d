import StackDrawing

/// Moving the selection: finding the next selectable row, stepping and paging (each one
/// update, whose commit settles the layout; the façade decides "changed" afterwards).
extension ScrollStack {
  func isSelectable(_ row: Row) -> Bool {
    !row.isHidden && row.frameLength > 0 && row.content.isSelectable
      && row.lazySource?.isSelectable != false
  }

  /// Whether the viewport leaves `row` no cells across the axis (its frame is then empty
  /// because of the viewport, not because of the row).
  func hasNoRoom(_ row: Row) -> Bool {
    crossLength <= row.insets.total(along: axis.cross)
  }

  /// The first selectable row from `index` going by `step` (+1 or -1), inclusive.
  ///
  /// Rows skipped on the way are not kept: a lazy row not made yet is asked through a new
  /// content whether it is selectable, and a row object is made only for one that is; one
  /// made and then found empty is released again. So skipping a million unselectable lazy
  /// rows costs a million contents made and dropped, not a million rows kept; the rows of a
  /// section declared unselectable cost nothing (no content is made, and its pending chunks
  /// are stepped over whole).
  func nextSelectable(from index: Int, step: Int) -> Row? {
    var found: Row?
    let visit: (Int, RowSlot) -> Bool = { index, slot in
      guard !slot.isHidden else { return true }
      if slot.sectionID >= 0, !self.storage.section(slot.sectionID).rowsAreSelectable {
        return true
      }
      var content: (any RowContent)?
      if slot.row == nil, slot.sectionID >= 0 {
        let made = self.storage.lazyContent(for: slot)
        guard made.isSelectable else { return true }
        content = made
      }
      let row = self.materialize(at: index, content: content)
      // Judge a lazy row by its measured length, not its estimate: an empty row is skipped.
      if !slot.isMeasured { self.remeasure(at: index) }
      if self.isSelectable(row) {
        found = row
      } else if content != nil {
        self.storage.releaseIfJustMade(row, pinned: self.isPinned)
      }
      return found == nil
    }
    guard index >= 0, index < storage.count else { return nil }
    let skips: (RowChunk.Pending) -> Bool = { pending in
      !self.storage.section(pending.sectionID).rowsAreSelectable
    }
    if step > 0 {
      storage.forEachSlot(from: index, skippingPending: skips, visit)
    } else {
      storage.forEachSlotBackwards(from: index, skippingPending: skips, visit)
    }
    return found
  }

  /// The first (or last) selectable row at least partly in the viewport.
  func selectableRowInViewport(preferLast: Bool) -> Row? {
    var candidates: [Row] = []
    forEachRowInViewport { _, row, state in
      if state.isVisible, isSelectable(row) { candidates.append(row) }
    }
    return preferLast ? candidates.last : candidates.first
  }

  func moveSelection(to row: Row, alignment: ScrollAlignment) {
    selectionState.selected = row
    transaction.pending.scrollTarget = .row(row, alignment)
  }

  func selectEdge(atEnd: Bool) {
    performUpdate {
      let row =
        atEnd
        ? nextSelectable(from: storage.count - 1, step: -1) : nextSelectable(from: 0, step: 1)
      if let row { selectionState.selected = row }
      transaction.pending.scrollTarget = .edge(atEnd: atEnd, showing: row)
    }
  }

  func step(forward: Bool) {
    performUpdate {
      guard let current = selectionState.selected, let index = storage.index(of: current) else {
        if let row = selectableRowInViewport(preferLast: false)
          ?? nextSelectable(from: 0, step: 1)
        {
          moveSelection(to: row, alignment: .nearest)
        }
        return
      }
      let start = storage.start(of: index)
      let end = start + current.frameLength
      if forward, current.frameLength > viewportLength, end > offset + viewportLength {
        offset += 1
      } else if !forward, current.frameLength > viewportLength, start < offset {
        offset -= 1
      } else if let next = nextSelectable(from: index + (forward ? 1 : -1), step: forward ? 1 : -1)
      {
        let tall = next.frameLength > viewportLength
        moveSelection(to: next, alignment: tall ? (forward ? .top : .bottom) : .nearest)
      } else {
        // No row to move to: at least show the selected row entirely (a resize may have
        // left it partly visible).
        transaction.pending.scrollTarget = .row(current, .nearest)
      }
    }
  }

  /// Pages the view and the selection. With nothing selected, the page starts from the
  /// visible row it leaves behind (the last one going back, the first going forward), so
  /// the first Page Up in a list that follows its end pages too, instead of only showing a
  /// selection bar; with no selectable row in view it selects as ``step(forward:)`` does.
  func page(forward: Bool) {
    guard selectionState.selected != nil || selectableRowInViewport(preferLast: !forward) != nil
    else { return step(forward: forward) }
    performUpdate {
      if selectionState.selected == nil {
        selectionState.selected = selectableRowInViewport(preferLast: !forward)
      }
      let startOffset = offset
      guard let current = selectionState.selected, let index = storage.index(of: current) else {
        return
      }
      let distance = max(1, viewportLength) * (forward ? 1 : -1)
      let start = storage.start(of: index)
      let end = start + current.frameLength
      // A row longer than the viewport is paged through before the selection moves on (as
      // ``selectNext()`` steps through it): never past its far end, never backwards.
      if current.frameLength > viewportLength {
        if forward, end > offset + viewportLength {
          offset = min(offset + distance, end - viewportLength)
          return
        }
        if !forward, start < offset {
          offset = max(offset + distance, start)
          return
        }
      }
      let newOffset = min(max(0, offset + distance), maxOffset)
      let target = min(max(0, start + distance), max(0, contentLength - 1))
      var candidate: Row?
      if let (landing, _) = storage.row(atOffset: target) {
        candidate =
          nextSelectable(from: landing, step: forward ? 1 : -1)
          ?? nextSelectable(from: landing, step: forward ? -1 : 1)
      }
      // Paging never moves the selection the other way (the rows past the current one may
      // all be empty or unselectable).
      if let found = candidate, let landed = storage.index(of: found),
        forward ? landed < index : landed > index
      {
        candidate = nil
      }
      if candidate === current,
        let neighbour = nextSelectable(
          from: index + (forward ? 1 : -1), step: forward ? 1 : -1)
      {
        candidate = neighbour
      }
      if let candidate, candidate !== current {
        offset = newOffset
        moveSelection(to: candidate, alignment: .nearest)
      } else {
        // The selection stays (no other row to move to): the view pages on only as far as
        // the row stays in view, entirely when it fits, and never back.
        let fits = current.frameLength <= viewportLength
        offset =
          forward
          ? min(newOffset, max(startOffset, fits ? start : end - viewportLength))
          : max(newOffset, min(startOffset, fits ? end - viewportLength : start))
      }
    }
  }
}
