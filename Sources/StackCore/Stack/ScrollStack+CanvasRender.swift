import StackDrawing

/// Drawing straight onto a canvas, for this package's tests: the public way is a surface
/// (``ScrollStack/render(in:)``).
extension ScrollStack {
  /// Draws the viewport onto `canvas` at `origin`, as on a surface there with a dark theme at
  /// 256 colours, or without colours when `monochrome`.
  package func render(into canvas: inout Canvas, at origin: Point = .zero, monochrome: Bool = false)
  {
    let context = RenderContext(colorDepth: monochrome ? .none : .palette256)
    Surface.draw(on: &canvas, in: Rect(origin: origin, size: canvas.size), context: context) {
      render(in: &$0)
    }
  }
}

/// The styles the roles give on the canvas helper's terminal, for this package's tests.
extension StackAppearance {
  /// The selection's style with a dark theme at 256 colours.
  package var selectedStyle: CellStyle { RenderContext().style(selectionRole) }
  /// The press highlight's style with a dark theme at 256 colours.
  package var highlightedStyle: CellStyle { RenderContext().style(highlightRole) }
}
