import StackUI

/// A tree of rows with lazy children: a `Widget` over a `ScrollStack` of lazy rows, so a
/// node with a million children opens and scrolls as a list does.
///
/// Children are loaded when a node is first expanded, by a ``TreeLoader``: a `sync` loader
/// at once; an `async` one in a task the app runs (``onLoad``), a spinner row ("loading…",
/// on the loop's clock: `surface.context.milliseconds`) under the node meanwhile. A loader that
/// throws leaves an error row (role `.error`) under the node; ← or Esc on a node still
/// loading collapses it and its result, when it comes, is dropped (the UI never waits for a
/// loader). Guides (`│ ├ └`) are drawn in role `.border`.
///
/// Keys: ↑ ↓ Page Up/Down Home End (the stack's standard keys) move; → expands (or goes to
/// the first child), ← collapses (or goes to the parent); Enter activates (``onActivate``)
/// or toggles; Esc collapses a node still loading. A click selects.
///
/// ```swift
/// let tree = Tree(roots: [root], label: { $0.name }, hasChildren: { $0.isDirectory },
///                 loader: .async { try await $0.children() })
/// tree.onLoad = { load in loop.task { _ = tree.finish(await load.run()) } }
/// ```
public final class Tree<Node>: Widget {
  /// The body: one lazy row per visible line.
  public let stack = ScrollStack(viewport: .zero)
  /// The keys that move the selection.
  public var keys = KeyMap<StackAction>.standard
  /// Runs on Enter with the selected node; its answer is the event's. Without it Enter
  /// toggles the node.
  public var onActivate: ((Node) -> AppResponse)?
  /// Asked to run an async load (``TreeLoad/run()``) and give its result to ``finish(_:)``.
  /// Without it async loads wait in ``pendingLoads``.
  public var onLoad: ((TreeLoad<Node>) -> Void)?
  /// Async loads asked for while ``onLoad`` is nil; take them with ``takePendingLoads()``.
  public internal(set) var pendingLoads: [TreeLoad<Node>] = []
  /// The title of the tree's key help.
  public var title = "Tree"
  let label: (Node) -> String
  let hasChildren: (Node) -> Bool
  let loader: TreeLoader<Node>
  var roots: [TreeItem<Node>] = []
  /// The visible lines, in order.
  var rows: [TreeRow<Node>] = []
  var nextLoadID = 0
  /// The selected line while the lines change (kept on its line).
  var selection: Int?

  /// Creates a tree of `roots`, labelled by `label`; `hasChildren` says which nodes can be
  /// expanded (asked before loading).
  public init(
    roots: [Node], label: @escaping (Node) -> String, hasChildren: @escaping (Node) -> Bool,
    loader: TreeLoader<Node>
  ) {
    self.label = label
    self.hasChildren = hasChildren
    self.loader = loader
    stack.appearance.selectionRole = .selection
    setRoots(roots)
  }

  /// Replaces the roots (everything collapsed), selecting the first.
  public func setRoots(_ nodes: [Node]) {
    roots = Self.items(nodes, depth: 0, parent: nil)
    rows = roots.map { .item($0) }
    rebuild(selecting: 0)
  }

  /// The number of visible lines.
  public var rowCount: Int { rows.count }

  /// The node of the selected line (the parent of a loading or error line).
  public var selectedNode: Node? { stack.selectedIndex.map { rows[$0].item.node } }

  /// The text of visible line `index` as drawn without guides' styles (for tests and
  /// screen readers), or nil out of range.
  public func lineText(at index: Int, milliseconds: Int64 = 0) -> String? {
    guard rows.indices.contains(index) else { return nil }
    return guides(for: rows[index]) + text(of: rows[index], milliseconds: milliseconds)
  }

  /// True while a node is loading: the spinner moves.
  public var isAnimating: Bool {
    rows.contains { if case .loading = $0 { true } else { false } }
  }

  /// Takes the async loads waiting to run (see ``pendingLoads``).
  public func takePendingLoads() -> [TreeLoad<Node>] {
    defer { pendingLoads = [] }
    return pendingLoads
  }

  static func items(_ nodes: [Node], depth: Int, parent: TreeItem<Node>?) -> [TreeItem<Node>] {
    nodes.indices.map {
      TreeItem(node: nodes[$0], depth: depth, parent: parent, isLast: $0 == nodes.count - 1)
    }
  }

  /// Makes the stack's lazy rows for ``rows``, selecting `index` and keeping the view's
  /// offset.
  func rebuild(selecting index: Int?) {
    let offset = stack.offset
    stack.removeAllRows()
    guard !rows.isEmpty else { return }
    _ = try? stack.addLazyRows(count: rows.count) { [weak self] row in
      guard let self else { return TextRowContent("") }
      return TreeRowContent(tree: self, row: row)
    }
    stack.scroll(to: offset)
    if let index { try? stack.select(rowAt: min(max(0, index), rows.count - 1)) }
  }
}
