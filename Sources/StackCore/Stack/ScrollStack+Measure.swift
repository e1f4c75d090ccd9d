import StackDrawing

/// Measuring rows and turning sizes into extents.
extension ScrollStack {
  /// Trailing cells of the row at `index`, made or not.
  func trailingExtent(ofRowAt index: Int) -> Int {
    layout.trailingExtent(ofRowAt: index, in: storage)
  }

  /// The slot for a new eager row, measured.
  func makeSlot(for row: Row) -> RowSlot {
    var slot = RowSlot.eager(row)
    slot.extent = measure(row)
    slot.isMeasured = true
    return slot
  }

  /// Re-measures the row at `index`.
  ///
  /// The content is measured before the slot is changed, never while the storage is being
  /// changed: a content that reads the stack from `measure` or `sizing` sees the layout as it
  /// was before this measurement.
  ///
  /// The first measurement of a lazy row is not an animated change: its estimate was never
  /// drawn (rows near the viewport are measured before a frame shows them), so a row that a
  /// selection move measures on its way appears at its length at once.
  func remeasure(at index: Int) {
    let wasMeasured = storage.slot(at: index).isMeasured
    let row = materialize(at: index)
    if wasMeasured { noteLengthChange(of: row, at: index) }  // Animation: what it showed before.
    let extent = measure(row)
    storage.update(at: index) { slot in
      slot.extent = extent
      slot.isHidden = row.isHidden
      slot.isMeasured = true
    }
    transaction.pending.layoutChanged = true
  }

  /// Re-measures every made row and marks lazy rows as estimates (measured again when they
  /// come near the viewport); used for axis, width, default separator and spacing.
  ///
  /// The row at the top of the viewport stays at the top (the same distance into it, at most
  /// its new extent; the anchoring rule, ``StackLayout/restore(_:in:)``): the offset is a number of cells,
  /// and the same number means another row once rows above change length, so a resize and
  /// its reverse would not bring the view back.
  ///
  /// With `animatingLengths` (a reload of every row), made rows whose length changes inside
  /// an animated scope move to their new lengths; an axis or width change never animates
  /// lengths (a length along the old axis is no start for one along the new).
  func remeasureAll(animatingLengths: Bool = false) {
    let recording = animatingLengths && !transaction.isCommitting
    let anchor = currentAnchor()
    defer {
      restore(anchor)
      transaction.pending.anchoredOffset = offset
    }
    storage.recomputeAllExtents { old in
      var slot = old
      if slot.sectionID >= 0, slot.row?.isCustomized != true {
        slot.isMeasured = false
        slot.extent = estimatedExtent(for: storage.section(slot.sectionID))
        if let row = slot.row { row.frameLength = Int(slot.extent) - trailingExtent(of: row) }
      } else if let row = slot.row {
        if recording { animator.noteChange(of: row, from: { Int(old.extent) }, committing: false) }
        slot.extent = measure(row)
        slot.isMeasured = true
      }
      return slot
    }
  }
}
