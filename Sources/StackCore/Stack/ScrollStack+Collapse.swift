import StackDrawing

/// Expanding and collapsing collapsible rows.
extension ScrollStack {
  /// Expands the collapsible row at `index`.
  ///
  /// With an `animation`, the row grows to its new length.
  public func expandRow(
    at index: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try setExpanded(true, at: index, animation: animation, completion: completion)
  }

  /// Collapses the collapsible row at `index`.
  ///
  /// With an `animation`, the row shrinks to its new length.
  public func collapseRow(
    at index: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try setExpanded(false, at: index, animation: animation, completion: completion)
  }

  /// Expands a collapsed row or collapses an expanded one.
  ///
  /// With an `animation`, the row grows or shrinks to its new length.
  public func toggleRow(
    at index: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try validate(index)
      guard let expanded = materialize(at: index).collapsibility?.isExpanded else {
        throw .rowNotCollapsible(index: index)
      }
      return try setExpanded(!expanded, at: index)
    }
  }

  /// Sets the expansion of the collapsible row at `index`. The selected row keeps its place
  /// on screen where the layout allows, and stays visible.
  ///
  /// With an `animation`, the row grows or shrinks to its new length.
  public func setExpanded(
    _ isExpanded: Bool, at index: Int, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try validate(index)
      let row = materialize(at: index)
      guard var collapsibility = row.collapsibility else { throw .rowNotCollapsible(index: index) }
      guard collapsibility.isExpanded != isExpanded else { return }
      performUpdate {
        selectionState.keepOnScreen(in: self)
        touch(row)
        collapsibility.isExpanded = isExpanded
        row.collapsibility = collapsibility
        row.isCustomized = true
        row.content.expansionDidChange(isExpanded: isExpanded)
        remeasure(at: index)
      }
    }
  }
}
