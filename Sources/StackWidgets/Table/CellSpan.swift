/// Where one column's text goes on a line of a ``Table``: its index, its left edge and the
/// columns its text may take.
struct CellSpan: Hashable {
  let column: Int
  let x: Int
  let width: Int
}
