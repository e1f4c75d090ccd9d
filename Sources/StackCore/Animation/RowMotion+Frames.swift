import StackDrawing

/// A row's motion from frame to frame: advancing it to the clock's time, jumping it to its
/// end, dropping it.
extension RowMotion {
  /// Moves the row's own extent and its ghosts to their values at `now`, ending what is done.
  func advance(to now: Duration) {
    if let tween {
      applied = tween.value(at: now)
      if tween.isFinished(at: now) {
        tween.end(interrupted: false)
        self.tween = nil
        applied = target
      }
    }
    ghosts = Self.advance(ghosts, to: now)
    leadingGhosts = Self.advance(leadingGhosts, to: now)
  }

  /// `ghosts` at `now`, without those that are gone.
  private static func advance(_ ghosts: [Ghost], to now: Duration) -> [Ghost] {
    ghosts.compactMap { ghost in
      var ghost = ghost
      ghost.applied = ghost.tween.value(at: now)
      guard ghost.tween.isFinished(at: now) else { return ghost }
      ghost.tween.end(interrupted: false)
      return nil
    }
  }

  /// Ends every tween it runs at its end value (its ghosts go).
  func jumpToEnd(interrupted: Bool) {
    tween?.end(interrupted: interrupted)
    tween = nil
    for ghost in takeGhosts() { ghost.tween.end(interrupted: interrupted) }
    applied = target
  }

  /// Ends everything it runs, cut short.
  func drop() {
    tween?.end(interrupted: true)
    for ghost in takeGhosts() { ghost.tween.end(interrupted: true) }
    tween = nil
  }
}
