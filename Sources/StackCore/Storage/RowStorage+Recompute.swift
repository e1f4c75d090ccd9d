import StackDrawing

/// Changing every row's extent at once (a new axis, cross length, default separator or
/// spacing) without a pass over rows nobody has looked at.
extension RowStorage {
  /// Recomputes every extent with `extent`.
  ///
  /// Costs O(made rows) plus, for each lazy section whose estimate changed, O(its pending
  /// chunks): the rows of a pending chunk are all alike but for their source index, so one
  /// probe slot per section tells whether its pending chunks change at all. A viewport that
  /// only gets wider or narrower leaves every estimate as it was.
  ///
  /// `extent` gets a copy of each slot and returns the new one: no access to the slots is in
  /// progress while it runs, so it may measure a content that reads the stack.
  func recomputeAllExtents(_ extent: (RowSlot) -> RowSlot) {
    version &+= 1
    var recomputed = Set<ObjectIdentifier>()
    for (sectionID, listed) in pendingChunks {
      guard let current = listed.first(where: { $0.pending != nil && holds($0) })?.pending
      else {
        pendingChunks[sectionID] = nil
        continue
      }
      let probe = extent(
        RowChunk.Pending(sectionID: sectionID, firstSource: 0, count: 1, extent: current.extent)
          .slot(0))
      let stillPending =
        probe.row == nil && probe.sectionID == sectionID && probe.sourceIndex == 0
        && !probe.isHidden && !probe.isMeasured
      if stillPending, probe.extent == current.extent { continue }
      var kept: [RowChunk] = []
      for chunk in listed where chunk.pending != nil && holds(chunk) {
        let before = chunk.extentSum
        if stillPending {
          chunk.setPendingExtent(probe.extent)
          kept.append(chunk)
        } else {
          realize(chunk)
          updateEachSlot(of: chunk, with: extent)
          chunk.recount()
          recomputed.insert(ObjectIdentifier(chunk))
        }
        extents.add(chunk.extentSum - before, at: chunk.position)
      }
      pendingChunks[sectionID] = kept.isEmpty ? nil : kept
    }
    for (id, chunk) in madeChunks where !recomputed.contains(id) {
      guard holds(chunk) else {
        madeChunks[id] = nil
        continue
      }
      let before = chunk.extentSum
      updateEachSlot(of: chunk, with: extent)
      chunk.recount()
      if chunk.extentSum != before { extents.add(chunk.extentSum - before, at: chunk.position) }
    }
  }

  /// Replaces each slot of `chunk` by `extent` of a copy of it, one at a time.
  private func updateEachSlot(of chunk: RowChunk, with extent: (RowSlot) -> RowSlot) {
    var local = 0
    while local < chunk.slots.count {
      let updated = extent(chunk.slots[local])
      if local < chunk.slots.count { chunk.slots[local] = updated }
      local += 1
    }
  }
}
