import StackDrawing

/// Completing an update: settle the layout, keep the selection valid and in view, work out
/// visibility transitions, then deliver events.
extension ScrollStack {
  func beginUpdate() {
    transaction.pending = PendingUpdate()
    transaction.pending.startOffset = offset
    transaction.pending.startContentLength = contentLength
    transaction.pending.startSelectedRow = selectionState.selected
    transaction.pending.startSelection = selectionState.selected.flatMap { storage.index(of: $0) }
    restoreModelLayout()  // Animation: the update works on the model layout.
    beginFollowingAndAnchoring()  // Following/: the anchor, and whether the update is at the end.
  }

  func commitUpdate() {
    // Rows made while the update completes must stay until its events are out.
    transaction.isCommitting = true
    applyFollowingOrAnchor()  // Following/: the end as the target, or the anchor restored.
    settleLayout()
    // Scrolling to the selection measures it, and a lazy row can turn out to be empty: check
    // again (replacements are measured before they are chosen, so this ends quickly). Looking
    // for a replacement measures rows too, even when none is found: whenever the slots changed,
    // the layout settles again, so the offset never outlives the content it was clamped to.
    var rounds = 0
    while rounds < 3 {
      let version = storage.version
      let following = transaction.pending.following.isFollowing
      guard selectionState.reconcile(following: following, in: self) || storage.version != version
      else { break }
      settleLayout()
      rounds += 1
    }
    // Following is judged on the layout the update settled on, not on the frame an animation
    // shows on the way there.
    let endsAtEnd = offset >= maxOffset
    presentAnimations()  // Animation: the frame on screen now.
    updateVisibility()
    let selection = selectedIndex
    if transaction.pending.startSelectedRow !== selectionState.selected {
      enqueue(.selectionChanged(from: transaction.pending.startSelection, to: selection))
    }
    if offset != transaction.pending.startOffset { enqueue(.didScroll(offset: offset)) }
    let length = contentLength
    if length != transaction.pending.startContentLength {
      enqueue(.contentSizeChanged(from: transaction.pending.startContentLength, to: length))
    }
    if transaction.pending.layoutChanged { enqueue(.layoutUpdated) }
    finishFollowing(atEnd: endsAtEnd)  // Following/: the rows not seen, and their event.
    transaction.pending = PendingUpdate()
    transaction.isCommitting = false
    transaction.deliverEvents()
    // Only once every queued event is delivered: rows the events name stay in the stack
    // while observers look at them.
    if !transaction.isDispatching {
      trimLazyCache()
      storage.releaseEmptiedSections()
    }
    runAnimationCompletions()
  }

  /// Recomputes which rows are visible and queues one transition per row whose kind changed.
  ///
  /// When no row was touched and neither the offset, the viewport nor the slots changed since
  /// the last time, every row keeps its state: nothing to do.
  func updateVisibility() {
    let key = layoutKey
    let touched = transaction.pending.touched
    if visibilityTracker.isCurrent(at: key, touched: touched) { return }
    var sightings = visibilityTracker.takeSightingsBuffer()
    forEachRowInViewport { index, row, state in
      if state.isVisible { sightings.append(.init(row: row, index: index, state: state)) }
    }
    let transitions = visibilityTracker.settle(
      to: sightings, at: key, touched: touched, index: storage.index(of:))
    transaction.pending.touched = [:]
    for transition in transitions { enqueue(.visibilityChanged(transition)) }
  }

  /// Records `row`'s state before a change that can alter it regardless of scrolling.
  func touch(_ row: Row, prior: RowVisibility? = nil) {
    let id = ObjectIdentifier(row)
    guard transaction.pending.touched[id] == nil else { return }
    transaction.pending.touched[id] = (row, prior ?? visibilityTracker.state(of: row))
  }
}
