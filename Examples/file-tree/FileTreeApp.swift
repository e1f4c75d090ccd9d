import StackCore
import StackTerminal

/// Browses a folder as a stack of rows: Enter (or →) opens the selected folder or shows the
/// first lines of the selected file; Enter again (or ←) closes it; ← on a closed entry goes to
/// its folder; `q` quits. Only the folder given and the folders the user opens are read (once:
/// reopened, a folder shows what was read the first time), so a folder of any size opens at
/// once. An open folder's descendants' rows follow its own row.
@MainActor
final class FileTreeApp: TerminalApp {
  /// One row per shown entry.
  let stack = ScrollStack()
  /// The folder given on the command line (its entries are the top rows).
  let root: FileNode
  /// How many times a folder was read from the disk (the root included).
  private(set) var folderReads = 0

  /// Shows the entries of the folder at `path`.
  init(path: String) throws {
    root = FileNode(name: path, path: path, parent: nil)
    root.isOpen = true
    if root.readChildren() { folderReads += 1 }
    if let error = root.error {
      let text = "⚠ cannot read \(FileNode.escaped(path)): \(error)"
      try stack.addRow(TextRowContent(text, isSelectable: false))
    }
    try stack.addRows(root.shownDescendants)
    stack.selectFirst()
  }

  /// The entry of the selected row.
  var selectedNode: FileNode? { stack.selection?.content as? FileNode }

  func handle(_ event: InputEvent) -> AppResponse {
    switch event {
    case .key(.character("q")): return .quit
    case .key(.enter), .key(.character(" ")): return toggleSelection()
    case .key(.right), .key(.character("l")):
      return selectedNode?.isOpen == false ? toggleSelection() : .unchanged
    case .key(.left), .key(.character("h")):
      return selectedNode?.isOpen == true ? toggleSelection() : selectParent()
    default:
      guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
        return .unchanged
      }
      return stack.perform(action) ? .redraw : .unchanged
    }
  }

  /// Opens or closes the selected entry.
  func toggleSelection() -> AppResponse {
    guard let index = stack.selectedIndex, let node = selectedNode else { return .unchanged }
    let shownRows = node.shownDescendants.count
    node.isOpen.toggle()
    if node.kind == .folder && node.readChildren() { folderReads += 1 }
    if case .file = node.kind { node.readPreview() }
    try? stack.performUpdate {
      if node.isOpen {
        try stack.addRows(node.shownDescendants, at: .index(index + 1))
      } else if shownRows > 0 {
        try stack.removeRows(indexes: Array(index + 1...index + shownRows))
      }
      try stack.reloadRow(at: index)  // Measured again: the detail lines come or go.
    }
    return .redraw
  }

  /// Selects the folder the selected entry is in.
  func selectParent() -> AppResponse {
    guard let parent = selectedNode?.parent, let index = stack.row(for: parent)?.index else {
      return .unchanged
    }
    try? stack.select(rowAt: index)
    return .redraw
  }

  /// The stack, then a status line: the selected entry's path in the tree, and the keys.
  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    let path = selectedNode.map { $0.path.dropFirst(root.path.count).drop { $0 == "/" } } ?? ""
    let keys = "↵ open/close  ← up  q quit "
    let left = TextLayout.pad(
      " " + FileNode.escaped(String(path)), toWidth: surface.size.width - TextWidth.of(keys))
    surface.write(
      left + keys, at: Point(x: 0, y: surface.size.height - 1),
      style: CellStyle(attributes: .reverse))
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
