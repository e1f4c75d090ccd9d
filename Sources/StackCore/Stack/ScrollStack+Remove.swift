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
      noteRemoval(of: row, at: from)  // Animation: shrinks where it was …
      let slot = storage.remove(at: from)
      storage.insert([slot], at: to)
      noteInsertion(of: row)  // … and grows where it lands.
      touch(row)
      transaction.pending.layoutChanged = true
      enqueue(.rowMoved(row, from: from, to: to))
    }
  }
}
