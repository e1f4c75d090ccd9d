/// Removing, replacing and moving rows.
extension ScrollStack {
  /// Removes the row at `index` and returns its content.
  @discardableResult
  public func removeRow(at index: Int) throws(StackError) -> any RowContent {
    try removeRows(indexes: [index])[0]
  }

  /// Removes the rows at `indexes` (indexes as they are before the call: `[1, 3]` removes the
  /// rows now at 1 and 3; repeats count once) and returns their contents in index order.
  /// One bad index removes nothing.
  @discardableResult
  public func removeRows(indexes: [Int]) throws(StackError) -> [any RowContent] {
    try validate(indexes)
    let unique = Array(Set(indexes)).sorted(by: >)
    return performUpdate {
      unique.map { removeChecked(at: $0) }.reversed()
    }
  }

  /// Removes every row.
  public func removeAllRows() {
    performUpdate { removeAllChecked() }
  }

  /// Puts `content` in the row at `index` (the row keeps its insets, separator and tap
  /// handler) and returns the old content.
  @discardableResult
  public func replaceRow(at index: Int, with content: any RowContent) throws(StackError)
    -> any RowContent
  {
    try validate(index)
    try checkBatch([content], againstStack: true)
    return performUpdate {
      let row = materialize(at: index)
      let old = row.content
      if row === selectionState.pressed { cancelPress() }
      storage.contentRows[ObjectIdentifier(old)] = nil
      row.content = content
      row.collapsibility = content.collapsibility
      row.lazySource = nil
      row.isCustomized = true
      storage.contentRows[ObjectIdentifier(content)] = row
      touch(row)
      remeasure(at: index)
      enqueue(.rowReplaced(row, index: index))
      return old
    }
  }

  /// Moves the row at `from` so it ends up at index `to` (both in `0..<count`).
  public func moveRow(from: Int, to: Int) throws(StackError) {
    try validate(from)
    try validate(to)
    guard from != to else { return }
    performUpdate {
      let row = materialize(at: from)
      row.isCustomized = true
      let slot = storage.remove(at: from)
      storage.insert([slot], at: to)
      touch(row)
      transaction.pending.layoutChanged = true
      enqueue(.rowMoved(row, from: from, to: to))
    }
  }

  // MARK: Helpers

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
    if row === selectionState.pressed { cancelPress() }
    if row === selectionState.selected {
      transaction.pending.lostSelectionIndex = index
    } else if let lost = transaction.pending.lostSelectionIndex, index < lost {
      // A row above where the selection was is going: that place moves up with it.
      transaction.pending.lostSelectionIndex = lost - 1
    }
    storage.remove(at: index)
    storage.contentRows[ObjectIdentifier(row.content)] = nil
    if row.lazySource != nil { storage.lazyCache.removeAll { $0 === row } }
    transaction.pending.layoutChanged = true
    enqueue(.rowRemoved(row, index: index))
    return row.content
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
    if selectionState.pressed != nil { cancelPress() }
    selectionState.selected = nil
    storage.removeAll()
    visibilityTracker.removeAll()
    transaction.pending.touched = [:]
    transaction.pending.layoutChanged = true
    enqueue(.allRowsRemoved(count: count))
  }
}
