import StackUI

/// A text cell ready to write on a row of a ``Table``: its column, where its text starts
/// (alignment applied), its text, fitted to the column, and that text's width.
struct PlacedCell {
  let column: Int
  let x: Int
  let text: String
  /// The columns ``text`` takes.
  let width: Int
}

extension PlacedCell {
  /// `cells` (left to right) as one line, the gaps as spaces; nil when a cell holds a tab
  /// (a tab's width depends on where a write starts).
  static func joined(_ cells: [PlacedCell]) -> String? {
    var line = ""
    line.reserveCapacity(cells.reduce(0) { max($0, $1.x + $1.text.utf8.count) })
    var column = 0
    for cell in cells {
      guard !cell.text.utf8.contains(9) else { return nil }
      TableRowLine.appendSpaces(cell.x - column, to: &line)
      line += cell.text
      column = max(column, cell.x) + cell.width
    }
    return line
  }

  /// Writes `cells` on the first line of `surface` in `style`: `joined` in one write when
  /// there is one (as a list row writes its line), else cell by cell.
  static func write(
    _ cells: [PlacedCell], joined: String?, in surface: inout Surface, style: CellStyle
  ) {
    if let joined {
      surface.write(joined, at: .zero, style: style)
    } else {
      for cell in cells { surface.write(cell.text, at: Point(x: cell.x, y: 0), style: style) }
    }
  }
}
