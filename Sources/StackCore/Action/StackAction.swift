import StackDrawing

/// A user intention the stack understands, independent of which key or click caused it.
/// A terminal front end maps input to actions and calls ``ScrollStack/perform(_:animation:completion:)``.
public enum StackAction: Sendable, Hashable {
  /// Move the selection down (right on a horizontal stack).
  case selectNext
  /// Move the selection up (left).
  case selectPrevious
  /// Page forward, moving the selection with the viewport.
  case pageForward
  /// Page back, moving the selection with the viewport.
  case pageBack
  /// Select the first row, scroll to the start.
  case selectFirst
  /// Select the last row, scroll to the end.
  case selectLast
  /// Scroll the viewport by some cells without moving the selection unless it would leave
  /// the viewport (mouse wheel).
  case scroll(by: Int)
  /// Tap the selected row (press and release).
  case activateSelection
  /// Expand the selected row if collapsible.
  case expandSelection
  /// Collapse the selected row if collapsible.
  case collapseSelection
  /// Press the row under a viewport point (mouse button down).
  case press(at: Point)
  /// Release the press at a viewport point (mouse button up). Released on the pressed row, it
  /// taps that row and then selects it (when it is selectable): a click selects and taps.
  case release(at: Point)
  /// Switch between vertical and horizontal.
  case toggleAxis
}
