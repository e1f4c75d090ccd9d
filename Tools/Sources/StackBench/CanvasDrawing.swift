import StackCore

extension ScrollStack {
  /// Draws the stack on the whole of `canvas`, as an app's frame does (through a ``Surface``
  /// with the default context).
  func draw(into canvas: inout Canvas) {
    Surface.draw(on: &canvas, context: RenderContext()) { render(in: &$0) }
  }
}
