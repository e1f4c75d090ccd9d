import StackDrawing

/// Drawing the viewport into a canvas (the work is the ``StackRenderer``'s).
extension ScrollStack {
  /// Draws the viewport into `canvas` with its top-left cell at `origin`: visible rows
  /// (clipped at the viewport edges, so a partly visible row shows its visible part), insets,
  /// separators, the selection and press highlight, and the scroll indicator.
  ///
  /// Only rows in the viewport are visited: the cost follows the viewport, not the row count.
  /// With `monochrome`, the monochrome appearance styles are used and contents are told.
  public func render(into canvas: inout Canvas, at origin: Point = .zero, monochrome: Bool = false)
  {
    let pass = RenderPass(
      axis: axis, length: viewportLength, cross: crossLength, canvasSize: canvas.size,
      origin: origin, monochrome: monochrome, selection: selectionState, appearance: appearance,
      lastShown: autoHidesLastSeparator ? storage.lastShownIndex() : nil,
      defaultSeparator: defaultSeparator)
    var renderer = StackRenderer(
      storage: storage, offset: offset, contentLength: contentLength,
      showsScrollIndicator: showsScrollIndicator, makeRow: { self.materialize(at: $0) })
    if animator.isPresented { renderer.motions = animator.motions }  // Animation: the frame.
    renderer.render(into: &canvas, viewport: Rect(origin: origin, size: viewport), pass: pass)
  }
}
