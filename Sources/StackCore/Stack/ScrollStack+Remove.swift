import StackDrawing

/// Removing, replacing and moving rows.
extension ScrollStack {
  /// Removes the row at `index` and returns its content.
  ///
  /// With an `animation`, the row shrinks away (drawn with its content; the first row of the stack goes at once, having no row before it to shrink after).
  @discardableResult
  public func removeRow(
    at index: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> any RowContent {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      return try removeRows(indexes: [index])[0]
    }
  }

  /// Removes the rows at `indexes` (indexes as they are before the call: `[1, 3]` removes the
  /// rows now at 1 and 3; repeats count once) and returns their contents in index order.
  /// One bad index removes nothing.
  ///
  /// With an `animation`, each row shrinks away.
  @discardableResult
  public func removeRows(
    indexes: [Int], animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [any RowContent] {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      try validate(indexes)
      let unique = Array(Set(indexes)).sorted(by: >)
      return performUpdate {
        unique.map { removeChecked(at: $0) }.reversed()
      }
    }
  }

  /// Removes every row.
  ///
  /// With an `animation`, the offset moves back to the start; the rows go at once (with no row left there is nothing for them to shrink after).
  public func removeAllRows(
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) {
    changing(animation: animation, completion: completion) {
      return performUpdate { removeAllChecked() }
    }
  }

  /// Puts `content` in the row at `index` (the row keeps its insets, separator and tap
  /// handler) and returns the old content.
  ///
  /// With an `animation`, the row's length moves to the new content's.
  @discardableResult
  public func replaceRow(
    at index: Int, with content: any RowContent, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError)
    -> any RowContent
  {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
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
  }

  /// Moves the row at `from` so it ends up at index `to` (both in `0..<count`).
  ///
  /// With an `animation`, the row shrinks away where it was and grows where it lands.
  public func moveRow(
    from: Int, to: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try validate(from)
      try validate(to)
      guard from != to else { return }
      performUpdate {
        let row = materialize(at: from)
        row.isCustomized = true
        moveChecked(row, from: from, to: to)
      }
    }
  }
}
