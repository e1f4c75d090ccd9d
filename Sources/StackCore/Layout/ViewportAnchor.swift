import StackDrawing

/// What the user is reading: the first visible row and how far into it the viewport starts.
///
/// Captured before rows change and restored after (``StackLayout/anchoredOffset(_:in:)``), it
/// keeps that row on the same screen line whatever happened above it. The row object is kept
/// when it is made, so rows inserted, removed or moved above it are followed; a lazy row not
/// made yet is known by its index only (enough for lengths changing above it).
struct ViewportAnchor {
  /// The first visible row, when its object is made.
  var row: Row?
  /// The first visible row's index when the anchor was taken.
  var index: Int
  /// Cells between the row's start and the viewport's start.
  var delta: Int
}
