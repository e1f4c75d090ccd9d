import StackDrawing

/// Making the row objects of lazy rows when they are needed, and letting the storage release
/// them again (never the rows the stack is using).
extension ScrollStack {
  /// The row at `index` for a public read (``rows``, ``row(at:)``): outside an update, made
  /// lazy rows beyond about twice ``lazyCacheLimit`` are released before another is made, so
  /// reading every row (`for row in stack.rows`) keeps memory bounded.
  func readRow(at index: Int) -> Row {
    // The cache count first: it is cheap, and usually ends the check.
    if storage.lazyCache.count >= 2 * lazyCacheLimit + visibilityTracker.count + 64,
      transaction.isIdle,
      storage.slot(at: index).row == nil
    {
      trimLazyCache()
    }
    return materialize(at: index)
  }

  /// The row object at `index`, making a lazy row's content if needed (or using `content`,
  /// already made for it by ``RowStorage/lazyContent(for:)``).
  @discardableResult
  func materialize(at index: Int, content: (any RowContent)? = nil) -> Row {
    let slot = storage.slot(at: index)
    if let row = slot.row { return row }
    let section = storage.section(slot.sectionID)
    let sourceIndex = Int(slot.sourceIndex)
    let row = Row(
      content: content ?? section.content(at: sourceIndex), insets: section.insets, madeBy: self)
    row.lazySource = LazyRowSource(index: sourceIndex, isSelectable: section.rowsAreSelectable)
    row.frameLength = max(0, Int(slot.extent) - trailingExtent(of: row))
    storage.adoptLazyRow(row, at: index)
    return row
  }

  /// True for a row the stack is using (selected, pressed or visible): never released.
  func isPinned(_ row: Row) -> Bool {
    selectionState.holds(row) || visibilityTracker.isVisible(row)
      || animator.isMoving(row)
  }

  /// Releases lazily made rows beyond ``lazyCacheLimit`` that are not pinned or customised.
  func trimLazyCache() {
    storage.trimLazyCache(
      limit: lazyCacheLimit, pinnedCount: visibilityTracker.count, pinned: isPinned)
  }
}
