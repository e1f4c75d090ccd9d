import StackCore
import StackTerminal

/// The row operations every screen offers, so a user can watch row-change and visibility
/// events happen: add after the selection, delete, move up/down, hide, show hidden (the keys
/// are in ``KeyMap/demo()``).
extension DemoApp {
  /// Performs a row operation on the current screen's stack. Anything that needs a selected
  /// row does nothing without one.
  func performRowOperation(_ operation: RowOperation) {
    let selected = stack.selectedIndex
    switch operation {
    case .add:
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
    case .delete:
      guard let selected else { return }
      _ = try? stack.removeRow(at: selected)
    case .moveUp, .moveDown:
      guard let selected else { return }
      let target = selected + (operation == .moveUp ? -1 : 1)
      guard target >= 0, target < stack.count else { return }
      try? stack.moveRow(from: selected, to: target)
    case .hide:
      guard let selected, let row = try? stack.row(at: selected) else { return }
      try? stack.setRowHidden(true, at: selected)
      hiddenRows[currentIndex].append(row)
    case .showHidden:
      let indexes = hiddenRows[currentIndex].compactMap(\.index)
      hiddenRows[currentIndex] = []
      try? stack.setRowsHidden(false, indexes: indexes)
      // Every row was hidden: select again once there is something to select.
      if stack.selectedIndex == nil { stack.selectNext() }
    }
  }
}
