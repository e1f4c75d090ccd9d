import StackDrawing

/// A row leaving the stack while rows move: in an animated scope it becomes a ghost that
/// shrinks away where it was drawn.
extension StackAnimator {
  /// Before `row` (at `index`) leaves `storage`: in an animated scope (and unless the update
  /// is `committing`) it becomes a ghost after the row before it, shrinking from what it
  /// shows now (with the ghosts it carried); otherwise whatever it ran is cut short. The first
  /// row has no row before it: its ghost leads the row after it (the only row then, it goes
  /// at once). `neighbour` makes the row at an index; a row carries at most `maximumGhosts`.
  func noteRemoval(
    of row: Row, at index: Int, in storage: RowStorage, committing: Bool,
    maximumGhosts: Int, neighbour: (Int) -> Row
  ) {
    let (motion, change) = takeMotion(of: row)
    let neighbourIndex = index > 0 ? index - 1 : index + 1
    guard !committing, neighbourIndex < storage.count, let scope = recordingScope else {
      motion?.drop()
      return
    }
    let model = Int(storage.slot(at: index).extent)
    let shown = change?.before ?? motion?.applied ?? model
    let anchor = self.motion(
      of: neighbour(neighbourIndex), model: Int(storage.slot(at: neighbourIndex).extent))
    let now = clock?.now ?? .zero
    var ghosts = motion?.leadingGhosts ?? []
    if shown > 0 {
      let from = Tween.start(retargeting: motion?.tween, at: now, shown: shown)
      let tween = startTween(from: from, to: 0, at: now, scope.animation, scope.group)
      ghosts.append(RowMotion.Ghost(row: row, tween: tween, applied: shown))
    }
    if let motion {
      motion.tween?.end(interrupted: true)
      ghosts += motion.ghosts
    }
    if index > 0 {
      anchor.ghosts += ghosts
    } else {
      anchor.leadingGhosts = ghosts + anchor.leadingGhosts
    }
    // MovingRowLimit: removals faster than they animate pile ghosts on one row; no more than
    // a viewport of them can show, the oldest beyond that go at once.
    for ghost in anchor.landGhosts(beyond: maximumGhosts) {
      ghost.tween.end(interrupted: true)
    }
  }
}
