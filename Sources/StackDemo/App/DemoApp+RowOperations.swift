import StackCore
import StackTerminal

/// The row operations every screen offers, so a user can watch row-change and visibility
/// events happen: add after the selection, delete, move up/down, hide, show hidden (the keys
/// are in `KeyMap.demo()`).
extension DemoApp {
  /// Performs a row operation on the current screen's stack. Anything that needs a selected
  /// row does nothing without one.
  func performRowOperation(_ operation: RowOperation) {
    let selected = stack.selectedIndex
    switch operation {
    case .add:
      addedCount += 1
      let content = TextRowContent(
        "New row \(addedCount) (added with a)", role: DemoPalette.accent)
      let point: InsertionPoint = selected.map { .index($0 + 1) } ?? .bottom
      // The new row is indented like the row it follows (screens pad their rows
      // differently); with nothing selected it takes the stack's default insets.
      var spec = RowSpec(content)
      spec.insets = selected.flatMap { try? stack.row(at: $0) }?.insets
      let row = screen.animating("add") { animation, completion in
        try? stack.performUpdate(animation: animation, completion: completion) {
          () throws(StackError) in try stack.addRows(specs: [spec], at: point).first
        }
      }
      if let row, let index = row.index {
        try? stack.select(rowAt: index)
      }
    case .delete:
      guard let selected else { return }
      screen.animating("delete") { animation, completion in
        _ = try? stack.removeRow(at: selected, animation: animation, completion: completion)
      }
    case .moveUp, .moveDown:
      guard let selected else { return }
      let target = selected + (operation == .moveUp ? -1 : 1)
      guard target >= 0, target < stack.count else { return }
      screen.animating("move") { animation, completion in
        try? stack.moveRow(
          from: selected, to: target, animation: animation, completion: completion)
      }
    case .hide:
      guard let selected, let row = try? stack.row(at: selected) else { return }
      screen.animating("hide") { animation, completion in
        try? stack.setRowHidden(true, at: selected, animation: animation, completion: completion)
      }
      hiddenRows[currentIndex].append(row)
    case .showHidden:
      let indexes = hiddenRows[currentIndex].compactMap(\.index)
      hiddenRows[currentIndex] = []
      screen.animating("show") { animation, completion in
        try? stack.setRowsHidden(
          false, indexes: indexes, animation: animation, completion: completion)
      }
      // Every row was hidden: select again once there is something to select.
      if stack.selectedIndex == nil { stack.selectNext() }
    }
  }
}
