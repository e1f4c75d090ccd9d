import PropertyBased
import Testing

@testable import StackWidgets

/// Random expand/collapse sequences keep the tree's lines what a plain model says: the DFS of
/// the nodes whose ancestors are all expanded (a collapsed node keeps its children's state),
/// with guides as deep as each line, and the selection on a line.
@Suite struct TreePropertyTests {
  @Test func expandAndCollapseKeepAConsistentLineList() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...59).array(of: 0...40)
    ) { steps in
      let tree = Tree.sample(fanOut: 3, depth: 3)
      var expanded: Set<[Int]> = []
      for step in steps {
        let index = (step / 2) % max(1, tree.rowCount)
        try? tree.stack.select(rowAt: index)
        let path = tree.rows[index].item.node.path
        if step % 2 == 0 {
          tree.expand(rowAt: index)
          if path.count < 3 { expanded.insert(path) }
        } else {
          tree.collapse(rowAt: index)
          expanded.remove(path)
        }
        let names = tree.rows.map { $0.item.node.name }
        #expect(
          names == Self.visible(from: [], expanded: expanded).map(PathNode.init(path:)).map(\.name))
        for (line, row) in tree.rows.enumerated() {
          let guides = tree.guides(for: row)
          #expect(guides.count == 3 * row.depth, "line \(line)")
        }
        #expect(tree.stack.count == tree.rowCount)
        #expect(tree.stack.selectedIndex.map { (0..<tree.rowCount).contains($0) } ?? false)
      }
    }
  }

  /// The paths shown under the root path `path` (itself first) when `expanded` are open.
  static func visible(from path: [Int], expanded: Set<[Int]>) -> [[Int]] {
    var lines = [path]
    guard expanded.contains(path), path.count < 3 else { return lines }
    for child in 0..<3 { lines += visible(from: path + [child], expanded: expanded) }
    return lines
  }
}
