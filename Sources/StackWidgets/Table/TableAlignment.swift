/// Where a cell's text sits in its column when it is narrower than the column.
public enum TableAlignment: Sendable, Hashable {
  /// Against the left edge (text).
  case leading
  /// Against the right edge (numbers).
  case trailing
  /// In the middle, the odd column on the right.
  case center

  /// The column the text starts at in a cell `width` columns wide, for text `textWidth`
  /// columns wide (0 when the text fills the cell or more).
  func offset(ofWidth textWidth: Int, in width: Int) -> Int {
    let room = max(0, width - textWidth)
    switch self {
    case .leading: return 0
    case .trailing: return room
    case .center: return room / 2
    }
  }
}
