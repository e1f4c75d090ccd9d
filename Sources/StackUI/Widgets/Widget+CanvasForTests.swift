import StackCore

/// Drawing a panel straight onto a canvas, for this package's tests: the public way is a
/// surface (``Panel/render(in:region:isFocused:)``).
extension Panel {
  /// Draws the panel in `region` of `canvas` (a dark theme at 256 colours) and returns its
  /// inner region.
  @discardableResult
  package func render(into canvas: inout Canvas, in region: Rect, isFocused: Bool = false) -> Rect {
    Surface.draw(on: &canvas, context: RenderContext()) {
      render(in: &$0, region: region, isFocused: isFocused)
    }
  }
}

/// Drawing a widget straight onto a canvas, for this package's tests.
extension Widget {
  /// Draws the widget in `region` of `canvas` (a dark theme at 256 colours).
  package func render(into canvas: inout Canvas, in region: Rect, isFocused: Bool) {
    Surface.draw(on: &canvas, context: RenderContext()) {
      render(in: &$0, region: region, isFocused: isFocused)
    }
  }
}

/// Drawing a whole screen of widgets straight onto a canvas, for this package's tests.
extension FocusGroup {
  /// Draws the group over the whole `canvas` (a dark theme at 256 colours) with its cursor.
  package func render(into canvas: inout Canvas) {
    Surface.draw(on: &canvas, context: RenderContext()) { render(in: &$0) }
  }
}
