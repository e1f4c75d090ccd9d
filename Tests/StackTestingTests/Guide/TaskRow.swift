import StackCore

// The row content of the "Writing a row content" article, word for word (checked by
// DocumentationCodeTests).

/// A to-do item: a check box and a title that wraps under itself; collapsed it shows one
/// line, expanded the whole title. A tap ticks it.
final class TaskRow: RowContent {
  let title: String
  private(set) var isDone = false
  private(set) var isPressed = false

  init(title: String) { self.title = title }

  /// The title's lines at a width: the box takes the first 4 columns.
  func lines(width: Int) -> [String] { TextLayout.wrap(title, width: max(1, width - 4)) }

  func sizing(along axis: Axis) -> RowSizing { .fit(min: 1) }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    lines(width: crossLength).count
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let box = isDone ? "[x]" : "[ ]"
    surface.write(box, at: Point(x: 0, y: 0), style: CellStyle(attributes: isPressed ? .bold : []))
    let visible = surface.visibleRect
    for (y, line) in lines(width: surface.size.width).enumerated()
    where y >= visible.minY && y < visible.maxY {
      surface.write(line, at: Point(x: 4, y: y))
    }
    if context.isExpanded == false, lines(width: surface.size.width).count > 1 {
      surface.write("…", at: Point(x: surface.size.width - 1, y: 0))
    }
  }

  var isHighlightable: Bool { true }
  func setHighlighted(_ isHighlighted: Bool) { isPressed = isHighlighted }

  var collapsibility: Collapsibility? { Collapsibility(collapsed: .fixed(1)) }

  func toggle() { isDone.toggle() }
}
