import StackDrawing

/// Lazily made rows: the contents of lazy sections, and releasing rows made on demand once
/// there are too many (the rows the stack is using, "pinned", are kept).
extension RowStorage {
  /// A new content for the lazy row of `slot` (which has no row object), to look at before
  /// deciding to keep a row for it: searches that skip rows (selection, type lookups) make
  /// no row object for the rows they skip.
  func lazyContent(for slot: RowSlot) -> any RowContent {
    section(slot.sectionID).content(at: Int(slot.sourceIndex))
  }

  /// The lazy section `id` (a released one stands in if none is listed: no slot names a
  /// section that is not).
  func section(_ id: Int32) -> LazySection {
    sections[id]
      ?? LazySection(
        id: id, count: 0, estimatedLength: 1, insets: .zero, rowsAreSelectable: false,
        make: nil)
  }

  /// Lists a new lazy section (its rows are added next) and returns it.
  func addSection(
    count: Int, estimatedLength: Int, insets: EdgeInsets, rowsAreSelectable: Bool,
    make: @escaping (Int) -> any RowContent
  ) -> LazySection {
    while sections[nextSectionID] != nil || nextSectionID < 0 { nextSectionID &+= 1 }
    let section = LazySection(
      id: nextSectionID, count: count, estimatedLength: estimatedLength, insets: insets,
      rowsAreSelectable: rowsAreSelectable, make: make)
    nextSectionID &+= 1
    sections[section.id] = section
    // A section of no rows has nothing to wait for: it goes at the end of the update.
    emptiedSections.append(section.id)
    return section
  }

  /// A row of section `sectionID` left the storage.
  func noteRowLeft(sectionID: Int32) {
    guard let section = sections[sectionID] else { return }
    section.storedRows -= 1
    if section.storedRows <= 0 { emptiedSections.append(sectionID) }
  }

  /// Releases the sections whose rows have all left (with their `make` closures): called
  /// once an update is complete, so a row moved within an update (out, then back in) keeps
  /// its section.
  func releaseEmptiedSections() {
    guard !emptiedSections.isEmpty else { return }
    let emptied = emptiedSections
    emptiedSections = []
    for id in emptied {
      guard let section = sections[id], section.storedRows <= 0 else { continue }
      section.release()
      sections[id] = nil
      pendingChunks[id] = nil
    }
  }

  /// Records `row`, just made for the lazy row at `index`, in its slot and in the cache.
  func adoptLazyRow(_ row: Row, at index: Int) {
    contentRows[ObjectIdentifier(row.content)] = row
    lazyCache.append(row)
    update(at: index) { $0.row = row }
  }

  /// Releases `row` if it is the lazy row made last and neither customised nor `pinned`: a
  /// search made it and then skipped it.
  func releaseIfJustMade(_ row: Row, pinned: (Row) -> Bool) {
    guard lazyCache.last === row, !row.isCustomized, !pinned(row), let chunk = row.chunk
    else { return }
    lazyCache.removeLast()
    release(row, from: chunk)
    repackIfPending(chunk)
  }

  /// Releases lazily made rows beyond `limit` that are neither customised nor `pinned`
  /// (nothing to do while there are no more than `limit + pinnedCount`). Chunks left with no
  /// made, measured or hidden row go back to pending (``RowChunk/repackIfPending()``), so
  /// their slots take no memory either.
  func trimLazyCache(limit: Int, pinnedCount: Int, pinned: (Row) -> Bool) {
    guard lazyCache.count > limit + pinnedCount else { return }
    var excess = lazyCache.count - limit
    // Oldest first: release unpinned rows while there are too many, drop customised rows
    // (the storage keeps them), keep the rest in order. Compacted in place; whether a row is
    // pinned is only asked while rows remain to be released.
    var cache = lazyCache
    lazyCache = []
    var kept = 0
    var emptied: [ObjectIdentifier: RowChunk] = [:]
    for position in cache.indices {
      let row = cache[position]
      if excess > 0, !row.isCustomized, !pinned(row), let chunk = row.chunk {
        release(row, from: chunk)
        emptied[ObjectIdentifier(chunk)] = chunk
        excess -= 1
      } else if !row.isCustomized {
        cache.swapAt(kept, position)
        kept += 1
      }
    }
    cache.removeLast(cache.count - kept)
    lazyCache = cache
    for chunk in emptied.values { repackIfPending(chunk) }
  }

  /// Forgets the row object of a lazy row: its slot goes back to "not made".
  private func release(_ row: Row, from chunk: RowChunk) {
    chunk.slots[row.slot].row = nil
    row.chunk = nil
    contentRows[ObjectIdentifier(row.content)] = nil
  }
}
