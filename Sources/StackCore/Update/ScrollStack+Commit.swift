/// Completing an update: settle the layout, keep the selection valid and in view, work out
/// visibility transitions, then deliver events.
extension ScrollStack {
  func beginUpdate() {
    transaction.pending = PendingUpdate()
    transaction.pending.startOffset = offset
    transaction.pending.startContentLength = contentLength
    transaction.pending.startSelectedRow = selectedRow
    transaction.pending.startSelection = selectedRow.flatMap { storage.index(of: $0) }
  }

  func commitUpdate() {
    // Rows made while the update completes must stay until its events are out.
    transaction.isCommitting = true
    settleLayout()
    // Scrolling to the selection measures it, and a lazy row can turn out to be empty: check
    // again (replacements are measured before they are chosen, so this ends quickly).
    var rounds = 0
    while rounds < 3, reconcileSelection() {
      settleLayout()
      rounds += 1
    }
    updateVisibility()
    let selection = selectedIndex
    if transaction.pending.startSelectedRow !== selectedRow {
      enqueue(.selectionChanged(from: transaction.pending.startSelection, to: selection))
    }
    if offset != transaction.pending.startOffset { enqueue(.didScroll(offset: offset)) }
    let length = contentLength
    if length != transaction.pending.startContentLength {
      enqueue(.contentSizeChanged(from: transaction.pending.startContentLength, to: length))
    }
    if transaction.pending.layoutChanged { enqueue(.layoutUpdated) }
    transaction.pending = PendingUpdate()
    transaction.isCommitting = false
    transaction.deliverEvents()
    // Only once every queued event is delivered: rows the events name stay in the stack
    // while observers look at them.
    if !transaction.isDispatching { trimLazyCache() }
  }

  /// Applies the pending scroll target, measures lazy rows around the viewport (keeping the
  /// first visible row still when rows above it change length), and clamps the offset.
  func settleLayout() {
    settlePasses &+= 1
    for _ in 0..<8 {
      applyScrollTarget()
      offset = min(max(0, offset), maxOffset)
      let anchor = storage.row(atOffset: offset).map { (index: $0.index, delta: offset - $0.start) }
      guard measureAroundViewport() else { break }
      if let anchor, anchor.index < storage.count {
        offset = storage.start(of: anchor.index) + anchor.delta
      }
    }
    offset = min(max(0, offset), maxOffset)
  }

  /// Measures rows within one viewport length of the viewport that are not measured yet.
  /// Returns true when any extent changed.
  ///
  /// A pass that changed no extent leaves every row of its window measured; until the offset,
  /// the viewport or the slots change, another pass would find nothing to do and is skipped.
  private func measureAroundViewport() -> Bool {
    if layoutCache.measured == layoutKey { return false }
    let margin = max(viewportLength, 1)
    let from = max(0, offset - margin)
    guard let first = storage.row(atOffset: from) ?? lastRowStart() else { return false }
    var changed = false
    var start = first.start
    let end = offset + viewportLength + margin
    storage.forEachSlot(from: first.index) { index, slot in
      guard start < end else { return false }
      var extent = Int(slot.extent)
      if !slot.isMeasured {
        remeasure(at: index)  // Makes a lazy row first.
        let measured = Int(storage.slot(at: index).extent)
        if measured != extent { changed = true }
        extent = measured
      }
      start += extent
      return true
    }
    if !changed { layoutCache.measured = layoutKey }
    return changed
  }

  private func lastRowStart() -> (index: Int, start: Int)? {
    let count = storage.count
    guard count > 0 else { return nil }
    return (count - 1, storage.start(of: count - 1))
  }

  /// Moves the viewport to the pending scroll target, if any.
  private func applyScrollTarget() {
    guard let target = transaction.pending.scrollTarget else { return }
    switch target {
    case .bottom:
      offset = maxOffset
    case .row(let row, let alignment):
      guard let index = storage.index(of: row) else { return }
      offset = targetOffset(forRowAt: index, row: row, alignment: alignment)
    case .edge(let atEnd, let row):
      offset = atEnd ? maxOffset : 0
      guard let row, let index = storage.index(of: row) else { return }
      let tall = !row.isHidden && row.frameLength > viewportLength
      let alignment: ScrollAlignment = tall ? (atEnd ? .bottom : .top) : .nearest
      offset = targetOffset(forRowAt: index, row: row, alignment: alignment)
    case .selectionOnScreen(let row, let position):
      guard let index = storage.index(of: row) else { return }
      offset = min(max(0, storage.start(of: index) - position), maxOffset)
      offset = targetOffset(forRowAt: index, row: row, alignment: .nearest)
    }
  }

  /// Keeps the selection on a shown, selectable row inside the viewport. Returns true when the
  /// viewport has to move.
  private func reconcileSelection() -> Bool {
    guard let row = selectedRow else { return false }
    // A row the viewport leaves no room for (a resize to a few columns) keeps the selection:
    // resizing never changes which row is selected. A row emptied by its own change passes it on.
    let emptied = row.frameLength == 0 && !hasNoRoom(row)
    if storage.index(of: row) == nil || row.isHidden || !row.content.isSelectable || emptied {
      let near = min(
        transaction.pending.lostSelectionIndex ?? storage.index(of: row) ?? 0, storage.count - 1)
      selectedRow = nil
      if near >= 0 {
        selectedRow = nextSelectable(from: near, step: 1) ?? nextSelectable(from: near, step: -1)
      }
      guard let replacement = selectedRow else { return false }
      transaction.pending.scrollTarget = .row(replacement, .nearest)
      return true
    }
    // Nothing to bring into view: an empty row, or a viewport without a line to show it in
    // (scrolling there would only lose the place the view comes back to).
    guard row.frameLength > 0, viewportLength > 0, let index = storage.index(of: row),
      !visibility(of: row, at: index).isVisible
    else {
      return false
    }
    // The user scrolled away from the selection: it moves onto the screen. Scrolling to the
    // selected row itself only has not reached it yet (rows measured on the way moved it).
    if transaction.pending.userScrolled, !isScrollTarget(row),
      let onScreen = selectableRowInViewport(preferLast: index > firstVisibleIndex)
    {
      selectedRow = onScreen
      return false
    }
    transaction.pending.scrollTarget = .row(row, .nearest)
    return true
  }

  /// True when the pending scroll target is `row` itself.
  private func isScrollTarget(_ row: Row) -> Bool {
    if case .row(let target, _) = transaction.pending.scrollTarget { return target === row }
    return false
  }

  private var firstVisibleIndex: Int { storage.row(atOffset: offset)?.index ?? 0 }

  /// The inputs of a layout pass right now.
  private var layoutKey: LayoutKey {
    LayoutKey(offset: offset, length: viewportLength, version: storage.version)
  }

  /// Recomputes which rows are visible and queues one transition per row whose kind changed.
  ///
  /// When no row was touched and neither the offset, the viewport nor the slots changed since
  /// the last time, every row keeps its state: nothing to do.
  func updateVisibility() {
    if transaction.pending.touched.isEmpty, layoutCache.visibility == layoutKey { return }
    var newStates: [ObjectIdentifier: (row: Row, state: RowVisibility)] = [:]
    newStates.reserveCapacity(visibleStates.count + 1)
    forEachRowInViewport { index, row, state in
      if state.isVisible { newStates[ObjectIdentifier(row)] = (row, state) }
    }
    var transitions: [VisibilityTransition] = []
    func consider(_ id: ObjectIdentifier, _ row: Row) {
      guard let index = storage.index(of: row) else { return }
      let resting: RowVisibility = row.isHidden ? .hidden : .offscreen
      let from = transaction.pending.touched[id]?.prior ?? visibleStates[id]?.state ?? resting
      let to = newStates[id]?.state ?? resting
      if from.kind != to.kind {
        transitions.append(VisibilityTransition(row: row, index: index, from: from, to: to))
      }
    }
    // Every row that was visible, is visible or was touched, once each.
    for (id, entry) in visibleStates { consider(id, entry.row) }
    for (id, entry) in newStates where visibleStates[id] == nil { consider(id, entry.row) }
    for (id, entry) in transaction.pending.touched
    where visibleStates[id] == nil && newStates[id] == nil {
      consider(id, entry.row)
    }
    visibleStates = newStates
    transaction.pending.touched = [:]
    layoutCache.visibility = layoutKey
    for transition in transitions.sorted(by: { $0.index < $1.index }) {
      enqueue(.visibilityChanged(transition))
    }
  }

  /// The state a row has right now (before the current update is committed).
  func currentState(of row: Row) -> RowVisibility {
    visibleStates[ObjectIdentifier(row)]?.state ?? (row.isHidden ? .hidden : .offscreen)
  }

  /// Records `row`'s state before a change that can alter it regardless of scrolling.
  func touch(_ row: Row, prior: RowVisibility? = nil) {
    let id = ObjectIdentifier(row)
    guard transaction.pending.touched[id] == nil else { return }
    transaction.pending.touched[id] = (row, prior ?? currentState(of: row))
  }
}

/// The inputs a layout pass depends on: when they are unchanged, so is its result.
struct LayoutKey: Equatable {
  var offset: Int
  var length: Int
  /// ``RowStorage/version``.
  var version: Int
}

/// What the last layout passes found, to skip passes that cannot change anything.
struct LayoutCache {
  /// Every row around the viewport was measured at this key.
  var measured: LayoutKey?
  /// ``ScrollStack/visibleStates`` is up to date at this key.
  var visibility: LayoutKey?
}

/// Where an update wants the viewport to end up once lazy rows are measured.
enum ScrollTarget {
  /// The largest offset.
  case bottom
  /// A row, aligned.
  case row(Row, ScrollAlignment)
  /// The start (or, `atEnd`, the end) of the content, moved the least that shows `showing`
  /// entirely; a row longer than the viewport shows its part nearest that edge.
  case edge(atEnd: Bool, showing: Row?)
  /// The row's start at a given distance from the viewport's start.
  case selectionOnScreen(Row, position: Int)
}
