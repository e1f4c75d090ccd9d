import StackUI

extension Tree {
  /// The spinner's frames, one each ``spinnerFrameMilliseconds`` (a local set until the
  /// shared Spinner widget lands).
  static var spinnerFrames: [String] { ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] }
  static var spinnerFrameMilliseconds: Int64 { 80 }

  /// Draws the visible lines; the selected one in `.selection` while focused,
  /// `.unfocusedSelection` otherwise.
  public func render(in surface: inout Surface, isFocused: Bool) {
    guard surface.size.width > 0, surface.size.height > 0 else { return }
    if stack.viewport != surface.size { stack.viewport = surface.size }
    stack.appearance.selectionRole = isFocused ? .selection : .unfocusedSelection
    stack.render(in: &surface)
  }

  /// Draws line `index`: guides in `.border`, then the marker and label, the spinner, or
  /// the error, cut with `…` when wider than the line.
  func drawLine(_ index: Int, in surface: inout Surface, isSelected: Bool) {
    guard rows.indices.contains(index) else { return }
    let row = rows[index]
    let guideWidth = surface.write(guides(for: row), at: .zero, role: .border)
    let role: StyleRole
    switch row {
    case .item: role = .text
    case .loading: role = .muted
    case .failure: role = .error
    }
    // Cut with `…` as a table's cell is (never splitting a wide character).
    let text = TableCellText.fitted(
      text(of: row, milliseconds: surface.context.milliseconds),
      width: surface.size.width - guideWidth)
    surface.write(text, at: Point(x: guideWidth, y: 0), role: role)
  }

  /// The guides left of a line: `│  ` for each ancestor with siblings below, `├─ ` or `└─ `
  /// for the line itself (nothing for a root).
  func guides(for row: TreeRow<Node>) -> String {
    let depth = row.depth
    guard depth > 0 else { return "" }
    let isLast: Bool
    var ancestor: TreeItem<Node>?
    switch row {
    case .item(let item):
      isLast = item.isLast
      ancestor = item.parent
    case .loading(let item), .failure(let item, _):
      isLast = true
      ancestor = item
    }
    var parts = [isLast ? "└─ " : "├─ "]
    while let current = ancestor, current.depth > 0 {
      parts.append(current.isLast ? "   " : "│  ")
      ancestor = current.parent
    }
    return parts.reversed().joined()
  }

  /// A line's text after its guides.
  func text(of row: TreeRow<Node>, milliseconds: Int64) -> String {
    switch row {
    case .item(let item):
      let marker: String
      if !hasChildren(item.node) {
        marker = "  "
      } else {
        switch item.state {
        case .expanded, .loading, .failed: marker = "▾ "
        case .collapsed: marker = "▸ "
        }
      }
      return marker + label(item.node)
    case .loading:
      let frames = Self.spinnerFrames
      let step = max(0, milliseconds) / Self.spinnerFrameMilliseconds
      return frames[Int(step % Int64(frames.count))] + " loading…"
    case .failure(_, let message):
      return "✗ " + message
    }
  }
}
