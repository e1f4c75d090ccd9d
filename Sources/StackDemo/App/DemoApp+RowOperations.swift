import StackCore
import StackTerminal

/// The row operations every screen offers, so a user can watch row-change and visibility
/// events happen: add after the selection, delete, move up/down, hide, show hidden.
extension DemoApp {
  static let rowOperationHelp: [(keys: String, action: String)] = [
    ("a", "add a row after the selection"), ("d / Delete", "delete the selected row"),
    ("K / J", "move the selected row up / down"), ("x", "hide the selected row"),
    ("X", "show the rows hidden with x"),
  ]

  /// Performs the row operation bound to `key`; false when `key` is not one.
  func performRowOperation(_ key: Key) -> Bool {
    let selected = stack.selectedIndex
    switch key {
    case .character("a"):
      addedCount += 1
      let content = TextRowContent(
        "New row \(addedCount) (added with a)", style: DemoPalette.accent)
      let point: InsertionPoint = selected.map { .index($0 + 1) } ?? .bottom
      // The new row is indented like the row it follows (screens pad their rows
      // differently); with nothing selected it takes the stack's default insets.
      var spec = RowSpec(content)
      spec.insets = selected.flatMap { try? stack.row(at: $0) }?.insets
      if let row = try? stack.addRows(specs: [spec], at: point).first, let index = row.index {
        try? stack.select(rowAt: index)
      }
    case .character("d"), .delete:
      guard let selected else { return true }
      _ = try? stack.removeRow(at: selected)
    case .character("K"), .character("J"):
      guard let selected else { return true }
      let target = selected + (key == .character("K") ? -1 : 1)
      guard target >= 0, target < stack.count else { return true }
      try? stack.moveRow(from: selected, to: target)
    case .character("x"):
      guard let selected, let row = try? stack.row(at: selected) else { return true }
      try? stack.setRowHidden(true, at: selected)
      hiddenRows[currentIndex].append(row)
    case .character("X"):
      let indexes = hiddenRows[currentIndex].compactMap(\.index)
      hiddenRows[currentIndex] = []
      try? stack.setRowsHidden(false, indexes: indexes)
      // Every row was hidden: select again once there is something to select.
      if stack.selectedIndex == nil { stack.selectNext() }
    default:
      return false
    }
    return true
  }
}
