/// Which rows are visible (entire or partial) as of the last completed update, and the
/// transitions an update causes: one per row whose ``RowVisibility/Kind`` changed.
///
/// It does not lay anything out: the stack hands it the states of the rows in the viewport
/// once the layout is settled, and it compares them with what observers were told before.
struct VisibilityTracker {
  /// Rows currently entire or partial, with their state.
  private(set) var states: [ObjectIdentifier: (row: Row, state: RowVisibility)] = [:]
  /// The layout ``states`` were computed at: when neither it nor any row changed, neither did
  /// they.
  private(set) var settledAt: LayoutKey?

  /// The number of visible rows.
  var count: Int { states.count }

  /// True when `row` was visible at the last update.
  func isVisible(_ row: Row) -> Bool { states[ObjectIdentifier(row)] != nil }

  /// The state `row` had at the last update (hidden or offscreen when it was not visible).
  func state(of row: Row) -> RowVisibility {
    states[ObjectIdentifier(row)]?.state ?? (row.isHidden ? .hidden : .offscreen)
  }

  /// True when nothing can have changed since the last update: no row was touched and the
  /// layout is still `key`.
  func isCurrent(at key: LayoutKey, touched: [ObjectIdentifier: (row: Row, prior: RowVisibility)])
    -> Bool
  {
    touched.isEmpty && settledAt == key
  }

  /// Replaces the visible rows by `newStates` (computed at `key`) and returns the transitions,
  /// by index: every row that was visible, is visible or was `touched` (with the state it had
  /// before), once each. `index` gives a row's index, nil for a row no longer in the stack.
  mutating func settle(
    to newStates: [ObjectIdentifier: (row: Row, state: RowVisibility)], at key: LayoutKey,
    touched: [ObjectIdentifier: (row: Row, prior: RowVisibility)], index: (Row) -> Int?
  ) -> [VisibilityTransition] {
    var transitions: [VisibilityTransition] = []
    func consider(_ id: ObjectIdentifier, _ row: Row) {
      guard let index = index(row) else { return }
      let resting: RowVisibility = row.isHidden ? .hidden : .offscreen
      let from = touched[id]?.prior ?? states[id]?.state ?? resting
      let to = newStates[id]?.state ?? resting
      if from.kind != to.kind {
        transitions.append(VisibilityTransition(row: row, index: index, from: from, to: to))
      }
    }
    for (id, entry) in states { consider(id, entry.row) }
    for (id, entry) in newStates where states[id] == nil { consider(id, entry.row) }
    for (id, entry) in touched where states[id] == nil && newStates[id] == nil {
      consider(id, entry.row)
    }
    states = newStates
    settledAt = key
    return transitions.sorted { $0.index < $1.index }
  }

  /// Forgets `row` (it is being removed) and returns the state it had, if it was visible.
  mutating func remove(_ row: Row) -> RowVisibility? {
    states.removeValue(forKey: ObjectIdentifier(row))?.state
  }

  /// The rows that were visible, each with its state.
  var visibleEntries: Dictionary<ObjectIdentifier, (row: Row, state: RowVisibility)>.Values {
    states.values
  }

  /// Forgets every row (all are being removed).
  mutating func removeAll() {
    states = [:]
  }
}
