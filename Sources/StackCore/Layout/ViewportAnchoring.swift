import StackDrawing

/// What stays put on screen when rows above the viewport change (``ScrollStack/anchoring``).
///
/// Rows above the viewport change when rows are inserted, removed or moved above it, when a
/// row above expands, collapses or is reloaded with a new length. (Lazy rows measured and the
/// width changing always keep the first visible row still: their old lengths were estimates
/// or belonged to another width, so the old offset names nothing the user saw.)
///
/// ```swift
/// stack.anchoring = .firstVisibleRow
/// // Row 40 is on the top line; 1,000 older rows are loaded at the top:
/// try stack.addRows(older, at: .top)  // the same row, now 1,040, is still on the top line
/// ```
public enum ViewportAnchoring: Sendable, Equatable {
  /// The offset stays: the rows on screen move by what changed above them (the default, as in
  /// the reference library).
  case offset
  /// The first visible row keeps its screen line, and the view starts the same distance into
  /// it (at most its new length): the offset moves by exactly what changed above that row.
  case firstVisibleRow
}
