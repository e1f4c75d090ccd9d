import StackDrawing

/// Pressing and tapping rows (the press is the selection part's, `SelectionState`).
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
    selectionState.press(materialize(at: index), in: self)
  }

  /// Ends the press. When `index` is the pressed row, the row is tapped; with another index
  /// or nil the press is cancelled. Returns true when a tap happened.
  @discardableResult
  public func releasePress(at index: Int?) -> Bool {
    selectionState.release(at: index, in: self, tap: tap)
  }

  /// Ends a press without tapping.
  public func cancelPress() { selectionState.cancelPress() }

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
