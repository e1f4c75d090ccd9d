import StackDrawing

/// Which rows are visible (entire or partial) as of the last completed update, and the
/// transitions an update causes: one per row whose ``RowVisibility/Kind`` changed.
///
/// It does not lay anything out: the stack hands it the rows it sees in the viewport once the
/// layout is settled (``Sighting``s, in index order), and it compares them with what observers
/// were told before. A settle updates the visible rows in place and reuses its buffers, so an
/// update that moves the viewport builds no dictionary and looks up the index only of rows
/// that left it.
struct VisibilityTracker {
  /// A visible row with its state, and the settle that last saw it.
  struct Entry {
    let row: Row
    var state: RowVisibility
    var seenIn: UInt
  }

  /// A visible row found in the viewport, at `index`.
  struct Sighting {
    let row: Row
    let index: Int
    let state: RowVisibility
  }

  /// The rows a settle started from, with the state each had before the update.
  typealias Touched = [ObjectIdentifier: (row: Row, prior: RowVisibility)]

  /// Rows currently entire or partial, with their state.
  private(set) var states: [ObjectIdentifier: Entry] = [:]
  /// The layout ``states`` were computed at: when neither it nor any row changed, neither did
  /// they.
  private(set) var settledAt: LayoutKey?
  /// Counts settles: an entry not seen in the current one left the viewport.
  private var settles: UInt = 0
  /// Kept between settles (empty) so the next one allocates nothing.
  private var sightingsBuffer: [Sighting] = []
  private var departedBuffer: [ObjectIdentifier] = []

  /// The number of visible rows.
  var count: Int { states.count }

  /// True when `row` was visible at the last update.
  func isVisible(_ row: Row) -> Bool { states[ObjectIdentifier(row)] != nil }

  /// The state `row` had at the last update (hidden or offscreen when it was not visible).
  func state(of row: Row) -> RowVisibility {
    states[ObjectIdentifier(row)]?.state ?? Self.resting(row)
  }

  /// True when nothing can have changed since the last update: no row was touched and the
  /// layout is still `key`.
  func isCurrent(at key: LayoutKey, touched: Touched) -> Bool {
    touched.isEmpty && settledAt == key
  }

  /// An empty array to collect the next settle's sightings in (its storage is reused).
  mutating func takeSightingsBuffer() -> [Sighting] {
    var buffer: [Sighting] = []
    swap(&buffer, &sightingsBuffer)
    return buffer
  }

  /// Replaces the visible rows by `sightings` (the visible rows found at `key`, each once)
  /// and returns the transitions, by index: every row that was visible, is visible or was
  /// `touched` (with the state it had before), once each. `index` gives a row's index, nil for
  /// a row no longer in the stack (it gets no transition).
  mutating func settle(
    to sightings: consuming [Sighting], at key: LayoutKey, touched: Touched,
    index: (Row) -> Int?
  ) -> [VisibilityTransition] {
    settles &+= 1
    let current = settles
    var transitions: [VisibilityTransition] = []
    for position in sightings.indices {
      let sighting = sightings[position]
      let id = ObjectIdentifier(sighting.row)
      let before = states.updateValue(
        Entry(row: sighting.row, state: sighting.state, seenIn: current), forKey: id)
      let from =
        (touched.isEmpty ? nil : touched[id]?.prior) ?? before?.state ?? Self.resting(sighting.row)
      if from.kind != sighting.state.kind {
        transitions.append(
          VisibilityTransition(
            row: sighting.row, index: sighting.index, from: from, to: sighting.state))
      }
    }
    // Rows visible before and not now; `states` still holds them (and holds every row visible
    // now), so a touched row missing from it was visible neither before nor now.
    var departed = departedBuffer
    departedBuffer = []
    for (id, entry) in states where entry.seenIn != current {
      departed.append(id)
      let from = (touched.isEmpty ? nil : touched[id]?.prior) ?? entry.state
      Self.leave(entry.row, from: from, index: index, into: &transitions)
    }
    for (id, entry) in touched where states[id] == nil {
      Self.leave(entry.row, from: entry.prior, index: index, into: &transitions)
    }
    for id in departed { states.removeValue(forKey: id) }
    departed.removeAll(keepingCapacity: true)
    departedBuffer = departed
    sightings.removeAll(keepingCapacity: true)
    sightingsBuffer = sightings
    settledAt = key
    if transitions.count > 1 { transitions.sort { $0.index < $1.index } }
    return transitions
  }

  /// The state of a row that is not visible.
  private static func resting(_ row: Row) -> RowVisibility { row.isHidden ? .hidden : .offscreen }

  /// Appends the transition of `row`, not visible now, from `from` (when the kind changed and
  /// the row is still in the stack).
  private static func leave(
    _ row: Row, from: RowVisibility, index: (Row) -> Int?,
    into transitions: inout [VisibilityTransition]
  ) {
    let to = resting(row)
    guard from.kind != to.kind, let index = index(row) else { return }
    transitions.append(VisibilityTransition(row: row, index: index, from: from, to: to))
  }

  /// Forgets `row` (it is being removed) and returns the state it had, if it was visible.
  mutating func remove(_ row: Row) -> RowVisibility? {
    states.removeValue(forKey: ObjectIdentifier(row))?.state
  }

  /// The rows that were visible, each with its state.
  var visibleEntries: Dictionary<ObjectIdentifier, Entry>.Values { states.values }

  /// Forgets every row (all are being removed).
  mutating func removeAll() {
    states = [:]
  }
}
