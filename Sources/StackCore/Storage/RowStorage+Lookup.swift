import StackDrawing

/// Finding rows by index, by offset and by object, and walking them in order.
extension RowStorage {
  /// The chunk holding row `index` and the row's position in it. Precondition: valid index.
  func locate(index: Int) -> (chunk: RowChunk, local: Int) {
    let (position, start) = counts.locate(index)
    return (chunks[position], index - start)
  }

  /// The slot of row `index`. Precondition: `0 <= index < count`.
  func slot(at index: Int) -> RowSlot {
    let (chunk, local) = locate(index: index)
    return chunk.slot(local)
  }

  /// The current index of `row`, or nil when it is not stored here.
  func index(of row: Row) -> Int? {
    rowLookups &+= 1
    guard let chunk = row.chunk, chunk.position < chunks.count, chunks[chunk.position] === chunk,
      row.slot < chunk.slots.count, chunk.slots[row.slot].row === row
    else { return nil }
    return counts.prefixSum(chunk.position) + row.slot
  }

  /// The offset along the axis where row `index` starts. `index == count` gives the total.
  func start(of index: Int) -> Int {
    if index >= count { return totalExtent }
    let (chunk, local) = locate(index: index)
    if let pending = chunk.pending {
      return extents.prefixSum(chunk.position) + local * Int(pending.extent)
    }
    // Sum the extents from the nearer end of the chunk.
    return chunk.slots.withUnsafeBufferPointer { slots in
      if local <= slots.count / 2 {
        var offset = extents.prefixSum(chunk.position)
        for i in 0..<local { offset += Int(slots[i].extent) }
        return offset
      }
      var offset = extents.prefixSum(chunk.position + 1)
      for i in local..<slots.count { offset -= Int(slots[i].extent) }
      return offset
    }
  }

  /// The row whose extent holds `offset`, and where that row starts; nil when `offset` is
  /// at or past the end. Rows of extent 0 never hold an offset.
  func row(atOffset offset: Int) -> (index: Int, start: Int)? {
    guard offset >= 0, offset < totalExtent else { return nil }
    let (position, chunkStart) = extents.locate(offset)
    guard position < chunks.count else { return nil }
    let firstIndex = counts.prefixSum(position)
    let chunk = chunks[position]
    if let pending = chunk.pending, pending.extent > 0 {
      let local = (offset - chunkStart) / Int(pending.extent)
      return (firstIndex + local, chunkStart + local * Int(pending.extent))
    }
    return chunk.slots.withUnsafeBufferPointer { slots in
      var start = chunkStart
      for local in slots.indices {
        let extent = Int(slots[local].extent)
        if offset < start + extent { return (firstIndex + local, start) }
        start += extent
      }
      return nil
    }
  }

  /// Calls `body` with each row index and slot from `index` on, until it returns false.
  /// The rows of a pending chunk for which `skippingPending` is true are stepped over whole.
  /// With `skippingHiddenRows`, hidden rows that take no space (``RowSlot/isHiddenAndEmpty``)
  /// are stepped over without calling `body`, a chunk of only such rows at once: a walk over
  /// what is shown then costs what is shown (and at most a chunk's length on either side),
  /// not the number of rows hidden among them.
  /// `body` may make rows (cutting a pending chunk into pieces): the walk goes on from the
  /// next index.
  func forEachSlot(
    from index: Int, skippingPending: ((RowChunk.Pending) -> Bool)? = nil,
    skippingHiddenRows: Bool = false, _ body: (Int, RowSlot) -> Bool
  ) {
    guard index >= 0 else { return }
    var current = index
    while current < count {
      var (chunk, local) = locate(index: current)
      if let pending = chunk.pending, skippingPending?(pending) == true {
        current += chunk.slotCount - local
        continue
      }
      if skippingHiddenRows && chunk.isAllHiddenAndEmpty {
        current += chunk.slotCount - local
        continue
      }
      while local < chunk.slotCount {
        if skippingHiddenRows {
          let next = chunk.firstNotHiddenAndEmpty(from: local)
          current += next - local
          local = next
          guard local < chunk.slotCount else { break }
        }
        slotsVisited &+= 1
        if !body(current, chunk.slot(local)) { return }
        local += 1
        current += 1
        if !holds(chunk) { break }
      }
    }
  }

  /// Calls `body` with each row index and slot from `index` backwards, until it returns false.
  /// The rows of a pending chunk for which `skippingPending` is true are stepped over whole;
  /// `skippingHiddenRows` as in ``forEachSlot(from:skippingPending:skippingHiddenRows:_:)``.
  /// `body` may make rows (cutting a pending chunk into pieces): the walk goes on from the
  /// previous index.
  func forEachSlotBackwards(
    from index: Int, skippingPending: ((RowChunk.Pending) -> Bool)? = nil,
    skippingHiddenRows: Bool = false, _ body: (Int, RowSlot) -> Bool
  ) {
    guard index < count else { return }
    var current = index
    while current >= 0 {
      var (chunk, local) = locate(index: current)
      if let pending = chunk.pending, skippingPending?(pending) == true {
        current -= local + 1
        continue
      }
      if skippingHiddenRows && chunk.isAllHiddenAndEmpty {
        current -= local + 1
        continue
      }
      while local >= 0 {
        if skippingHiddenRows {
          let previous = chunk.lastNotHiddenAndEmpty(through: local)
          current -= local - previous
          local = previous
          guard local >= 0 else { break }
        }
        slotsVisited &+= 1
        if !body(current, chunk.slot(local)) { return }
        local -= 1
        current -= 1
        if !holds(chunk) { break }
      }
    }
  }
}

extension RowStorage {
  /// Every made row, in order (a row not made yet is skipped), read chunk by chunk.
  func madeRows() -> [Row] {
    var rows: [Row] = []
    rows.reserveCapacity(count)
    for chunk in chunks {
      for slot in chunk.slots {
        if let row = slot.row { rows.append(row) }
      }
    }
    return rows
  }
}
