/// Applying a new state (``StateSource``) as one update: the engine behind every `apply`.
///
/// Everything that can fail is checked before anything changes (identities, duplicates, rows
/// that cannot be made, contents already shown by a kept row), so a refused state changes
/// nothing. Then, inside one update: removals (from the bottom up), moves (each kept row out
/// of order placed before the next kept row of the new order), insertions (top down, in runs)
/// and the changed rows, each with its own event, so the update's events replay the change.
extension ScrollStack {
  func applyState<Source: StateSource>(_ state: Source) throws(StackError) -> [Row] {
    guard !transaction.isCommitting else { throw .stackIsLayingOut }
    var identities: [Source.ID] = []
    identities.reserveCapacity(state.count)
    for position in 0..<state.count { identities.append(try state.identity(at: position)) }
    let old = currentRows()
    let diff = try StateDiff(
      old: old.map { $0?.stateIdentity.flatMap { $0 as? Source.ID } }, new: identities)
    let kept = diff.oldPosition.map { $0.flatMap { old[$0] } }
    let plan = try plannedChanges(state, diff: diff, kept: kept)
    return performUpdate {
      let selectionHeir = survivingNeighbourOfSelection(old: old, diff: diff)
      for position in diff.removals { _ = removeChecked(at: position) }
      moveKeptRows(kept, moves: diff.moves)
      let inserted = insertRows(plan.specs, at: diff.insertions, identities: identities, state)
      for position in plan.changed {
        guard let row = kept[position] else { continue }
        refresh(row, at: position, with: state, spec: plan.specs[position])
      }
      if let heir = selectionHeir, let index = storage.index(of: heir) {
        transaction.pending.lostSelectionIndex = index
      }
      return kept.indices.compactMap { kept[$0] ?? inserted[$0] }
    }
  }

  /// The rows of the stack in order (nil for a lazy row not made: it has no identity).
  private func currentRows() -> [Row?] {
    var rows: [Row?] = []
    rows.reserveCapacity(storage.count)
    storage.forEachSlot(from: 0) { _, slot in
      rows.append(slot.row)
      return true
    }
    return rows
  }

  /// The specs to insert or to replace a kept row's content with, by new position, and the
  /// kept rows whose entry changed; throws (changing nothing) when one cannot be made.
  private func plannedChanges<Source: StateSource>(
    _ state: Source, diff: StateDiff, kept: [Row?]
  ) throws(StackError) -> (specs: [RowSpec?], changed: [Int]) {
    var specs = [RowSpec?](repeating: nil, count: kept.count)
    var changed: [Int] = []
    var seen: [ObjectIdentifier: Int] = [:]
    for position in kept.indices {
      let row = kept[position]
      if let row, state.isUnchanged(at: position, since: row.stateVersion) { continue }
      try state.check(at: position)
      if row != nil { changed.append(position) }
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
    return (specs, changed)
  }

  /// The row the selection passes to when the selected row goes (the selection part decides).
  private func survivingNeighbourOfSelection(old: [Row?], diff: StateDiff) -> Row? {
    guard let selected = selectionState.selected, let index = storage.index(of: selected) else {
      return nil
    }
    return selectionState.heir(at: index, in: old, isKept: diff.isKept(old:))
  }

  /// Moves the kept rows out of order, from the last new position up: each lands right
  /// before the next kept row of the new order (already in place), or at the end.
  private func moveKeptRows(_ kept: [Row?], moves: [Int]) {
    guard !moves.isEmpty else { return }
    var nextKept = [Row?](repeating: nil, count: kept.count)
    var next: Row?
    for position in kept.indices.reversed() {
      nextKept[position] = next
      if let row = kept[position] { next = row }
    }
    for position in moves {
      guard let row = kept[position], let from = storage.index(of: row) else { continue }
      var to = storage.count - 1
      if let successor = nextKept[position], let index = storage.index(of: successor) {
        to = from < index ? index - 1 : index
      }
      guard from != to else { continue }
      moveChecked(row, from: from, to: to)
    }
  }

  /// Inserts the rows for `positions` (ascending new positions; the rows before each are in
  /// place by then), in runs of consecutive positions. Returns them by position.
  private func insertRows<Source: StateSource>(
    _ specs: [RowSpec?], at positions: [Int], identities: [Source.ID], _ state: Source
  ) -> [Row?] {
    var inserted = [Row?](repeating: nil, count: specs.count)
    var start = 0
    while start < positions.count {
      var end = start + 1
      while end < positions.count, positions[end] == positions[end - 1] + 1 { end += 1 }
      let run = positions[start..<end]
      let rows = insertChecked(run.compactMap { specs[$0] }, at: positions[start])
      for (position, row) in zip(run, rows) {
        row.stateIdentity = AnyHashable(identities[position])
        row.stateVersion = state.version(at: position)
        inserted[position] = row
      }
      start = end
    }
    return inserted
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
