import StackDrawing

/// The tweens of rows changed in animated scopes: each started (or restarted from what is on
/// screen) when an update commits, counted in its group while it runs.
extension StackAnimator {
  /// A tween for `group` from `from` to `to`, counted as running.
  func startTween(
    from: Double, to: Int, at now: Duration, _ animation: StackAnimation, _ group: AnimationGroup
  ) -> Tween {
    group.running += 1
    return Tween(from: from, to: to, start: now, animation: animation, group: group)
  }

  /// Starts (or restarts, from what is on screen) the tween of every row changed in an
  /// animated scope, and cuts short the tweens of rows an instant change moved.
  func startRowTweens(at now: Duration, in storage: RowStorage) {
    for change in changesOfUpdate {
      guard let index = storage.index(of: change.row) else { continue }
      let model = Int(storage.slot(at: index).extent)
      let motion = motion(of: change.row, model: model)
      if let tween = motion.tween, tween.to == model {
        // Already moving to that length: it goes on as it was (the newer change has nothing
        // of its own to move, as when the scroll target does not change).
        continue
      }
      let from = Tween.start(retargeting: motion.tween, at: now, shown: change.before)
      motion.tween?.end(interrupted: true)
      motion.tween = nil
      motion.applied = change.before
      if change.before != model {
        motion.tween = startTween(from: from, to: model, at: now, change.animation, change.group)
      }
    }
    for motion in currentMotions where !hasChange(of: motion.row) {
      guard let index = storage.index(of: motion.row) else { continue }
      let model = Int(storage.slot(at: index).extent)
      if model != motion.target, motion.tween != nil {
        motion.tween?.end(interrupted: true)
        motion.tween = nil
      }
    }
    for motion in currentMotions {
      guard let index = storage.index(of: motion.row) else { continue }
      motion.target = Int(storage.slot(at: index).extent)
      if motion.tween == nil { motion.applied = motion.target }
    }
  }
}
