import StackUI

extension Tree {
  /// Expands the node on line `index`: shows its children (loading them first if needed).
  /// Returns true when the lines changed.
  @discardableResult
  public func expand(rowAt index: Int) -> Bool {
    guard rows.indices.contains(index), case .item(let item) = rows[index],
      hasChildren(item.node)
    else { return false }
    switch item.state {
    case .expanded, .loading: return false
    case .collapsed, .failed: break
    }
    selection = stack.selectedIndex
    removeLines(under: index)
    if let children = item.children {
      show(children, of: item, at: index)
      return true
    }
    switch loader {
    case .sync(let load):
      do {
        let children = Self.items(try load(item.node), depth: item.depth + 1, parent: item)
        item.children = children
        show(children, of: item, at: index)
      } catch {
        fail(item, at: index, message: "\(error)")
      }
    case .async(let load):
      nextLoadID += 1
      item.state = .loading(nextLoadID)
      insertLines([.loading(item)], at: index + 1)
      rebuild(selecting: selection)
      let request = TreeLoad(id: nextLoadID, node: item.node, loader: load)
      if let onLoad { onLoad(request) } else { pendingLoads.append(request) }
    }
    return true
  }

  /// Collapses the node on line `index` (a load in progress is dropped). Returns true when
  /// the lines changed.
  @discardableResult
  public func collapse(rowAt index: Int) -> Bool {
    guard rows.indices.contains(index), case .item(let item) = rows[index],
      item.state != .collapsed
    else { return false }
    item.state = .collapsed
    selection = stack.selectedIndex
    removeLines(under: index)
    rebuild(selecting: selection)
    return true
  }

  /// Hands back an async load's result: the children replace the spinner (or an error row
  /// does). A result for a node since collapsed is dropped. Returns `.redraw` when shown.
  @discardableResult
  public func finish(_ result: TreeLoadResult<Node>) -> AppResponse {
    pendingLoads.removeAll { $0.id == result.id }
    guard
      let index = rows.firstIndex(where: { row in
        if case .loading(let item) = row, item.state == .loading(result.id) { true } else { false }
      })
    else { return .unchanged }
    let item = rows[index].item
    selection = stack.selectedIndex
    removeLines(index..<(index + 1))
    let parentIndex = index - 1
    switch result.children {
    case .success(let nodes):
      let children = Self.items(nodes, depth: item.depth + 1, parent: item)
      item.children = children
      show(children, of: item, at: parentIndex)
    case .failure(let error):
      fail(item, at: parentIndex, message: error.message)
    }
    return .redraw
  }

  /// The line of `item`, or nil when it is not visible.
  func line(of item: TreeItem<Node>) -> Int? {
    rows.firstIndex { if case .item(let other) = $0 { other === item } else { false } }
  }

  /// Shows `children` (and their expanded descendants) under the node on line `index`.
  private func show(_ children: [TreeItem<Node>], of item: TreeItem<Node>, at index: Int) {
    item.state = .expanded
    var lines: [TreeRow<Node>] = []
    lines.reserveCapacity(children.count)
    appendLines(of: children, to: &lines)
    insertLines(lines, at: index + 1)
    rebuild(selecting: selection)
  }

  private func appendLines(of items: [TreeItem<Node>], to lines: inout [TreeRow<Node>]) {
    for child in items {
      lines.append(.item(child))
      switch child.state {
      case .expanded: appendLines(of: child.children ?? [], to: &lines)
      case .loading: lines.append(.loading(child))
      case .failed(let message): lines.append(.failure(child, message))
      case .collapsed: break
      }
    }
  }

  private func fail(_ item: TreeItem<Node>, at index: Int, message: String) {
    item.state = .failed(message)
    insertLines([.failure(item, message)], at: index + 1)
    rebuild(selecting: selection)
  }

  /// Inserts `lines` at `position`, keeping ``selection`` on its line.
  private func insertLines(_ lines: [TreeRow<Node>], at position: Int) {
    rows.insert(contentsOf: lines, at: position)
    if let line = selection, line >= position { selection = line + lines.count }
  }

  /// Removes the lines of `range`; a selection among them goes to the line before them.
  private func removeLines(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    rows.removeSubrange(range)
    guard let line = selection else { return }
    if range.contains(line) {
      selection = max(0, range.lowerBound - 1)
    } else if line >= range.upperBound {
      selection = line - range.count
    }
  }

  /// Removes the lines below line `index` that are deeper than it (its visible descendants).
  private func removeLines(under index: Int) {
    let depth = rows[index].depth
    var end = index + 1
    while end < rows.count && rows[end].depth > depth { end += 1 }
    removeLines((index + 1)..<end)
  }
}
