import StackCore

/// One line of the `list` screen: "Row i: some text for the row".
final class ListRowContent: RowContent {
  let number: Int
  init(number: Int) { self.number = number }

  var text: String { "Row \(number): some text for the row" }

  func sizing(along axis: Axis) -> RowSizing {
    axis == .vertical ? .fixed(1) : .fixed(TextWidth.of(text) + 1)
  }

  func render(in painter: inout Painter, context: RowRenderContext) {
    painter.write(text, x: 0, y: 0)
  }
}
