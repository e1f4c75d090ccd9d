import StackDrawing

/// A bound on the rows moving at once, so that an update costs the same however many
/// animated changes are still in flight.
///
/// Changes can come faster than they animate — a script or a held key with no time passing
/// between them, 10,000 animated insertions in a loop — and every update touches each moving
/// row (putting the model layout back, drawing the frame). Over the limit, the motions
/// farthest from the viewport (the oldest first among equally far ones) land at once, cut
/// short: their completions get `false`, exactly as when a later change overtakes them. Rows
/// in the viewport are always kept moving: half the limit is above the rows it shows.
extension StackAnimator {
  /// The most ghosts one row may carry in a viewport of `viewportLength` cells: one more than
  /// can show there.
  static func maximumGhosts(viewportLength: Int) -> Int {
    max(0, viewportLength) + 1
  }

  /// The most rows that may move at once when `visibleRows` rows are in the viewport: twice
  /// those rows plus room for the rows around them.
  static func maximumMovingRows(visibleRows: Int) -> Int {
    2 * (16 + max(0, visibleRows))
  }

  /// The rows that can show in a viewport of `viewportLength` cells whose rows are
  /// `viewportRows` (first to last): those rows, but never more than the cells — the rows in
  /// between that take no space (hidden ones, any number of them) show nothing.
  static func visibleRows(_ viewportRows: ClosedRange<Int>, viewportLength: Int) -> Int {
    min(viewportRows.count, max(0, viewportLength))
  }

  /// Lands the motions beyond the limit (see the type's discussion), keeping the half of the
  /// limit nearest the viewport, so the sorting happens once per many updates. Runs during
  /// a commit, on the model layout: `viewportRows` counts the rows of extent 0 between the
  /// first row on screen and the last, so the limit is taken from `viewportLength`'s cells
  /// when they are fewer (decision 0730: thousands of rows hidden there made it thousands).
  func landMotionsBeyondTheLimit(
    in storage: RowStorage, viewportRows: () -> ClosedRange<Int>, viewportLength: Int
  ) {
    guard movingRowCount > Self.maximumMovingRows(visibleRows: 0) else { return }
    let rows = viewportRows()
    let (first, last) = (rows.lowerBound, rows.upperBound)
    let limit = Self.maximumMovingRows(
      visibleRows: Self.visibleRows(rows, viewportLength: viewportLength))
    guard movingRowCount > limit else { return }
    /// How far a row is from the rows in the viewport, in rows.
    func distance(_ motion: RowMotion) -> Int {
      guard let index = storage.index(of: motion.row) else { return Int.max }
      if index < first { return first - index }
      return index > last ? index - last : 0
    }
    let ranked: [(id: ObjectIdentifier, distance: Int, start: Duration)] =
      currentMotions.map { (ObjectIdentifier($0.row), distance($0), $0.latestStart) }
      .sorted { a, b in a.distance != b.distance ? a.distance < b.distance : a.start > b.start }
    dropMotions(ranked.dropFirst(limit / 2).map(\.id))
  }
}
