import StackCore
import StackTerminal

/// Browses a folder as a stack of rows: Enter (or →) opens the selected folder — reading it
/// from the disk the first time only — or shows the first lines of the selected file; Enter
/// again (or ←) closes it; ← on a closed entry goes to its folder; `q` quits.
///
/// Only the folder given and the folders the user opens are read, so a folder of any size
/// opens at once. A folder's rows are its children's rows, inserted after it when it opens
/// and removed when it closes; a folder opened again shows what was read the first time.
@MainActor
final class FileTreeApp: TerminalApp {
  /// One row per visible entry.
  let stack = ScrollStack()
  /// The folder given on the command line (its entries are the top rows).
  let root: FileNode
  /// How many times a folder was read from the disk (the root included).
  private(set) var folderReads = 0
  private var size = Size(width: 80, height: 24)

  /// Shows the entries of the folder at `path`.
  init(path: String) throws {
    root = FileNode(name: path, path: path, depth: -1)
    root.isOpen = true
    if root.readChildren() { folderReads += 1 }
    if let error = root.error {
      let text = "⚠ cannot read \(FileRow.escaped(path)): \(error)"
      try stack.addRow(TextRowContent(text, isSelectable: false))
    }
    try stack.addRows(visibleDescendants(of: root).map(FileRow.init))
    stack.selectFirst()
  }

  /// The entry of the selected row.
  var selectedNode: FileNode? {
    stack.selection.flatMap { ($0.content as? FileRow)?.node }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    switch event {
    case .key(.character("q")): return .quit
    case .key(.enter), .key(.character(" ")): return toggleSelection()
    case .key(.right), .key(.character("l")):
      return selectedNode?.isOpen == false ? toggleSelection() : .unchanged
    case .key(.left), .key(.character("h")):
      return selectedNode?.isOpen == true ? toggleSelection() : selectParent()
    default:
      guard let action = KeyBindings.standard.action(for: event, origin: .zero) else {
        return .unchanged
      }
      return stack.perform(action) ? .redraw : .unchanged
    }
  }

  /// Opens or closes the selected entry.
  func toggleSelection() -> AppResponse {
    guard let index = stack.selectedIndex, let node = selectedNode else { return .unchanged }
    let shownRows = visibleDescendants(of: node).count
    node.isOpen.toggle()
    if node.kind == .folder && node.readChildren() { folderReads += 1 }
    if case .file = node.kind { node.readPreview() }
    try? stack.performUpdate {
      if node.isOpen {
        try stack.addRows(visibleDescendants(of: node).map(FileRow.init), at: .index(index + 1))
      } else if shownRows > 0 {
        try stack.removeRows(indexes: Array(index + 1...index + shownRows))
      }
      try stack.reloadRow(at: index)  // Measured again: the detail lines come or go.
    }
    return .redraw
  }

  /// Selects the folder the selected entry is in.
  func selectParent() -> AppResponse {
    guard let index = stack.selectedIndex, let depth = selectedNode?.depth,
      let parent = (0..<index).last(where: { row in
        (stack.rows[row].content as? FileRow)?.node.depth == depth - 1
      })
    else { return .unchanged }
    try? stack.select(rowAt: parent)
    return .redraw
  }

  /// The entries shown under an open folder: its children, each followed by its own.
  func visibleDescendants(of node: FileNode) -> [FileNode] {
    guard node.isOpen, let children = node.children else { return [] }
    return children.flatMap { [$0] + visibleDescendants(of: $0) }
  }

  /// The stack, then a status line: the selected entry's path in the tree, and the keys.
  func render(into canvas: inout Canvas) {
    stack.render(into: &canvas)
    let name = selectedNode.map { $0.path.dropFirst(root.path.count).drop { $0 == "/" } } ?? ""
    let keys = "↵ open/close  ← up  q quit"
    let style = CellStyle(attributes: .reverse)
    let y = size.height - 1
    canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: Cell(" ", style: style))
    canvas.write(FileRow.escaped(String(name)), at: Point(x: 1, y: y), style: style)
    canvas.write(keys, at: Point(x: max(0, size.width - keys.count - 1), y: y), style: style)
  }

  func resize(to size: Size) {
    self.size = size
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
