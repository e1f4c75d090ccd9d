import StackDrawing

/// Performing a ``StackAction``: the entry point a front end calls for each key or click.
extension ScrollStack {
  /// Performs `action`. Returns false when it changed nothing (e.g. moving past the last
  /// row, collapsing a row that is not collapsible), so callers can skip a redraw.
  ///
  /// One call is one update for the moving actions (the layout settles once, when it commits)
  /// and decides "changed" once, in `reportingChange(_:)`.
  ///
  /// With an `animation`, whatever the action changes animates (a smooth PgDn, a row collapsing, …). With no ``animationClock`` or an instant animation, and no update running, this is the plain call followed by the completion: one update, one settle, "changed" decided on the committed layout.
  @discardableResult
  public func perform(
    _ action: StackAction, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) -> Bool {
    if !animation.inherits || completion != nil {
      return perform(action, animatedBy: animation, completion: completion)
    }
    var acted = false
    let moved = reportingChange {
      switch action {
      case .selectNext: selectionState.step(forward: true, in: self)
      case .selectPrevious: selectionState.step(forward: false, in: self)
      case .pageForward: selectionState.page(forward: true, in: self)
      case .pageBack: selectionState.page(forward: false, in: self)
      case .selectFirst: selectionState.selectEdge(atEnd: false, in: self)
      case .selectLast: selectionState.selectEdge(atEnd: true, in: self)
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
          storage.index(of: row) != nil, !row.isHidden, selectionState.isSelectable(row)
        {
          selectionState.move(to: row, alignment: .nearest, in: self)
        }
      case .toggleAxis:
        axis = axis.cross
      }
    }
    return acted || moved
  }

  /// ``perform(_:animation:completion:)`` with an animation or a completion: with nothing that
  /// can move (no animation, no clock, an instant animation) and no update running, the plain
  /// call followed by the completion; else the plain call in an animated scope.
  private func perform(
    _ action: StackAction, animatedBy animation: StackAnimation,
    completion: ((Bool) -> Void)?
  ) -> Bool {
    guard !animation.inherits, !transaction.isIdle || animator.canAnimate(animation) else {
      defer { completion?(true) }
      return perform(action)
    }
    return performUpdate(animation: animation, completion: completion) { perform(action) }
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
