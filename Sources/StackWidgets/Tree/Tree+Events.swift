import StackUI

extension Tree {
  /// → ← expand and collapse, Enter activates, Esc collapses a loading node; the standard
  /// keys move; a click selects, the wheel scrolls. nil for what the tree does not use.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    if stack.viewport != region.size { stack.viewport = region.size }
    switch event {
    case .key(let key): return handle(key)
    case .mouse(.press(let point)):
      guard let row = stack.indexOfRow(atViewportPoint: point) else { return .unchanged }
      try? stack.select(rowAt: row)
      return .redraw
    case .mouse(.release): return .unchanged
    case .mouse(let mouse):
      let action = MouseBindings.standard.action(for: mouse, origin: .zero)
      return stack.perform(action) ? .redraw : .unchanged
    case .paste, .resize: return nil
    }
  }

  /// The keys, for the screen's help.
  public var keyHelp: KeyHelpSection? {
    var lines = keys.helpLines.filter {
      !$0.keys.contains("←") && !$0.keys.contains("→") && !$0.keys.lowercased().contains("enter")
    }
    lines.append(KeyHelpLine(keys: "→ l", help: "expand (again: first child)"))
    lines.append(KeyHelpLine(keys: "← h", help: "collapse (again: parent)"))
    lines.append(
      KeyHelpLine(keys: "enter", help: onActivate == nil ? "expand or collapse" : "open"))
    lines.append(KeyHelpLine(keys: "esc", help: "stop loading"))
    return KeyHelpSection(title: title, lines: lines)
  }

  private func handle(_ key: Key) -> AppResponse? {
    guard let index = stack.selectedIndex, rows.indices.contains(index) else {
      guard let action = keys.command(for: key)?.action else { return nil }
      return stack.perform(action) ? .redraw : .unchanged
    }
    let row = rows[index]
    switch keys.command(for: key)?.action {
    case .expandSelection: return expandOrDescend(index)
    case .collapseSelection: return collapseOrAscend(index)
    case .activateSelection: return activate(index)
    default: break
    }
    switch key {
    case .escape:
      let loading: Int?
      switch row {
      case .loading: loading = parentLine(of: row)
      case .item(let item): loading = { if case .loading = item.state { index } else { nil } }()
      case .failure: loading = nil
      }
      guard let loading else { return nil }
      return collapse(rowAt: loading) ? .redraw : .unchanged
    default:
      guard let action = keys.command(for: key)?.action else { return nil }
      return stack.perform(action) ? .redraw : .unchanged
    }
  }

  /// Enter (Space): ``onActivate``, or expands or collapses the node.
  private func activate(_ index: Int) -> AppResponse {
    let row = rows[index]
    if let onActivate { return onActivate(row.item.node) }
    guard case .item(let item) = row else { return .unchanged }
    let changed = item.state == .collapsed ? expand(rowAt: index) : collapse(rowAt: index)
    return changed ? .redraw : .unchanged
  }

  /// → (l): expands the node, or goes to its first child when it is open.
  private func expandOrDescend(_ index: Int) -> AppResponse {
    guard case .item(let item) = rows[index] else { return .unchanged }
    if item.state == .expanded, index + 1 < rows.count, rows[index + 1].depth > item.depth {
      return select(index + 1)
    }
    return expand(rowAt: index) ? .redraw : .unchanged
  }

  /// ← (h): collapses the node, or goes to its parent when it is closed (on a loading or
  /// error line: collapses the node it hangs under).
  private func collapseOrAscend(_ index: Int) -> AppResponse {
    let row = rows[index]
    if case .item(let item) = row, item.state != .collapsed {
      return collapse(rowAt: index) ? .redraw : .unchanged
    }
    guard let parent = row.depth > 0 ? parentLine(of: row) : nil else { return .unchanged }
    if case .item = row { return select(parent) }
    return collapse(rowAt: parent) ? .redraw : .unchanged
  }

  /// The line of the node a line hangs under (its parent node; the node itself for a
  /// loading or error line).
  private func parentLine(of row: TreeRow<Node>) -> Int? {
    switch row {
    case .item(let item): item.parent.flatMap(line(of:))
    case .loading(let item), .failure(let item, _): line(of: item)
    }
  }

  private func select(_ index: Int) -> AppResponse {
    try? stack.select(rowAt: index)
    try? stack.scrollToRow(at: index)
    return .redraw
  }
}
