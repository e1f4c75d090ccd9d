import StackDrawing

/// The animation frames of a stack: the model layout is put back when an update begins, and
/// the frame for the clock's time is drawn into the slots and the offset when it commits.
///
/// Between updates, slot extents and ``ScrollStack/offset`` are what the screen shows (so
/// rendering, visibility and the queries agree with the screen); during an update they are
/// the model's, so every change, scroll target and selection rule works on the final layout.
extension ScrollStack {
  /// Puts the model layout back (start of every update). Nothing to do when nothing moves.
  func restoreModelLayout() {
    let modelOffset = animator.restoreModelLayout { row, extent in
      guard let index = storage.index(of: row) else { return }
      storage.update(at: index) { $0.extent = extent }
    }
    if let modelOffset { offset = modelOffset }
  }

  /// Records, in an animated scope, that the row at `index` is about to change length.
  func noteLengthChange(of row: Row, at index: Int) {
    animator.noteChange(
      of: row, from: { Int(storage.slot(at: index).extent) },
      committing: transaction.isCommitting)
  }

  /// Records, in an animated scope, that `row` was inserted (it grows from nothing).
  func noteInsertion(of row: Row) {
    animator.noteChange(of: row, from: { 0 }, committing: transaction.isCommitting)
  }

  /// Before the row at `index` leaves the storage: in an animated scope it becomes a ghost
  /// after the row before it, shrinking from what it shows now (with the ghosts it carried);
  /// otherwise whatever it ran is cut short. The first row has no row before it: its ghost
  /// leads the row after it (the only row then, it goes at once).
  func noteRemoval(of row: Row, at index: Int) {
    let id = ObjectIdentifier(row)
    let motion = animator.motions.removeValue(forKey: id)
    let change = animator.changes.removeValue(forKey: id)
    let neighbour = index > 0 ? index - 1 : index + 1
    guard !transaction.isCommitting, neighbour < storage.count,
      let scope = animator.recordingScope
    else {
      if let motion { animator.drop(motion) }
      return
    }
    let model = Int(storage.slot(at: index).extent)
    let shown = change?.before ?? motion?.applied ?? model
    let anchor = motionOf(
      materialize(at: neighbour), model: Int(storage.slot(at: neighbour).extent))
    let now = animator.clock?.now ?? .zero
    var ghosts = motion?.leadingGhosts ?? []
    if shown > 0 {
      let from = Tween.start(retargeting: motion?.tween, at: now, shown: shown)
      let tween = animator.startTween(from: from, to: 0, at: now, scope.animation, scope.group)
      ghosts.append(RowMotion.Ghost(row: row, tween: tween, applied: shown))
    }
    if let motion {
      animator.end(motion.tween, interrupted: true)
      ghosts += motion.ghosts
    }
    if index > 0 {
      anchor.ghosts += ghosts
    } else {
      anchor.leadingGhosts = ghosts + anchor.leadingGhosts
    }
    // MovingRowLimit: removals faster than they animate pile ghosts on one row; no more than
    // a viewport of them can show, the oldest beyond that go at once.
    for ghost in anchor.landGhosts(beyond: Self.maximumGhosts(viewportLength: viewportLength)) {
      animator.end(ghost.tween, interrupted: true)
    }
  }

  /// The motion of `row`, made when it has none (at its model extent `model`).
  private func motionOf(_ row: Row, model: Int) -> RowMotion {
    let id = ObjectIdentifier(row)
    if let motion = animator.motions[id] { return motion }
    let motion = RowMotion(
      row: row, target: model, applied: animator.presentedOwn(of: row, model: model))
    animator.motions[id] = motion
    return motion
  }

  /// Draws the frame for the clock's time (end of every commit, after the layout settled and
  /// before visibility): starts the tweens of this update's animated changes, cuts short those
  /// an instant change overtook, then writes each moving row's extent and the offset.
  func presentAnimations() {
    let animator = animator
    guard animator.hasWork else { return }
    guard animator.isAnimating || !animator.changes.isEmpty || animator.updateScope != nil else {
      animator.finishWithoutFrame(offset: offset)  // Only scopes that animated nothing.
      return
    }
    let now = animator.clock?.now ?? .zero
    startRowTweens(at: now)
    landMotionsBeyondTheLimit()
    let targetOffset = offset
    retargetOffset(to: targetOffset, at: now)
    animator.targetOffset = targetOffset
    if animator.clock == nil || animator.finishRequested {
      jumpToEnd(interrupted: animator.finishRequested)
    }
    var changed = false
    for (id, motion) in animator.motions {
      guard let index = storage.index(of: motion.row) else {
        animator.drop(motion)
        animator.motions[id] = nil
        continue
      }
      let before = motion.appliedExtent
      advance(motion, to: now)
      let extent = motion.appliedExtent
      if extent != before { changed = true }
      storage.update(at: index) { $0.extent = Int32(clamping: extent) }
      if motion.isSettled { animator.motions[id] = nil }
    }
    var shownOffset = targetOffset
    if let tween = animator.offsetTween {
      shownOffset = tween.value(at: now)
      if tween.isFinished(at: now) {
        animator.end(tween, interrupted: false)
        animator.offsetTween = nil
      }
    }
    offset = min(max(0, selectionState.keepingShown(shownOffset, in: self)), maxOffset)
    animator.lastFrameChanged = changed
    animator.lastFrameTime = animator.clock?.now
    if changed { transaction.pending.layoutChanged = true }
    animator.isPresented = animator.isAnimating
    animator.changes = [:]
    animator.updateScope = nil
    animator.finishRequested = false
    animator.collectFinishedGroups()
  }

  /// Starts (or restarts, from what is on screen) the tween of every row changed in an
  /// animated scope, and cuts short the tweens of rows an instant change moved.
  private func startRowTweens(at now: Duration) {
    for change in animator.changes.values {
      guard let index = storage.index(of: change.row) else { continue }
      let model = Int(storage.slot(at: index).extent)
      let motion = motionOf(change.row, model: model)
      if let tween = motion.tween, tween.to == model {
        // Already moving to that length: it goes on as it was (the newer change has nothing
        // of its own to move, as when the scroll target does not change).
        continue
      }
      let from = Tween.start(retargeting: motion.tween, at: now, shown: change.before)
      animator.end(motion.tween, interrupted: true)
      motion.tween = nil
      motion.applied = change.before
      if change.before != model {
        motion.tween = animator.startTween(
          from: from, to: model, at: now, change.animation, change.group)
      }
    }
    for motion in animator.motions.values
    where animator.changes[ObjectIdentifier(motion.row)] == nil {
      guard let index = storage.index(of: motion.row) else { continue }
      let model = Int(storage.slot(at: index).extent)
      if model != motion.target, motion.tween != nil {
        animator.end(motion.tween, interrupted: true)
        motion.tween = nil
      }
    }
    for motion in animator.motions.values {
      guard let index = storage.index(of: motion.row) else { continue }
      motion.target = Int(storage.slot(at: index).extent)
      if motion.tween == nil { motion.applied = motion.target }
    }
  }

  /// Starts the offset's tween when an animated update moved the model offset, and cuts it
  /// short when an instant one did.
  private func retargetOffset(to target: Int, at now: Duration) {
    // SelectionInView: a motion starts where the selected row shows, never behind it.
    let window = selectionState.window(around: target, in: self)
    animator.keepsSelectionShown = window != nil
    var shown = transaction.pending.startOffset
    if let window { shown = min(max(shown, window.lowerBound), window.upperBound) }
    if let scope = animator.updateScope {
      guard target != (animator.offsetTween?.to ?? shown) else { return }
      let from = Tween.start(retargeting: animator.offsetTween, at: now, shown: shown)
      animator.end(animator.offsetTween, interrupted: true)
      // A step of one cell has no frame in between to show: it lands at once.
      animator.offsetTween =
        abs(Double(target) - from) <= 1
        ? nil
        : animator.startTween(from: from, to: target, at: now, scope.animation, scope.group)
    } else if let tween = animator.offsetTween, tween.to != target {
      animator.end(tween, interrupted: true)
      animator.offsetTween = nil
    }
  }

  /// Ends every tween at its end value.
  private func jumpToEnd(interrupted: Bool) {
    for motion in animator.motions.values {
      animator.end(motion.tween, interrupted: interrupted)
      motion.tween = nil
      for ghost in motion.takeGhosts() { animator.end(ghost.tween, interrupted: interrupted) }
      motion.applied = motion.target
    }
    animator.end(animator.offsetTween, interrupted: interrupted)
    animator.offsetTween = nil
  }

  /// Moves `motion`'s own extent and its ghosts to their values at `now`, ending what is done.
  private func advance(_ motion: RowMotion, to now: Duration) {
    if let tween = motion.tween {
      motion.applied = tween.value(at: now)
      if tween.isFinished(at: now) {
        animator.end(tween, interrupted: false)
        motion.tween = nil
        motion.applied = motion.target
      }
    }
    motion.ghosts = advance(motion.ghosts, to: now)
    motion.leadingGhosts = advance(motion.leadingGhosts, to: now)
  }

  /// `ghosts` at `now`, without those that are gone.
  private func advance(_ ghosts: [RowMotion.Ghost], to now: Duration) -> [RowMotion.Ghost] {
    ghosts.compactMap { ghost in
      var ghost = ghost
      ghost.applied = ghost.tween.value(at: now)
      guard ghost.tween.isFinished(at: now) else { return ghost }
      animator.end(ghost.tween, interrupted: false)
      return nil
    }
  }

  /// Runs the completions of groups that ended, once every event of the update is out.
  func runAnimationCompletions() {
    guard !transaction.isDispatching else { return }
    for group in animator.takeFinishedGroups() { group.takeCompletion()?(!group.wasInterrupted) }
  }
}
