import StackCore

/// A collapsible row: one header line when collapsed, the tag cloud when expanded.
final class TagsContent: RowContent {
  private let tags = [
    "swift", "ncurses", "terminal", "stack", "rows", "lazy", "1M rows", "events", "unicode",
    "中文", "emoji 🎉", "tmux", "headless", "snapshots",
  ]

  var isHighlightable: Bool { true }
  var collapsibility: Collapsibility? { Collapsibility(collapsed: .fixed(1)) }

  private func tagLines(width: Int) -> [String] {
    TextLayout.wrap(tags.map { "[\($0)]" }.joined(separator: " "), width: max(1, width - 2))
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    axis == .vertical ? 1 + tagLines(width: crossLength).count : 24
  }

  func render(in painter: inout Painter, context: RowRenderContext) {
    let expanded = context.isExpanded ?? false
    let header =
      "\(expanded ? "▾" : "▸") Tags (\(tags.count))  \(expanded ? "← collapse" : "→ expand")"
    painter.write(
      TextLayout.truncate(header, width: painter.size.width), x: 0, y: 0, style: DemoPalette.heading
    )
    guard expanded else { return }
    let width = context.axis == .vertical ? painter.size.width : 22
    for (y, line) in tagLines(width: width).enumerated() where y + 1 < painter.size.height {
      painter.write(line, x: 2, y: y + 1, style: DemoPalette.accent)
    }
  }
}
