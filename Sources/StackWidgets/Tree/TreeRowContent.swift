import StackUI

/// One line of a ``Tree``: asks its tree to draw line `row`. Made lazily by the tree's stack.
final class TreeRowContent<Node>: RowContent {
  weak var tree: Tree<Node>?
  let row: Int

  init(tree: Tree<Node>, row: Int) {
    self.tree = tree
    self.row = row
  }

  func sizing(along axis: Axis) -> RowSizing { .fixed(1) }

  func render(in surface: inout Surface, context: RowRenderContext) {
    tree?.drawLine(row, in: &surface, isSelected: context.isSelected)
  }
}
