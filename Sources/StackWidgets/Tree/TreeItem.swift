import StackUI

/// A node of a ``Tree`` as placed: its depth, whether it is its parent's last child, and
/// whether its children are hidden, loading, shown or failed.
final class TreeItem<Node> {
  let node: Node
  let depth: Int
  weak var parent: TreeItem?
  let isLast: Bool
  var state = TreeItemState.collapsed
  /// The children once loaded (kept when collapsed: expanding again shows them at once).
  var children: [TreeItem]?

  init(node: Node, depth: Int, parent: TreeItem?, isLast: Bool) {
    self.node = node
    self.depth = depth
    self.parent = parent
    self.isLast = isLast
  }
}

/// Where a ``TreeItem``'s children are.
enum TreeItemState: Equatable {
  /// Hidden.
  case collapsed
  /// Being loaded by the load with this id.
  case loading(Int)
  /// Shown.
  case expanded
  /// The loader failed with this message (shown under the node).
  case failed(String)
}

/// One line of a ``Tree``: a node, the spinner under a node loading, or its error.
enum TreeRow<Node> {
  case item(TreeItem<Node>)
  case loading(TreeItem<Node>)
  case failure(TreeItem<Node>, String)

  /// The node the line belongs to (the parent for a loading or failure line).
  var item: TreeItem<Node> {
    switch self {
    case .item(let item), .loading(let item), .failure(let item, _): item
    }
  }

  /// The line's depth (one below its node for a loading or failure line).
  var depth: Int {
    switch self {
    case .item(let item): item.depth
    case .loading(let item), .failure(let item, _): item.depth + 1
    }
  }
}
