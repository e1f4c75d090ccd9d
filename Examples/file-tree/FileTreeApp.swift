import StackTerminal
import StackWidgets

/// Browses a folder as a `Tree`: Enter (or →) opens the selected folder or shows the first
/// lines of the selected file; Enter again (or ←) closes it; ← on a closed entry goes to its
/// folder; `q` quits. Only the folder given and the folders the user opens are read (once:
/// reopened, a folder shows what was read the first time), so a folder of any size opens at
/// once; a folder or file that cannot be read shows why in an error line under it.
@MainActor
final class FileTreeApp: TerminalApp {
  /// A line of the tree: an entry on the disk, or a line under one (a preview line, a note).
  enum Entry {
    case node(FileNode)
    case line(String)
  }

  /// The folder given on the command line (its entries are the tree's roots).
  let root: FileNode
  let tree: Tree<Entry>
  /// How many times a folder was read from the disk (the root included).
  var folderReads: Int { reads.count }
  private let reads = Counter()
  private var treeRegion = Rect.zero
  /// The app's own keys (the tree's are its own).
  let layers: [KeyLayer] = [.quit()]
  /// The last line: the selected entry's path in the tree, then the keys (the app's, the
  /// tree's).
  let footer = Footer()

  /// Shows the entries of the folder at `path`.
  init(path: String) throws {
    root = FileNode(name: path, path: path, parent: nil)
    let reads = reads
    if root.readChildren() { reads.count += 1 }
    tree = Tree(
      roots: (root.children ?? []).map(Entry.node), label: Self.label,
      hasChildren: Self.opens, loader: .sync { try Self.load($0, reads: reads) })
    footer.sections = { [unowned self] in
      layers.map(\.helpSection) + [tree.keyHelp].compactMap { $0 }
    }
    footer.status = { [unowned self] in
      FileNode.escaped(
        String(selectedNode.map { $0.path.dropFirst(root.path.count).drop { $0 == "/" } } ?? ""))
    }
  }

  /// The entry on the selected line (nil on a preview line).
  var selectedNode: FileNode? {
    if case .node(let node) = tree.selectedNode { node } else { nil }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    let event = event == .key(.character(" ")) ? .key(.enter) : event
    return tree.handle(event, placedAt: treeRegion) ?? layers.handle(event) ?? .unchanged
  }

  /// The tree (or why the folder given cannot be read), then the footer.
  func render(in surface: inout Surface) {
    if let error = root.error {
      surface.write("⚠ cannot read \(FileNode.escaped(root.path)): \(error)", at: .zero)
    } else {
      tree.render(in: &surface, region: treeRegion, isFocused: true)
    }
    let lastLine = Rect(x: 0, y: surface.size.height - 1, width: surface.size.width, height: 1)
    footer.render(in: &surface, region: lastLine, isFocused: false)
  }

  func resize(to size: Size) {
    treeRegion = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
  }

  private static func label(_ entry: Entry) -> String {
    switch entry {
    case .node(let node): node.label
    case .line(let text): text
    }
  }

  /// Folders open to their entries, files to their first lines.
  private static func opens(_ entry: Entry) -> Bool {
    guard case .node(let node) = entry else { return false }
    if case .file = node.kind { return true }
    return node.kind == .folder
  }

  /// A folder's entries (read the first time) or a file's first lines.
  private static func load(_ entry: Entry, reads: Counter) throws -> [Entry] {
    guard case .node(let node) = entry else { return [] }
    if node.kind == .folder {
      if node.readChildren() { reads.count += 1 }
    } else {
      node.readPreview()
    }
    if let error = node.error { throw TreeLoadError(message: "cannot read: \(error)") }
    if let children = node.children {
      return children.isEmpty ? [.line("(empty folder)")] : children.map(Entry.node)
    }
    var lines = node.preview ?? []
    while lines.count > 1 && lines.last == "" { lines.removeLast() }  // The file's last newline.
    return lines.map(Entry.line)
  }

  /// A count the loader and the app share.
  final class Counter {
    var count = 0
  }
}
