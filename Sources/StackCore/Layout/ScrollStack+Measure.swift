/// Measuring rows and turning sizes into extents.
extension ScrollStack {
  /// The viewport's length along the axis.
  public var viewportLength: Int { viewport.length(along: axis) }

  /// Cells across the axis available to rows (the viewport less the scroll indicator).
  public var crossLength: Int {
    max(0, viewport.length(along: axis.cross) - (showsScrollIndicator ? 1 : 0))
  }

  /// The separator in force for `row`.
  public func separator(of row: Row) -> Separator { row.separatorOverride ?? defaultSeparator }

  /// Cells after a row's frame: its separator and the spacing.
  func trailingExtent(of row: Row) -> Int { separator(of: row).length + spacing }

  /// Trailing cells of the row at `index`, made or not.
  func trailingExtent(ofRowAt index: Int) -> Int {
    if let row = storage.slot(at: index).row { return trailingExtent(of: row) }
    return defaultSeparator.length + spacing
  }

  /// Measures `row`: updates its frame length and returns its extent.
  ///
  /// Every length is capped (``maximumCellLength``): a content measuring `Int.max`, a
  /// `.fixed(Int.max)` sizing or huge insets give a very long row, never an overflow.
  func measure(_ row: Row) -> Int32 {
    let cross = max(0, crossLength - row.insets.total(along: axis.cross))
    let content = row.effectiveSizing(along: axis).resolve {
      row.content.measure(along: axis, crossLength: cross)
    }
    row.frameLength = clampedLength(row.insets.total(along: axis).saturatingAdd(content))
    return row.isHidden ? 0 : Int32(clamping: row.frameLength + trailingExtent(of: row))
  }

  /// The extent assumed for a lazy row of `section` that is not measured.
  func estimatedExtent(for section: LazySection) -> Int32 {
    Int32(
      clamping: clampedLength(
        section.insets.total(along: axis).saturatingAdd(section.estimatedLength))
        + defaultSeparator.length + spacing)
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
  func remeasure(at index: Int) {
    let row = materialize(at: index)
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
  /// its new extent): the offset is a number of cells, and the same number means another row
  /// once rows above change length, so a resize and its reverse would not bring the view back.
  func remeasureAll() {
    let anchor = storage.row(atOffset: offset).map { (index: $0.index, delta: offset - $0.start) }
    defer {
      if let anchor, anchor.index < storage.count {
        let extent = Int(storage.slot(at: anchor.index).extent)
        offset = storage.start(of: anchor.index) + min(anchor.delta, max(0, extent - 1))
      }
    }
    storage.recomputeAllExtents { old in
      var slot = old
      if slot.sectionID >= 0, slot.row?.isCustomized != true {
        slot.isMeasured = false
        slot.extent = estimatedExtent(for: storage.sections[Int(slot.sectionID)])
        if let row = slot.row { row.frameLength = Int(slot.extent) - trailingExtent(of: row) }
      } else if let row = slot.row {
        slot.extent = measure(row)
        slot.isMeasured = true
      }
      return slot
    }
  }

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
    let section = storage.sections[Int(slot.sectionID)]
    let sourceIndex = Int(slot.sourceIndex)
    let row = Row(content: content ?? section.make(sourceIndex), insets: section.insets)
    row.lazySource = LazyRowSource(section: section, index: sourceIndex)
    row.frameLength = max(0, Int(slot.extent) - trailingExtent(of: row))
    storage.adoptLazyRow(row, at: index)
    return row
  }

  /// True for a row the stack is using (selected, pressed or visible): never released.
  func isPinned(_ row: Row) -> Bool {
    selectionState.holds(row) || visibilityTracker.isVisible(row)
  }

  /// Releases lazily made rows beyond ``lazyCacheLimit`` that are not pinned or customised.
  func trimLazyCache() {
    storage.trimLazyCache(
      limit: lazyCacheLimit, pinnedCount: visibilityTracker.count, pinned: isPinned)
  }

  /// Length of the content along the axis: every extent, less the trailing separator (when
  /// auto-hidden) and spacing of the last shown row.
  public var contentLength: Int {
    guard let last = storage.lastShownIndex() else { return 0 }
    let slot = storage.slot(at: last)
    let separatorLength = slot.row.map { separator(of: $0).length } ?? defaultSeparator.length
    return storage.totalExtent - spacing - (autoHidesLastSeparator ? separatorLength : 0)
  }

  /// The largest valid offset.
  public var maxOffset: Int { max(0, contentLength - viewportLength) }
}
