import StackDrawing

/// Adding and removing rows inside an update, once the input is checked: the storage, the
/// content index, visibility bookkeeping and the events.
extension ScrollStack {
  /// Throws if a content appears twice in the batch or (with `againstStack`) is already in
  /// the stack.
  func checkBatch(_ contents: [any RowContent], againstStack: Bool) throws(StackError) {
    var seen: [ObjectIdentifier: Int] = [:]
    for (position, content) in contents.enumerated() {
      let id = ObjectIdentifier(content)
      if againstStack, let existing = storage.contentRows[id],
        let index = storage.index(of: existing)
      {
        throw .contentAlreadyInStack(existingIndex: index)
      }
      if let first = seen.updateValue(position, forKey: id) {
        throw .duplicateContentInBatch(first: first, second: position)
      }
    }
  }

  /// Replaces every row with rows for `specs` in one update; a bad batch changes nothing.
  func replaceRows(with specs: [RowSpec]) throws(StackError) -> [Row] {
    try checkBatch(specs.map(\.content), againstStack: false)
    return performUpdate {
      removeAllChecked()
      return insertChecked(specs, at: 0)
    }
  }

  /// Inserts rows for already checked specs. Call inside an update. No spec, no change (and
  /// so no event).
  func insertChecked(_ specs: [RowSpec], at index: Int) -> [Row] {
    guard !specs.isEmpty else { return [] }
    let rows = specs.map(makeRow(for:))
    storage.insert(rows.map(makeSlot(for:)), at: index)
    for (offset, row) in rows.enumerated() {
      storage.contentRows[ObjectIdentifier(row.content)] = row
      enqueue(.rowAdded(row, index: index + offset))
      touch(row, prior: .offscreen)
      noteInsertion(of: row)  // Animation: it grows from nothing.
    }
    noteRowsAdded(at: index, count: rows.count)  // Following/: rows beyond the view.
    transaction.pending.layoutChanged = true
    return rows
  }

  /// A configured, unmeasured row for `spec`.
  func makeRow(for spec: RowSpec) -> Row {
    let row = Row(content: spec.content, insets: spec.insets ?? defaultInsets, madeBy: self)
    row.separatorOverride = spec.separator
    row.sizingOverride = spec.sizing
    row.sizeBounds = spec.sizeBounds
    if let collapsibility = spec.collapsibility { row.collapsibility = collapsibility }
    row.onTap = spec.onTap
    row.isHidden = spec.isHidden
    return row
  }

  /// Removes the row at a valid `index`. Call inside an update.
  func removeChecked(at index: Int) -> any RowContent {
    let row = materialize(at: index)
    let id = ObjectIdentifier(row)
    if let state = visibilityTracker.remove(row) {
      enqueue(
        .visibilityChanged(
          VisibilityTransition(row: row, index: index, from: state, to: .removed)))
    }
    transaction.pending.touched[id] = nil
    selectionState.rowLeaves(row, at: index, in: self)
    noteRemoval(of: row, at: index)  // Animation: it shrinks away as a ghost.
    storage.remove(at: index)
    storage.contentRows[ObjectIdentifier(row.content)] = nil
    if row.lazySource != nil { storage.lazyCache.removeAll { $0 === row } }
    transaction.pending.layoutChanged = true
    enqueue(.rowRemoved(row, index: index))
    return row.content
  }

  /// Moves `row`, at valid `from`, so it ends up at valid `to`. Call inside an update.
  func moveChecked(_ row: Row, from: Int, to: Int) {
    noteRemoval(of: row, at: from)  // Animation: shrinks where it was …
    let slot = storage.remove(at: from)
    storage.insert([slot], at: to)
    noteInsertion(of: row)  // … and grows where it lands.
    touch(row)
    transaction.pending.layoutChanged = true
    enqueue(.rowMoved(row, from: from, to: to))
  }

  /// Removes every row. Call inside an update.
  func removeAllChecked() {
    let count = storage.count
    guard count > 0 else { return }
    // Rows visible when the update began (as observers know them), even if an earlier change
    // in this update hid them or moved them out of the viewport.
    let visible = visibilityTracker.visibleEntries.compactMap { entry in
      storage.index(of: entry.row).map { (index: $0, entry: entry) }
    }
    for (index, entry) in visible.sorted(by: { $0.index > $1.index }) {
      enqueue(
        .visibilityChanged(
          VisibilityTransition(row: entry.row, index: index, from: entry.state, to: .removed)))
    }
    selectionState.removeAll()
    storage.removeAll()
    visibilityTracker.removeAll()
    transaction.pending.touched = [:]
    transaction.pending.layoutChanged = true
    enqueue(.allRowsRemoved(count: count))
  }
}
