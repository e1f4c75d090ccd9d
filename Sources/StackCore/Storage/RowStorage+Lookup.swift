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
  func forEachSlot(from index: Int, _ body: (Int, RowSlot) -> Bool) {
    guard index < count, index >= 0 else { return }
    var (chunk, local) = locate(index: index)
    var current = index
    while true {
      while local < chunk.slotCount {
        if !body(current, chunk.slot(local)) { return }
        local += 1
        current += 1
      }
      let next = chunk.position + 1
      guard next < chunks.count else { return }
      chunk = chunks[next]
      local = 0
    }
  }

  /// Calls `body` with each row index and slot from `index` backwards, until it returns false.
  func forEachSlotBackwards(from index: Int, _ body: (Int, RowSlot) -> Bool) {
    guard index < count, index >= 0 else { return }
    var (chunk, local) = locate(index: index)
    var current = index
    while true {
      while local >= 0 {
        if !body(current, chunk.slot(local)) { return }
        local -= 1
        current -= 1
      }
      let previous = chunk.position - 1
      guard previous >= 0 else { return }
      chunk = chunks[previous]
      local = chunk.slotCount - 1
    }
  }
}
