import StackCore
import StackTerminal

/// The row of one ``FileNode``: `▸ name/` for a folder, the name and size for a file, then,
/// while the node is open, its first lines or why it could not be read. Names and file
/// contents come from the disk, so they are drawn escaped (``MessageText``): a control
/// character in a file name never reaches the terminal.
final class FileRow: RowContent {
  /// The entry shown.
  let node: FileNode

  init(_ node: FileNode) { self.node = node }

  /// One line, plus the detail lines while open.
  func measure(along axis: Axis, crossLength: Int) -> Int { 1 + detailLines.count }

  /// The lines under the name: the preview or the error, while the node is open.
  var detailLines: [String] {
    guard node.isOpen else { return [] }
    if let error = node.error { return ["⚠ cannot read: \(error)"] }
    if let preview = node.preview { return preview.map { MessageText.escaped($0, limit: 400) } }
    if node.children?.isEmpty == true { return ["(empty folder)"] }
    return []
  }

  /// The name line: indent, marker, escaped name (and link target), and the size on the right.
  var title: String {
    let marker: String
    switch node.kind {
    case .folder: marker = node.isOpen ? "▾" : "▸"
    case .brokenLink: marker = "!"
    case .file, .other: marker = " "
    }
    var text = String(repeating: "  ", count: node.depth) + marker + " "
    text += MessageText.escaped(node.name, limit: MessageText.pathLimit)
    if node.kind == .folder { text += "/" }
    if let target = node.linkTarget {
      text += " → " + MessageText.escaped(target, limit: MessageText.pathLimit)
    }
    return text
  }

  /// What the right-hand column says: a file's size, a read folder's entry count.
  var info: String {
    switch node.kind {
    case .file(let size): Self.sizeText(size)
    case .folder: node.children.map { "\($0.count) items" } ?? ""
    case .brokenLink: "broken link"
    case .other: ""
    }
  }

  func render(in painter: inout Painter, context: RowRenderContext) {
    let width = painter.size.width
    let info = info
    let infoX = max(0, width - info.count - 1)
    painter.write(title, x: 0, y: 0)
    if !info.isEmpty {
      painter.fill(Rect(x: infoX - 1, y: 0, width: info.count + 2, height: 1))
      painter.write(info, x: infoX, y: 0, style: CellStyle(attributes: .dim))
    }
    let indent = 2 * node.depth + 4
    for (line, text) in detailLines.enumerated() {
      painter.write(text, x: indent, y: line + 1, style: CellStyle(attributes: .dim))
    }
  }

  /// `512 B`, `1.5 KB`, `12.0 MB`: bytes in powers of 1024, one decimal.
  static func sizeText(_ bytes: Int) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024 && unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    if unit == 0 { return "\(bytes) B" }
    return "\((value * 10).rounded() / 10) \(units[unit])"
  }
}
