/// Applying a new state (``StateSource``) as one update: the engine behind every `apply`.
///
/// Everything that can fail is checked before anything changes (identities, duplicates, rows
/// that cannot be made, contents already shown by a kept row), so a refused state changes
/// nothing. Then, inside one update: removals (from the bottom up), moves (each kept row out
/// of order placed before the next kept row of the new order), insertions (top down, in runs)
/// and the changed rows, each with its own event, so the update's events replay the change.
///
/// The cost is one pass over the entries (their identities, and a comparison with the entry
/// each kept row showed) plus work for what changed: rows are looked up by position only where
/// something changes, and kept rows that did not change are not touched (decision 0615).
extension ScrollStack {
  func applyState<Source: StateSource>(_ state: Source) throws(StackError) -> [Row] {
    guard !transaction.isCommitting else { throw .stackIsLayingOut }
    var identities: [Source.ID] = []
    identities.reserveCapacity(state.count)
    for position in 0..<state.count { identities.append(try state.identity(at: position)) }
    let previous = PreviousState<Source>(storage)
    let diff = try StateDiff(old: previous, new: identities)
    let changed = changedEntries(state, diff: diff, previous: previous)
    let specs = try plannedSpecs(state, diff: diff, changed: changed, previous: previous)
    let moving = diff.moves.map { keptRowAndSuccessor(at: $0, diff: diff, previous: previous) }
    let refreshed = changed.map { (position: $0, row: previous.row(at: diff.oldPosition[$0])) }
    return performUpdate {
      let selectionHeir = survivingNeighbourOfSelection(diff: diff, previous: previous)
      for position in diff.removals { _ = removeChecked(at: position) }
      for (row, successor) in moving { moveKept(row, before: successor) }
      let inserted = insertRows(specs, at: diff.insertions, identities: identities, state)
      for (position, row) in refreshed {
        guard let row else { continue }
        refresh(row, at: position, with: state, spec: specs[position])
      }
      if let heir = selectionHeir, let index = storage.index(of: heir) {
        transaction.pending.lostSelectionIndex = index
      }
      let rows = storage.madeRows()
      storage.appliedState = AppliedState(
        source: state, identities: identities,
        rows: rowsByIdentity(previous, diff: diff, identities: identities, inserted, rows: rows))
      return rows
    }
  }

  /// The new positions of kept rows whose entry changed, in ascending order.
  private func changedEntries<Source: StateSource>(
    _ state: Source, diff: StateDiff, previous: PreviousState<Source>
  ) -> [Int] {
    var changed: [Int] = []
    for position in diff.oldPosition.indices {
      let old = diff.oldPosition[position]
      if old >= 0, !previous.isUnchanged(state, at: position, keeping: old) {
        changed.append(position)
      }
    }
    return changed
  }

  /// The specs to insert, or to replace a changed kept row's content with, by new position;
  /// throws (changing nothing) when one cannot be made.
  private func plannedSpecs<Source: StateSource>(
    _ state: Source, diff: StateDiff, changed: [Int], previous: PreviousState<Source>
  ) throws(StackError) -> [Int: RowSpec] {
    var specs: [Int: RowSpec] = [:]
    var seen: [ObjectIdentifier: Int] = [:]
    var nextInsertion = 0
    var nextChange = 0
    // Insertions and changes in ascending order, so the first problem is the one reported.
    while nextInsertion < diff.insertions.count || nextChange < changed.count {
      let insertion = nextInsertion < diff.insertions.count ? diff.insertions[nextInsertion] : .max
      let change = nextChange < changed.count ? changed[nextChange] : .max
      let position = min(insertion, change)
      let row = insertion < change ? nil : previous.row(at: diff.oldPosition[position])
      if insertion < change { nextInsertion += 1 } else { nextChange += 1 }
      try state.check(at: position)
      // A kept row whose content may take the entry gets no new content.
      guard row == nil || !state.updatesInPlace else { continue }
      let spec = state.spec(at: position)
      specs[position] = spec
      // A content may be in the stack once: not twice in the state, nor in a kept row other
      // than the one it goes to.
      let id = ObjectIdentifier(spec.content)
      if let first = seen.updateValue(position, forKey: id) {
        throw .duplicateContentInBatch(first: first, second: position)
      }
      if let existing = storage.contentRows[id], existing !== row,
        let index = storage.index(of: existing), diff.isKept(old: index)
      {
        throw .contentAlreadyInStack(existingIndex: index)
      }
    }
    return specs
  }

  /// The row kept for new position `position` (one that moves) and the row it lands before:
  /// the next kept row of the new order (in place by the time it moves, as moves go from the
  /// last new position up), nil for the end.
  private func keptRowAndSuccessor<Source: StateSource>(
    at position: Int, diff: StateDiff, previous: PreviousState<Source>
  ) -> (row: Row?, successor: Row?) {
    let row = previous.row(at: diff.oldPosition[position])
    var next = position + 1
    while next < diff.oldPosition.count, diff.oldPosition[next] < 0 { next += 1 }
    guard next < diff.oldPosition.count else { return (row, nil) }
    return (row, previous.row(at: diff.oldPosition[next]))
  }

  /// The row the selection passes to when the selected row goes (the selection part decides).
  private func survivingNeighbourOfSelection<Source: StateSource>(
    diff: StateDiff, previous: PreviousState<Source>
  ) -> Row? {
    guard let selected = selectionState.selected, let index = storage.index(of: selected) else {
      return nil
    }
    return selectionState.heir(
      at: index, count: previous.count, isKept: diff.isKept(old:), row: previous.row(at:))
  }

  /// Moves kept `row` so it lands right before `successor` (at the end when nil).
  private func moveKept(_ row: Row?, before successor: Row?) {
    guard let row, let from = storage.index(of: row) else { return }
    var to = storage.count - 1
    if let successor, let index = storage.index(of: successor) {
      to = from < index ? index - 1 : index
    }
    guard from != to else { return }
    moveChecked(row, from: from, to: to)
  }

  /// Inserts the rows for `positions` (ascending new positions; the rows before each are in
  /// place by then), in runs of consecutive positions. Returns them by position.
  private func insertRows<Source: StateSource>(
    _ specs: [Int: RowSpec], at positions: [Int], identities: [Source.ID], _ state: Source
  ) -> [(position: Int, row: Row)] {
    var inserted: [(position: Int, row: Row)] = []
    inserted.reserveCapacity(positions.count)
    var start = 0
    while start < positions.count {
      var end = start + 1
      while end < positions.count, positions[end] == positions[end - 1] + 1 { end += 1 }
      let run = positions[start..<end]
      let rows = insertChecked(run.compactMap { specs[$0] }, at: positions[start])
      for (position, row) in zip(run, rows) {
        row.stateIdentity = AnyHashable(identities[position])
        row.stateVersion = state.version(at: position)
        inserted.append((position, row))
      }
      start = end
    }
    return inserted
  }

  /// The row of each identity of the applied state: the last state's table with the rows
  /// that went and came (its identities at the removed positions out, the inserted in), or
  /// (when the storage did not hold it) made from `rows`, the rows now in order.
  private func rowsByIdentity<Source: StateSource>(
    _ previous: PreviousState<Source>, diff: StateDiff, identities: [Source.ID],
    _ inserted: [(position: Int, row: Row)], rows: [Row]
  ) -> [Source.ID: Row] {
    guard let applied = previous.applied else {
      var table: [Source.ID: Row] = [:]
      table.reserveCapacity(rows.count)
      for (id, row) in zip(identities, rows) { table[id] = row }
      return table
    }
    // Taken out of the last state, so it is changed in place rather than copied.
    var table: [Source.ID: Row] = [:]
    swap(&table, &applied.rows)
    for position in diff.removals { table[applied.identities[position]] = nil }
    for (position, row) in inserted { table[identities[position]] = row }
    return table
  }

  /// Gives a kept row its changed entry: to its content when it takes it, else a new content
  /// (the row keeps its settings, collapsed state and tap handler).
  private func refresh<Source: StateSource>(
    _ row: Row, at index: Int, with state: Source, spec: RowSpec?
  ) {
    row.stateVersion = state.version(at: index)
    let update = state.update(row.content, at: index)
    switch update {
    case .sameLength:
      touch(row)
    case .lengthMayChange:
      touch(row)
      remeasure(at: index)
    case .needsNewContent:
      let spec = spec ?? state.spec(at: index)
      adoptSettings(of: spec, in: row)
      if spec.content !== row.content {
        if row === selectionState.pressed { cancelPress() }
        storage.contentRows[ObjectIdentifier(row.content)] = nil
        row.content = spec.content
        storage.contentRows[ObjectIdentifier(spec.content)] = row
      }
      row.lazySource = nil
      row.isCustomized = true
      touch(row)
      remeasure(at: index)
    }
    enqueue(.rowReplaced(row, index: index))
  }

  /// The settings a changed entry's spec says (those it leaves unsaid stay as the row has
  /// them; the collapsed or expanded state and the hidden flag are the row's own).
  private func adoptSettings(of spec: RowSpec, in row: Row) {
    if let insets = spec.insets { row.insets = insets }
    if let separator = spec.separator { row.separatorOverride = separator }
    if let sizing = spec.sizing { row.sizingOverride = sizing }
    if spec.sizeBounds != SizeBounds() { row.sizeBounds = spec.sizeBounds }
    if let onTap = spec.onTap { row.onTap = onTap }
    if var collapsibility = spec.collapsibility {
      collapsibility.isExpanded = row.collapsibility?.isExpanded ?? collapsibility.isExpanded
      row.collapsibility = collapsibility
    }
  }
}
