import StackCore
import StackTerminal

/// The row of one ``FileNode``: `▸ name/` for a folder, the name and size for a file, then,
/// while the node is open, its first lines or why it could not be read. Text from the disk
/// is drawn escaped (``MessageText``): a control character in a file name never reaches the
/// terminal.
final class FileRow: RowContent {
  let node: FileNode

  init(_ node: FileNode) { self.node = node }

  /// One line, plus the detail lines while open.
  func measure(along axis: Axis, crossLength: Int) -> Int { 1 + detailLines.count }

  /// The lines under the name while the node is open: the preview or the error.
  var detailLines: [String] {
    guard node.isOpen else { return [] }
    if let error = node.error { return ["⚠ cannot read: \(error)"] }
    if node.children?.isEmpty == true { return ["(empty folder)"] }
    return (node.preview ?? []).map { MessageText.escaped($0, limit: 400) }
  }

  func render(in painter: inout Painter, context: RowRenderContext) {
    let marker =
      switch node.kind {
      case .folder: node.isOpen ? "▾ " : "▸ "
      case .brokenLink: "! "
      case .file, .other: "  "
      }
    var title = String(repeating: "  ", count: node.depth) + marker + Self.escaped(node.name)
    if node.kind == .folder { title += "/" }
    if let target = node.linkTarget { title += " → " + Self.escaped(target) }
    painter.write(title, x: 0, y: 0)
    // On the right: a file's size, a read folder's entry count.
    let info =
      switch node.kind {
      case .file(let size): Self.sizeText(size)
      case .folder: node.children.map { "\($0.count) items" } ?? ""
      case .brokenLink: "broken link"
      case .other: ""
      }
    if !info.isEmpty {
      let x = painter.size.width - info.count - 1
      painter.fill(Rect(x: x - 1, y: 0, width: info.count + 2, height: 1))
      painter.write(info, x: x, y: 0, style: CellStyle(attributes: .dim))
    }
    for (line, text) in detailLines.enumerated() {
      painter.write(text, x: 2 * node.depth + 4, y: line + 1, style: CellStyle(attributes: .dim))
    }
  }

  static func escaped(_ name: String) -> String {
    MessageText.escaped(name, limit: MessageText.pathLimit)
  }

  /// `512 B`, `1.5 KB`, `12.0 MB`: powers of 1024, one decimal.
  static func sizeText(_ bytes: Int) -> String {
    var (value, unit) = (Double(bytes), 0)
    while value >= 1024 && unit < 4 { (value, unit) = (value / 1024, unit + 1) }
    return unit == 0
      ? "\(bytes) B" : "\((value * 10).rounded() / 10) \(["", "K", "M", "G", "T"][unit])B"
  }
}
