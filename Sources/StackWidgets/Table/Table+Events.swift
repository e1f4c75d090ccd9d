import StackUI

extension Table {
  /// Selection keys, sort keys, ← → for the cell, Enter; header clicks sort, row clicks
  /// select, the wheel scrolls. nil for what the table does not use.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    let body = bodyRegion(of: region)
    fitStack(to: body.size)
    switch event {
    case .key(let key): return handle(key)
    case .mouse(.press(let point)) where point.y == region.minY:
      guard let column = column(atX: point.x - region.minX, width: region.size.width) else {
        return .unchanged
      }
      return toggleSort(column: column) ? .redraw : .unchanged
    case .mouse(.press(let point)):
      let local = Point(x: point.x - body.minX, y: point.y - body.minY)
      guard body.contains(point), let row = stack.indexOfRow(atViewportPoint: local) else {
        return .unchanged
      }
      try? stack.select(rowAt: row)
      if selectsCells, let column = column(atX: local.x, width: body.size.width) {
        selectedColumn = column
      }
      return .redraw
    case .mouse(.release): return .unchanged
    case .mouse(let mouse):
      let action = MouseBindings.standard.action(for: mouse, origin: body.origin)
      return stack.perform(action) ? .redraw : .unchanged
    case .paste, .resize: return nil
    }
  }

  /// The keys and the mouse, for the screen's help.
  public var keyHelp: KeyHelpSection? {
    var lines = keys.helpLines
    lines.append(KeyHelpLine(keys: "s", help: "sort by the next column"))
    lines.append(KeyHelpLine(keys: "S", help: "reverse the sort"))
    if selectsCells { lines.append(KeyHelpLine(keys: "← →", help: "move the selected cell")) }
    if onActivate != nil { lines.append(KeyHelpLine(keys: "enter", help: "open the row")) }
    lines.append(KeyHelpLine(keys: "click a title", help: "sort by it (again: reverse)"))
    return KeyHelpSection(title: title, lines: lines)
  }

  private func handle(_ key: Key) -> AppResponse? {
    switch key {
    case .character("s"): return sortByNextColumn() ? .redraw : .unchanged
    case .character("S"): return reverseSort() ? .redraw : .unchanged
    case .left where selectsCells, .right where selectsCells:
      guard let current = selectedColumn, !columns.isEmpty else { return .unchanged }
      let next = min(max(0, current + (key == .left ? -1 : 1)), columns.count - 1)
      selectedColumn = next
      return next == current ? .unchanged : .redraw
    case .enter where onActivate != nil:
      guard let model = selectedModel, let onActivate else { return .unchanged }
      return onActivate(model)
    default:
      guard let action = keys.command(for: key)?.action else { return nil }
      return stack.perform(action) ? .redraw : .unchanged
    }
  }

  /// The column under local column `x` in a table `width` columns wide (its blank edge
  /// counts), or nil.
  private func column(atX x: Int, width: Int) -> Int? {
    var start = 0
    for (column, columnWidth) in columnWidths(for: width).enumerated() {
      if x >= start && x < start + columnWidth { return column }
      start += columnWidth
    }
    return nil
  }
}
