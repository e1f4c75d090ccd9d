/// Performing a ``StackAction``: the entry point a front end calls for each key or click.
extension ScrollStack {
  /// Performs `action`. Returns false when it changed nothing (e.g. moving past the last
  /// row, collapsing a row that is not collapsible), so callers can skip a redraw.
  ///
  /// One call is one update for the moving actions (the layout settles once, when it commits)
  /// and decides "changed" once, in `reportingChange(_:)`.
  @discardableResult
  public func perform(_ action: StackAction) -> Bool {
    var acted = false
    let moved = reportingChange {
      switch action {
      case .selectNext: step(forward: true)
      case .selectPrevious: step(forward: false)
      case .pageForward: page(forward: true)
      case .pageBack: page(forward: false)
      case .selectFirst: selectEdge(atEnd: false)
      case .selectLast: selectEdge(atEnd: true)
      case .scroll(let cells): scroll(by: cells)
      case .activateSelection:
        if let index = selectedIndex {
          acted = (try? activateRow(at: index)) != nil
        }
      case .expandSelection, .collapseSelection:
        if let index = selectedIndex, let expanded = rows[index].isExpanded,
          expanded != (action == .expandSelection)
        {
          acted = (try? setExpanded(!expanded, at: index)) != nil
        }
      case .press(let point):
        if let index = indexOfRow(atViewportPoint: point) {
          acted = (try? pressRow(at: index)) != nil
        }
      case .release(let point):
        // A click (press and release on one row) taps the row, then selects it, as every
        // list does: the keyboard carries on from the clicked row.
        let pressed = selectionState.pressed
        acted = pressed != nil
        if releasePress(at: indexOfRow(atViewportPoint: point)), let row = pressed,
          storage.index(of: row) != nil, !row.isHidden, isSelectable(row)
        {
          moveSelection(to: row, alignment: .nearest)
        }
      case .toggleAxis:
        axis = axis.cross
      }
    }
    return acted || moved
  }

  /// Runs `body` (which changes the selection or the viewport) and says whether the selection,
  /// the offset or the axis differ afterwards: the one place a key press decides "changed".
  ///
  /// Outside an update, `body`'s own update has committed (and settled the layout) when it
  /// returns, so the answer is read from the settled layout. Inside an outer update the layout
  /// is settled here first, so the answer is exact there too.
  func reportingChange(_ body: () -> Void) -> Bool {
    let before = (selectionState.selected, offset, axis)
    body()
    if transaction.depth > 0 { settleLayout() }
    return before.0 !== selectionState.selected || before.1 != offset || before.2 != axis
  }
}
