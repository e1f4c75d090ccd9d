import StackCore

/// The showcase's first row: a fixed-size welcome panel.
final class WelcomeContent: RowContent {
  private let lines = [
    "Welcome to StackTUI",
    "A scrollable stack of rows, each owned by its own content.",
    "↑↓ move · Enter tap · ←→ collapse/expand · Tab next screen · ? help",
  ]

  func sizing(along axis: Axis) -> RowSizing {
    axis == .vertical ? .fixed(lines.count) : .fixed(30)
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let width = surface.size.width
    for (y, line) in lines.enumerated() {
      if context.axis == .vertical {
        surface.write(
          TextLayout.truncate(line, width: width), at: Point(x: 0, y: y),
          role: y == 0 ? DemoPalette.title : DemoPalette.muted)
      }
    }
    guard context.axis == .horizontal else { return }
    // A column: each line wrapped to the row's width, one after the other.
    var y = 0
    for (index, line) in lines.enumerated() {
      for wrapped in TextLayout.wrap(line, width: width) {
        surface.write(wrapped, at: Point(x: 0, y: y), role: index == 0 ? DemoPalette.title : .text)
        y += 1
      }
    }
  }
}
