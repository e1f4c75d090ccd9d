@testable import StackWidgets

extension Widget {
  /// The canvas `width`×`height` the widget draws in, with `context`.
  func canvas(
    width: Int, height: Int, focused: Bool = true, context: RenderContext = RenderContext()
  ) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    Surface.draw(on: &canvas, context: context) { render(in: &$0, isFocused: focused) }
    return canvas
  }
}
