import StackCore

/// Drawing an app straight onto a canvas, for this package's tests: the loop draws on a
/// surface with the terminal's context (``TerminalApp/render(in:)``).
extension TerminalApp {
  /// Draws the app's frame onto `canvas` with `context` (default: a dark theme at 256
  /// colours).
  package func render(into canvas: inout Canvas, context: RenderContext = RenderContext()) {
    Surface.draw(on: &canvas, context: context) { render(in: &$0) }
  }
}
