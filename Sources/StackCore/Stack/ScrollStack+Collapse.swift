/// Expanding and collapsing collapsible rows.
extension ScrollStack {
  /// Expands the collapsible row at `index`.
  public func expandRow(at index: Int) throws(StackError) { try setExpanded(true, at: index) }

  /// Collapses the collapsible row at `index`.
  public func collapseRow(at index: Int) throws(StackError) { try setExpanded(false, at: index) }

  /// Expands a collapsed row or collapses an expanded one.
  public func toggleRow(at index: Int) throws(StackError) {
    try validate(index)
    guard let expanded = materialize(at: index).collapsibility?.isExpanded else {
      throw .rowNotCollapsible(index: index)
    }
    try setExpanded(!expanded, at: index)
  }

  /// Sets the expansion of the collapsible row at `index`. The selected row keeps its place
  /// on screen where the layout allows, and stays visible.
  public func setExpanded(_ isExpanded: Bool, at index: Int) throws(StackError) {
    try validate(index)
    let row = materialize(at: index)
    guard var collapsibility = row.collapsibility else { throw .rowNotCollapsible(index: index) }
    guard collapsibility.isExpanded != isExpanded else { return }
    performUpdate {
      if let selected = selectionState.selected, let selectedIndex = storage.index(of: selected),
        visibility(of: selected, at: selectedIndex).isVisible
      {
        let position = storage.start(of: selectedIndex) - offset
        transaction.pending.scrollTarget = .selectionOnScreen(selected, position: position)
      }
      touch(row)
      collapsibility.isExpanded = isExpanded
      row.collapsibility = collapsibility
      row.isCustomized = true
      row.content.expansionDidChange(isExpanded: isExpanded)
      remeasure(at: index)
    }
  }
}
