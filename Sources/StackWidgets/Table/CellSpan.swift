/// Where one column's text goes on a line of a ``Table``: its index, its left edge and the
/// columns its text may take.
struct CellSpan: Hashable {
  let column: Int
  let x: Int
  let width: Int
}

/// A text cell ready to write on a row of a ``Table``: its column, where its text starts
/// (alignment applied) and its text, fitted to the column.
struct PlacedCell {
  let column: Int
  let x: Int
  let text: String
}
