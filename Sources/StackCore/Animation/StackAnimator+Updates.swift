import StackDrawing

/// The animator's side of an update's start and of the changes made in it. The stack passes
/// in what the animator needs (how to put a row's model extent back, a row's extent before a
/// change, whether the update is committing); the animator reads no other part's state.
extension StackAnimator {
  /// Puts the model layout back at the start of an update: hands each moving row and its
  /// model extent to `setExtent` (which drops rows no longer in the stack). Returns the model
  /// offset, or nil when the last frame showed the model layout already.
  func restoreModelLayout(setExtent: (Row, Int32) -> Void) -> Int? {
    guard isPresented else { return nil }
    isPresented = false
    for motion in motions.values { setExtent(motion.row, Int32(clamping: motion.target)) }
    return targetOffset
  }

  /// Records, in an animated scope and unless the update is `committing`, that `row` is about
  /// to change length from `model` cells (`model` is asked only then; 0 for a new row).
  func noteChange(of row: Row, from model: () -> Int, committing: Bool) {
    guard !committing, let scope = recordingScope else { return }
    noteChange(of: row, model: model(), in: scope)
  }

  /// Ends a commit in which only scopes that animated nothing ran (no clock, instant changes):
  /// no tween to start, no frame to draw, `offset` (the settled one) is the model's; their
  /// groups end now.
  func finishWithoutFrame(offset: Int) {
    targetOffset = offset
    lastFrameChanged = false
    lastFrameTime = clock?.now
    isPresented = false
    finishRequested = false
    collectFinishedGroups()
  }

  /// Cells of ghosts drawn before `row` in the current frame (the row's frame starts after).
  func presentedLead(of row: Row) -> Int {
    guard isPresented, let motion = motions[ObjectIdentifier(row)] else { return 0 }
    return motion.lead
  }

  /// The frame length `row` shows in the current frame, when it is moving.
  func presentedFrameLength(of row: Row) -> Int? {
    guard isPresented, let motion = motions[ObjectIdentifier(row)], motion.tween != nil else {
      return nil
    }
    return min(row.frameLength, motion.applied)
  }

  /// Where `row` is drawn relative to its model start in the frame being drawn (slots hold
  /// the frame's extents): the ghosts before it and its frame length, at most `row`'s own.
  func drawnFrame(of row: Row) -> (lead: Int, length: Int) {
    let motion = motions[ObjectIdentifier(row)]
    return (motion?.lead ?? 0, min(row.frameLength, motion?.applied ?? row.frameLength))
  }

  /// True while `row` moves on screen (never released then).
  func isMoving(_ row: Row) -> Bool { !motions.isEmpty && motions[ObjectIdentifier(row)] != nil }

  /// The groups whose tweens all ended, handed over once (their completions run next).
  func takeFinishedGroups() -> [AnimationGroup] {
    guard !finishedGroups.isEmpty else { return [] }
    let groups = finishedGroups
    finishedGroups = []
    return groups
  }
}
