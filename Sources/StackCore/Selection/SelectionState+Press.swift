import StackDrawing

/// Pressing rows: a press holds a row highlighted (if its content is highlightable; the
/// content is told) until it is released or cancelled.
extension SelectionState {
  /// Starts a press on `row` (ending any earlier press without a tap).
  func press(_ row: Row, in host: some SelectionHost) {
    host.performUpdate {
      if pressed != nil { cancelPress() }
      guard !row.isHidden else { return }
      pressed = row
      if row.content.isHighlightable { row.content.setHighlighted(true) }
    }
  }

  /// Ends the press. When `index` is the pressed row's, `tap` runs on it (in the same
  /// update); with another index or nil the press is cancelled. Returns true when it tapped.
  func release(
    at index: Int?, in host: some SelectionHost, tap: (Row, Int) -> Void
  ) -> Bool {
    guard let row = pressed else { return false }
    return host.performUpdate {
      cancelPress()
      guard let index, host.storage.index(of: row) == index else { return false }
      tap(row, index)
      return true
    }
  }

  /// Ends a press without tapping.
  func cancelPress() {
    guard let row = pressed else { return }
    pressed = nil
    if row.content.isHighlightable { row.content.setHighlighted(false) }
  }
}
