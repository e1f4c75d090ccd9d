@testable import StackWidgets

extension Widget {
  /// The canvas the widget draws in, `width`×`height`, with `context`.
  func canvas(
    width: Int, height: Int, focused: Bool = true, context: RenderContext = RenderContext()
  ) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    Surface.draw(on: &canvas, context: context) { render(in: &$0, isFocused: focused) }
    return canvas
  }
}
