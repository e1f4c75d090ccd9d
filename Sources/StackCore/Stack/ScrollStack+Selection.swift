import StackDrawing

/// Moving the selection (the rules are the selection part's, `SelectionState`). The selection
/// only stops on shown rows whose content is selectable and whose frame is not empty, and
/// moving it keeps the selected row entirely visible (a row longer than the viewport is
/// scrolled through line by line before the selection moves on).
extension ScrollStack {
  /// Selects the row at `index`, scrolling it into view.
  public func select(rowAt index: Int) throws(StackError) {
    try validate(index)
    try selectionState.select(materialize(at: index), at: index, in: self)
  }

  /// Clears the selection.
  public func clearSelection() { selectionState.clear(in: self) }

  /// Moves the selection to the next selectable row (from nothing: the first one in view).
  /// Returns false when nothing changed.
  @discardableResult
  public func selectNext() -> Bool {
    reportingChange { selectionState.step(forward: true, in: self) }
  }

  /// Moves the selection to the previous selectable row. Returns false when nothing changed.
  @discardableResult
  public func selectPrevious() -> Bool {
    reportingChange { selectionState.step(forward: false, in: self) }
  }

  /// Selects the first selectable row and scrolls to the top, or as near the top as shows
  /// the selected row entirely (its start, when it is longer than the viewport).
  @discardableResult
  public func selectFirst() -> Bool {
    reportingChange { selectionState.selectEdge(atEnd: false, in: self) }
  }

  /// Selects the last selectable row and scrolls to the bottom, or as near the bottom as
  /// shows the selected row entirely (its end, when it is longer than the viewport).
  @discardableResult
  public func selectLast() -> Bool {
    reportingChange { selectionState.selectEdge(atEnd: true, in: self) }
  }

  /// Scrolls a viewport length down and moves the selection by the same distance.
  @discardableResult
  public func selectPageDown() -> Bool {
    reportingChange { selectionState.page(forward: true, in: self) }
  }

  /// Scrolls a viewport length up and moves the selection by the same distance.
  @discardableResult
  public func selectPageUp() -> Bool {
    reportingChange { selectionState.page(forward: false, in: self) }
  }
}
