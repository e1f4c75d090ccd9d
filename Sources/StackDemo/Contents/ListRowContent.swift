import StackCore

/// One line of the `list` screen: "Row n: some text for the row", numbered from 1 like the
/// status line and the event log.
final class ListRowContent: RowContent {
  /// The row's position in the list, from 0.
  let index: Int
  /// What the row shows, made once: a row is drawn on every frame it is in view.
  let text: String

  init(index: Int) {
    self.index = index
    text = "Row \(index + 1): some text for the row"
  }

  func sizing(along axis: Axis) -> RowSizing {
    axis == .vertical ? .fixed(1) : .fixed(TextWidth.of(text) + 1)
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write(text, at: Point(x: 0, y: 0))
  }
}
