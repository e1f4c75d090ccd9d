import StackDrawing

/// Following the end and anchoring inside an update: what is taken when it begins, the target
/// chosen when it commits, and the rows not seen counted at the end.
///
/// The rule, for every update: one that began with the view at the end
/// (``ScrollStack/followsEnd`` on) and in which the user did not move the view has the end as
/// its target; any other update, with ``ScrollStack/anchoring`` `.firstVisibleRow`, keeps the
/// first visible row on its screen line (``StackLayout/restore(_:in:)``), unless it set the
/// offset itself. The rule names a target, not an offset after a jump, so a change that moves
/// over time can aim at the same place.
extension ScrollStack {
  /// Called when an update begins.
  func beginFollowingAndAnchoring() {
    if anchoring == .firstVisibleRow { transaction.pending.anchor = currentAnchor() }
    transaction.pending.following = following.beginUpdate(offset: offset) {
      guard viewportLength > 0, let last = storage.row(atOffset: offset + viewportLength - 1)
      else { return nil }
      return ViewportAnchor(row: storage.slot(at: last.index).row, index: last.index, delta: 0)
    }
  }

  /// Called when an update commits, before the layout settles: follows the end, or puts the
  /// first visible row back on its screen line.
  func applyFollowingOrAnchor() {
    let offsetWasSet =
      offset != (transaction.pending.anchoredOffset ?? transaction.pending.following.startOffset)
    let userMoved =
      transaction.pending.userScrolled || offsetWasSet
      || isNavigation(transaction.pending.scrollTarget)
    if transaction.pending.following.decide(userMoved: userMoved) {
      transaction.pending.scrollTarget = .bottom
    } else if !offsetWasSet, anchoring == .firstVisibleRow {
      restore(transaction.pending.anchor)
    }
  }

  /// True for a target the user asked for (a row selected or scrolled to, an edge); keeping
  /// the selection on screen while a row collapses is part of a change, not a move.
  private func isNavigation(_ target: ScrollTarget?) -> Bool {
    switch target {
    case .none, .selectionOnScreen: false
    case .bottom, .row, .edge: true
    }
  }

  /// Called after rows were inserted at `index..<index + count` inside an update: counts those
  /// beyond the last row on screen while the view is not at the end.
  func noteRowsAdded(at index: Int, count: Int) {
    transaction.pending.following.noteRowsAdded(
      at: index, count: count, indexOf: storage.index(of:))
  }

  /// Called when an update commits, after the layout settled: updates ``unseenRowCount`` and
  /// queues ``StackEvent/unseenRowsChanged(count:)`` when it changed. `atEnd` says whether the
  /// settled layout (not an animation frame on the way to it) ends at the end.
  func finishFollowing(atEnd: Bool) {
    let update = transaction.pending.following
    if let count = following.finish(update, atEnd: atEnd, rowsBeyondView: { rowsBeyondView }) {
      enqueue(.unseenRowsChanged(count: count))
    }
  }

  /// Rows after the last row on screen.
  private var rowsBeyondView: Int {
    guard viewportLength > 0, let last = storage.row(atOffset: offset + viewportLength - 1)
    else { return 0 }
    return storage.count - 1 - last.index
  }
}
