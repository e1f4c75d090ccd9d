/// The rows of a stack before an apply, as the apply reads them: from the state last applied
/// when the storage still holds it (no cast, no hash table to build), else from the rows'
/// own identities (``Row/stateIdentity``, cast to the new state's identity type; a row with
/// another type of identity, or none, goes).
struct PreviousState<Source: StateSource>: IdentityList {
  typealias ID = Source.ID

  private enum Origin {
    case applied(AppliedState<Source>)
    /// Each row (nil: a lazy row not made), its identity (nil: none, or seen on an earlier
    /// row), and the position of each identity.
    case rows([Row?], identities: [ID?], positions: [ID: Int])
  }

  private let origin: Origin
  private let storage: RowStorage
  let count: Int

  /// The rows in `storage` now.
  init(_ storage: RowStorage) {
    self.storage = storage
    count = storage.count
    if let applied = storage.appliedState as? AppliedState<Source>,
      applied.identities.count == storage.count
    {
      origin = .applied(applied)
      return
    }
    var rows: [Row?] = []
    rows.reserveCapacity(storage.count)
    storage.forEachSlot(from: 0) { _, slot in
      rows.append(slot.row)
      return true
    }
    var identities: [ID?] = []
    identities.reserveCapacity(rows.count)
    var positions: [ID: Int] = [:]
    for position in rows.indices {
      let id = rows[position]?.stateIdentity.flatMap { $0 as? ID }
      if let id, positions[id] == nil {
        positions[id] = position
        identities.append(id)
      } else {
        identities.append(nil)
      }
    }
    origin = .rows(rows, identities: identities, positions: positions)
  }

  /// The state last applied, when the storage held it.
  var applied: AppliedState<Source>? {
    if case .applied(let applied) = origin { return applied }
    return nil
  }

  func identity(at position: Int) -> ID? {
    switch origin {
    case .applied(let applied): applied.identities[position]
    case .rows(_, let identities, _): identities[position]
    }
  }

  func hasIdentity(at position: Int, _ id: ID) -> Bool {
    switch origin {
    case .applied(let applied): applied.identities[position] == id
    case .rows(_, let identities, _): identities[position] == id
    }
  }

  func position(of id: ID) -> Int? {
    switch origin {
    case .applied(let applied): applied.rows[id].flatMap { storage.index(of: $0) }
    case .rows(_, _, let positions): positions[id]
    }
  }

  /// The row at `position` (nil: a lazy row not made).
  func row(at position: Int) -> Row? {
    switch origin {
    case .applied: storage.slot(at: position).row
    case .rows(let rows, _, _): rows[position]
    }
  }

  /// True when entry `target` of `state` is what the row at `position`, which it keeps,
  /// showed.
  func isUnchanged(_ state: Source, at target: Int, keeping position: Int) -> Bool {
    switch origin {
    case .applied(let applied):
      state.isUnchanged(at: target, comparedWith: applied.source, at: position)
    case .rows(let rows, _, _):
      rows[position].map { state.isUnchanged(at: target, since: $0.stateVersion) } ?? false
    }
  }
}
