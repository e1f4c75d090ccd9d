import StackCore

/// A collapsible row: one header line when collapsed, the tag cloud when expanded.
final class TagsContent: RowContent {
  private let tags = [
    "swift", "ncurses", "terminal", "stack", "rows", "lazy", "1M rows", "events", "unicode",
    "中文", "emoji 🎉", "tmux", "headless", "snapshots",
  ]

  var isHighlightable: Bool { true }
  var collapsibility: Collapsibility? { Collapsibility(collapsed: .fixed(1)) }

  /// The tags packed into lines of `width - 2` columns, a space between two tags; a tag is
  /// never split across lines (one longer than a line is shortened with an ellipsis).
  private func tagLines(width: Int) -> [String] {
    let width = max(1, width - 2)
    var lines: [String] = []
    var line = ""
    for tag in tags.map({ "[\($0)]" }) {
      if !line.isEmpty, TextWidth.of(line) + 1 + TextWidth.of(tag) <= width {
        line += " " + tag
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = TextLayout.truncate(tag, width: width)
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    axis == .vertical ? 1 + tagLines(width: crossLength).count : 24
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let expanded = context.isExpanded ?? false
    let header =
      "\(expanded ? "▾" : "▸") Tags (\(tags.count))  \(expanded ? "← collapse" : "→ expand")"
    surface.write(
      TextLayout.truncate(header, width: surface.size.width), at: Point(x: 0, y: 0),
      role: DemoPalette.heading
    )
    guard expanded else { return }
    let width = context.axis == .vertical ? surface.size.width : 22
    for (y, line) in tagLines(width: width).enumerated() where y + 1 < surface.size.height {
      surface.write(line, at: Point(x: 2, y: y + 1), role: DemoPalette.accent)
    }
  }
}
