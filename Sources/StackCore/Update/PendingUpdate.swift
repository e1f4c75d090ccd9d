import StackDrawing

/// What the current update has changed so far.
struct PendingUpdate {
  var startOffset = 0
  var startContentLength = 0
  var startSelection: Int?
  var startSelectedRow: Row?
  /// Where the selected row was when it was removed or hidden.
  var lostSelectionIndex: Int?
  /// Where the viewport should end up.
  var scrollTarget: ScrollTarget?
  var layoutChanged = false
  /// The update scrolled on purpose: an offscreen selection follows the viewport rather than
  /// the viewport following the selection.
  var userScrolled = false
  /// Rows whose state may change for reasons other than the viewport moving, with the state
  /// they had before the update.
  var touched: [ObjectIdentifier: (row: Row, prior: RowVisibility)] = [:]
  /// The offset the stack itself moved the view to in this update (re-measuring every row
  /// keeps the first visible row still): not an offset the update set on purpose.
  var anchoredOffset: Int?
  /// What the user was reading when the update began (see ``StackLayout/restore(_:in:)``).
  var anchor: ViewportAnchor?
  /// Following the end in this update.
  var following = FollowingUpdate()
}
