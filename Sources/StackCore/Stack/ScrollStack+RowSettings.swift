import StackDrawing

/// Changing rows in place: hiding, insets, separators, sizing, reloading.
extension ScrollStack {
  /// Hides or shows the row at `index`. A hidden row stays in ``rows`` and takes no space.
  ///
  /// With an `animation`, a hidden row shrinks away and a shown one grows.
  public func setRowHidden(
    _ isHidden: Bool, at index: Int, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      return try setRowsHidden(isHidden, indexes: [index])
    }
  }

  /// Hides or shows the rows at `indexes`. One bad index changes nothing.
  ///
  /// With an `animation`, hidden rows shrink away and shown ones grow.
  public func setRowsHidden(
    _ isHidden: Bool, indexes: [Int], animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try validate(indexes)
      performUpdate {
        for index in indexes {
          let row = materialize(at: index)
          guard row.isHidden != isHidden else { continue }
          touch(row)
          row.isHidden = isHidden
          row.isCustomized = true
          if isHidden { selectionState.rowHides(row, at: index, in: self) }
          remeasure(at: index)
        }
      }
    }
  }

  /// Sets the insets of the row at `index`.
  public func setInsets(_ insets: EdgeInsets, forRowAt index: Int) throws(StackError) {
    try setInsets(insets, forRowsAt: [index])
  }

  /// Sets the insets of the rows at `indexes`. One bad index changes nothing.
  public func setInsets(_ insets: EdgeInsets, forRowsAt indexes: [Int]) throws(StackError) {
    try changeRows(indexes) { $0.insets = insets }
  }

  /// Sets the separator of the row at `index`; nil returns it to ``defaultSeparator``.
  public func setSeparator(_ separator: Separator?, forRowAt index: Int) throws(StackError) {
    try changeRows([index]) { $0.separatorOverride = separator }
  }

  /// Replaces the content's sizing for the row at `index`; nil returns to the content's.
  public func setSizing(_ sizing: RowSizing?, forRowAt index: Int) throws(StackError) {
    try changeRows([index]) { $0.sizingOverride = sizing }
  }

  /// Bounds the length of the row at `index` (on top of whichever sizing is in force).
  public func setSizeBounds(_ bounds: SizeBounds, forRowAt index: Int) throws(StackError) {
    try changeRows([index]) { $0.sizeBounds = bounds }
  }

  /// Makes the row at `index` collapsible (or not, with nil).
  public func setCollapsibility(_ collapsibility: Collapsibility?, forRowAt index: Int)
    throws(StackError)
  {
    try changeRows([index]) { $0.collapsibility = collapsibility }
  }

  /// Tells the content of the row at `index` to refresh, then measures it again.
  ///
  /// With an `animation`, the row's length moves to its new one.
  public func reloadRow(
    at index: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      return try reloadRows(indexes: [index])
    }
  }

  /// Reloads the rows at `indexes`. One bad index reloads nothing.
  ///
  /// With an `animation`, each row's length moves to its new one.
  public func reloadRows(
    indexes: [Int], animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try validate(indexes)
      performUpdate {
        for index in indexes {
          let row = materialize(at: index)
          touch(row)
          row.content.reload()
          remeasure(at: index)
        }
      }
    }
  }

  /// Reloads every row that exists as an object and measures every row again (lazy rows not
  /// made are measured when they come near the viewport).
  ///
  /// With an `animation`, every made row moves to its new length.
  public func reloadAllRows(
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) {
    changing(animation: animation, completion: completion) {
      performUpdate {
        storage.forEachSlot(from: 0) { _, slot in
          if let row = slot.row {
            touch(row)
            row.content.reload()
          }
          return true
        }
        transaction.pending.layoutChanged = true
        remeasureAll(animatingLengths: true)
      }
    }
  }

  /// Applies `change` to each row at `indexes`, then measures them again.
  func changeRows(_ indexes: [Int], _ change: (Row) -> Void) throws(StackError) {
    try validate(indexes)
    performUpdate {
      for index in indexes {
        let row = materialize(at: index)
        touch(row)
        change(row)
        row.isCustomized = true
        remeasure(at: index)
      }
    }
  }
}
