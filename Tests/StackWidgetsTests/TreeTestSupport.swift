@testable import StackWidgets

/// A node of the tests' trees: a path like "0.2.1"; every node has `fanOut` children until
/// `depth` levels.
struct PathNode: Hashable, Sendable {
  var path: [Int]
  var name: String { path.isEmpty ? "root" : path.map(String.init).joined(separator: ".") }
}

/// The children of `node` in a tree `fanOut` wide and `depth` deep.
func children(of node: PathNode, fanOut: Int, depth: Int) -> [PathNode] {
  guard node.path.count < depth else { return [] }
  return (0..<fanOut).map { PathNode(path: node.path + [$0]) }
}

extension Tree where Node == PathNode {
  /// A tree under "root", loaded at once.
  static func sample(fanOut: Int = 3, depth: Int = 3) -> Tree<PathNode> {
    Tree(
      roots: [PathNode(path: [])], label: \.name, hasChildren: { $0.path.count < depth },
      loader: .sync { children(of: $0, fanOut: fanOut, depth: depth) })
  }
}

extension Tree {

  /// Sends `keys` in a region 30×10.
  @discardableResult
  func press(_ keys: Key...) -> AppResponse? {
    var last: AppResponse?
    for key in keys { last = handle(.key(key), in: Rect(x: 0, y: 0, width: 30, height: 10)) }
    return last
  }

  /// Every visible line's text.
  var lineTexts: [String] { (0..<rowCount).compactMap { lineText(at: $0) } }
}

/// An error a loader throws.
struct LoaderFailure: Error, CustomStringConvertible {
  var description: String { "permission denied" }
}
