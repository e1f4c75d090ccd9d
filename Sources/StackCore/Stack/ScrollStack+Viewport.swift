import StackDrawing

/// Where rows stand relative to the viewport, and walking the rows in it.
extension ScrollStack {
  func visibility(of row: Row, at index: Int) -> RowVisibility {
    visibilityState(start: storage.start(of: index), frame: row.frameLength, isHidden: row.isHidden)
  }

  /// The state of a row with frame `start..<start+frame` for the current offset and viewport.
  func visibilityState(start: Int, frame: Int, isHidden: Bool) -> RowVisibility {
    if isHidden { return .hidden }
    let visible = min(start + frame, offset + viewportLength) - max(start, offset)
    if visible <= 0 { return .offscreen }
    if visible >= frame { return .entire }
    return .partial(visibleCells: visible, fraction: Double(visible) / Double(frame))
  }

  /// Calls `body` for each shown row whose extent meets the viewport, with its state.
  func forEachRowInViewport(_ body: (Int, Row, RowVisibility) -> Void) {
    scanRowsInViewport { index, row, state in
      body(index, row, state)
      return true
    }
  }

  /// Calls `body` like ``forEachRowInViewport(_:)``, stopping after the first row for which it returns false.
  func scanRowsInViewport(_ body: (Int, Row, RowVisibility) -> Bool) {
    let end = offset + viewportLength
    guard viewportLength > 0, let first = storage.row(atOffset: offset) else { return }
    var start = first.start
    // Animation: only while a frame is presented can a row's drawn frame differ from its own.
    let isPresented = animator.isPresented
    storage.forEachSlot(from: first.index, skippingHiddenRows: true) { index, slot in
      guard start < end else { return false }
      if !slot.isHidden {
        let row = slot.row ?? materialize(at: index)
        // Animation: a moving row's frame is the part drawn.
        let frame =
          isPresented ? animator.presentedFrameLength(of: row) ?? row.frameLength : row.frameLength
        let rowStart = isPresented ? start + animator.presentedLead(of: row) : start
        guard body(index, row, visibilityState(start: rowStart, frame: frame, isHidden: false))
        else { return false }
      }
      start += Int(slot.extent)
      return true
    }
  }
}
