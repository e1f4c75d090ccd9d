/// Performing a ``StackAction``: the entry point a front end calls for each key or click.
extension ScrollStack {
  /// Performs `action`. Returns false when it changed nothing (e.g. moving past the last
  /// row, collapsing a row that is not collapsible), so callers can skip a redraw.
  @discardableResult
  public func perform(_ action: StackAction) -> Bool {
    let before = (offset, selectedRow.map(ObjectIdentifier.init), axis)
    var changed = false
    switch action {
    case .selectNext: changed = selectNext()
    case .selectPrevious: changed = selectPrevious()
    case .pageForward: changed = selectPageDown()
    case .pageBack: changed = selectPageUp()
    case .selectFirst: changed = selectFirst()
    case .selectLast: changed = selectLast()
    case .scroll(let cells): scroll(by: cells)
    case .activateSelection:
      if let index = selectedIndex {
        changed = (try? activateRow(at: index)) != nil
      }
    case .expandSelection, .collapseSelection:
      if let index = selectedIndex, let expanded = rows[index].isExpanded,
        expanded != (action == .expandSelection)
      {
        changed = (try? setExpanded(!expanded, at: index)) != nil
      }
    case .press(let point):
      if let index = indexOfRow(atViewportPoint: point) {
        changed = (try? pressRow(at: index)) != nil
      }
    case .release(let point):
      changed = pressedRow != nil
      releasePress(at: indexOfRow(atViewportPoint: point))
    case .toggleAxis:
      axis = axis.cross
    }
    return changed || before != (offset, selectedRow.map(ObjectIdentifier.init), axis)
  }
}
