import StackDrawing

/// What the animator knows of one row whose slot extent is not its model extent on screen:
/// its own extent moving (growing, shrinking) and the ghosts of removed rows drawn around it.
///
/// A ghost is a removed row still shrinking on screen. It no longer is a row of the stack
/// (no index, not counted, no events), so its cells are added to the extent of the row
/// before it, and the renderer draws its old content there, after that row. A removed first
/// row has no row before it: its ghost leads the row after it instead.
final class RowMotion {
  /// A removed row shrinking away after ``row``.
  struct Ghost {
    let row: Row
    var tween: Tween
    /// The extent drawn in the current frame.
    var applied: Int
  }

  let row: Row
  /// The row's own extent in the model (what it is once every tween ends).
  var target: Int
  /// The row's own extent moving to ``target``; nil when it is at its target.
  var tween: Tween?
  /// The row's own extent drawn in the current frame.
  var applied: Int
  /// Removed rows drawn after this one, in order.
  var ghosts: [Ghost] = []
  /// Removed rows drawn before this one, in order (only ever on the first row).
  var leadingGhosts: [Ghost] = []

  init(row: Row, target: Int, applied: Int) {
    self.row = row
    self.target = target
    self.applied = applied
  }

  /// The slot extent drawn in the current frame: the row's own and its ghosts'.
  var appliedExtent: Int { lead + applied + ghosts.reduce(0) { $0 + $1.applied } }

  /// Cells of leading ghosts drawn before the row in the current frame.
  var lead: Int { leadingGhosts.reduce(0) { $0 + $1.applied } }

  /// True when nothing of this row moves any more.
  var isSettled: Bool { tween == nil && ghosts.isEmpty && leadingGhosts.isEmpty }

  /// When the most recent of the tweens it runs started (`.zero` when none runs).
  var latestStart: Duration {
    let starts = [tween?.start].compactMap { $0 } + (ghosts + leadingGhosts).map(\.tween.start)
    return starts.max() ?? .zero
  }

  /// Takes out the ghosts that started first while there are more than `limit`, and returns
  /// them (their tweens still to be ended). O(ghosts) when over the limit.
  func landGhosts(beyond limit: Int) -> [Ghost] {
    let excess = ghosts.count + leadingGhosts.count - limit
    guard excess > 0 else { return [] }
    let landing = (leadingGhosts + ghosts).map(\.tween.start).sorted()[excess - 1]
    var landed: [Ghost] = []
    func keep(_ ghost: Ghost) -> Bool {
      guard landed.count < excess, ghost.tween.start <= landing else { return true }
      landed.append(ghost)
      return false
    }
    leadingGhosts = leadingGhosts.filter(keep)
    ghosts = ghosts.filter(keep)
    return landed
  }

  /// Takes every ghost out (leading ones first), in the order they are drawn.
  func takeGhosts() -> [Ghost] {
    defer {
      ghosts = []
      leadingGhosts = []
    }
    return leadingGhosts + ghosts
  }
}
