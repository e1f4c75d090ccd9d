/// Reconciling the selection by identity when a new state is applied.
extension SelectionState {
  /// The row the selection passes to when the selected row, at `position` of `count` rows
  /// (`row(i)` is row `i`), leaves with a new state: the next row that stays (`isKept`), else
  /// the one before, as a removal passes it on. Nil when the selected row stays, or when no
  /// row stays.
  func heir(at position: Int, count: Int, isKept: (Int) -> Bool, row: (Int) -> Row?) -> Row? {
    guard !isKept(position) else { return nil }
    let after = (position + 1..<count).first(where: isKept)
    let before = (0..<position).reversed().first(where: isKept)
    return (after ?? before).flatMap(row)
  }
}
