import StackCore

/// The event log's view of visibility during animations: what landed, not every frame.
///
/// While a stack animates, each frame can change a row's visibility (a row coming into view
/// is partly visible for a few frames, then fully). The log panel and the status line list
/// the change once, when the motion has landed: per row, the kind it had before the first
/// frame and the kind it has at the end, and nothing when they are the same, in index order
/// — the lines an instant change gives. `--events` still gets every frame's events.
struct LandedVisibility {
  /// A row's first and latest visibility during the motion.
  private struct Change {
    let row: Row
    let from: RowVisibility
    var to: RowVisibility
    var index: Int
  }

  private var changes: [ObjectIdentifier: Change] = [:]

  /// True while transitions are held back.
  var isHolding: Bool { !changes.isEmpty }

  /// Holds `transition` when it is part of a motion (the stack animates, or earlier frames
  /// are held); returns false when it is to be logged at once. A row removed or hidden is
  /// logged at once, in the update that changed it, unless it already moved.
  mutating func hold(_ transition: VisibilityTransition, stackIsAnimating: Bool) -> Bool {
    let key = ObjectIdentifier(transition.row)
    if var change = changes[key] {
      change.to = transition.to
      change.index = transition.index
      changes[key] = change
      return true
    }
    let leaves = transition.to.kind == .removed || transition.to.kind == .hidden
    guard !leaves, stackIsAnimating || isHolding else { return false }
    changes[key] = Change(
      row: transition.row, from: transition.from, to: transition.to, index: transition.index)
    return true
  }

  /// The held changes that changed a row's kind, as log lines in index order; empties the
  /// holding.
  mutating func land() -> [EventLine] {
    let landed = changes.values.filter { $0.from.kind != $0.to.kind }
      .map { (index: $0.row.index ?? $0.index, change: $0) }
      .sorted { $0.index < $1.index }
    changes = [:]
    return landed.map {
      DemoEvent.visibilityLine(index: $0.index, from: $0.change.from, to: $0.change.to)
    }
  }
}
