import StackDrawing

/// Pressing and tapping rows.
///
/// A press on a row holds it highlighted (if its content ``RowContent/isHighlightable``; the
/// content is told through ``RowContent/setHighlighted(_:)``). Releasing on the same row ends
/// the highlight and taps the row: a collapsible row toggles, then the row's ``Row/onTap``
/// runs, then ``StackEvent/tapped(_:index:)`` is delivered. Releasing elsewhere, or
/// ``cancelPress()``, ends the highlight without a tap. Keyboard activation is press+release.
extension ScrollStack {
  /// Starts a press on the row at `index` (ending any earlier press without a tap).
  public func pressRow(at index: Int) throws(StackError) {
    try validate(index)
    let row = materialize(at: index)
    performUpdate {
      if selectionState.pressed != nil { cancelPress() }
      guard !row.isHidden else { return }
      selectionState.pressed = row
      if row.content.isHighlightable { row.content.setHighlighted(true) }
    }
  }

  /// Ends the press. When `index` is the pressed row, the row is tapped; with another index
  /// or nil the press is cancelled. Returns true when a tap happened.
  @discardableResult
  public func releasePress(at index: Int?) -> Bool {
    guard let row = selectionState.pressed else { return false }
    return performUpdate {
      cancelPress()
      guard let index, let pressedIndex = storage.index(of: row), pressedIndex == index else {
        return false
      }
      tap(row, at: index)
      return true
    }
  }

  /// Ends a press without tapping.
  public func cancelPress() {
    guard let row = selectionState.pressed else { return }
    selectionState.pressed = nil
    if row.content.isHighlightable { row.content.setHighlighted(false) }
  }

  /// Presses and releases the row at `index`: a tap from the keyboard.
  public func activateRow(at index: Int) throws(StackError) {
    try pressRow(at: index)
    releasePress(at: index)
  }

  private func tap(_ row: Row, at index: Int) {
    if let expanded = row.collapsibility?.isExpanded {
      try? setExpanded(!expanded, at: index)
    }
    row.onTap?(row)
    guard let current = storage.index(of: row) else { return }
    enqueue(.tapped(row, index: current))
  }
}
