import StackDrawing

/// The following part's internal API: what the stack calls when an update begins, when rows
/// are inserted in it and when it commits. The stack passes in what the part needs from the
/// layout and the rows (the last row on screen, a row's index, the rows beyond the view); the
/// part reads no other part's state.
extension EndFollowing {
  /// What an update beginning now records: the `offset` it starts from and, when following,
  /// whether it starts at the end or else the last row on screen (`lastOnScreen`, asked only
  /// then).
  func beginUpdate(offset: Int, lastOnScreen: () -> ViewportAnchor?) -> FollowingUpdate {
    var update = FollowingUpdate()
    update.startOffset = offset
    guard isEnabled else { return update }
    if wasAtEnd {
      update.startedAtEnd = true
    } else {
      update.lastSeen = lastOnScreen()
    }
    return update
  }

  /// Ends `update`, whose settled layout ends at the end when `atEnd`: remembers where the
  /// view is and counts the rows not seen (at most `rowsBeyondView()`, asked only when some
  /// were added). Returns the new count when it changed.
  mutating func finish(_ update: FollowingUpdate, atEnd: Bool, rowsBeyondView: () -> Int) -> Int? {
    wasAtEnd = atEnd
    guard isEnabled else { return nil }
    let before = unseenRowCount
    var count = before.saturatingAdd(update.rowsAddedBeyondView)
    if wasAtEnd {
      count = 0
    } else if count > 0 {
      count = min(count, rowsBeyondView())
    }
    unseenRowCount = count
    return count != before ? count : nil
  }

  /// Turns following on or off. Returns true when turning it off cleared the rows not seen.
  mutating func setEnabled(_ enabled: Bool) -> Bool {
    isEnabled = enabled
    guard !enabled, unseenRowCount != 0 else { return false }
    unseenRowCount = 0
    return true
  }
}

extension FollowingUpdate {
  /// Decides whether the update follows the end: it began there and the user did not move
  /// the view in it.
  mutating func decide(userMoved: Bool) -> Bool {
    isFollowing = startedAtEnd && !userMoved
    return isFollowing
  }

  /// Counts rows inserted at `index..<index + count` beyond the last row seen; `indexOf`
  /// finds a row's index now.
  mutating func noteRowsAdded(at index: Int, count: Int, indexOf: (Row) -> Int?) {
    guard let lastSeen else { return }
    let lastIndex = lastSeen.row.flatMap(indexOf) ?? lastSeen.index
    if index > lastIndex { rowsAddedBeyondView += count }
  }
}
