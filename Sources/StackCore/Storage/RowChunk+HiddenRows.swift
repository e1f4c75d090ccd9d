/// Finding the rows of a chunk that a walk over what is shown must visit: hidden rows that
/// take no space (``RowSlot/isHiddenAndEmpty``) are stepped over, so a stack with thousands of
/// rows hidden among the shown ones draws and lays out in the time of the shown rows.
extension RowChunk {
  /// True when the slots are made and every row is hidden and takes no space: a walk over
  /// what is shown steps over the chunk whole, without looking at its slots.
  var isAllHiddenAndEmpty: Bool { pending == nil && shownCount == 0 && extentSum == 0 }

  /// The first position from `local` on (`local...`) whose row is not hidden and empty, or
  /// ``slotCount`` when there is none. A pending chunk hides nothing: `local` itself.
  func firstNotHiddenAndEmpty(from local: Int) -> Int {
    guard pending == nil else { return local }
    return slots.withUnsafeBufferPointer { slots in
      var position = local
      while position < slots.count && slots[position].isHiddenAndEmpty { position += 1 }
      return position
    }
  }

  /// The last position from `local` back (`...local`) whose row is not hidden and empty, or
  /// -1 when there is none. A pending chunk hides nothing: `local` itself.
  func lastNotHiddenAndEmpty(through local: Int) -> Int {
    guard pending == nil else { return local }
    return slots.withUnsafeBufferPointer { slots in
      var position = local
      while position >= 0 && slots[position].isHiddenAndEmpty { position -= 1 }
      return position
    }
  }
}
