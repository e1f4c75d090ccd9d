import StackDrawing

/// Drawing the viewport onto a surface (the work is the ``StackRenderer``'s).
extension ScrollStack {
  /// Draws the viewport with its top-left cell at the surface's `(0, 0)`: visible rows
  /// (clipped at the viewport and surface edges, so a partly visible row shows its visible
  /// part), insets, separators, the selection and press highlight in the theme's roles
  /// (``StackAppearance/selectionRole``), and the scroll indicator. Each row draws on a
  /// surface of its own with the same `RenderContext`.
  ///
  /// Only rows in the viewport are visited: the cost follows the viewport, not the row count.
  ///
  /// ```swift
  /// func render(in surface: inout Surface, isFocused: Bool) { stack.render(in: &surface) }
  /// ```
  public func render(in surface: inout Surface) {
    let origin = surface.origin
    let pass = RenderPass(
      axis: axis, length: viewportLength, cross: crossLength, clip: surface.clip,
      origin: origin, context: surface.context, selection: selectionState, appearance: appearance,
      lastShown: autoHidesLastSeparator ? storage.lastShownIndex() : nil,
      defaultSeparator: defaultSeparator)
    var renderer = StackRenderer(
      storage: storage, offset: offset, contentLength: contentLength,
      showsScrollIndicator: showsScrollIndicator, makeRow: { self.materialize(at: $0) })
    renderer.motions = animator.drawnMotions  // Animation: the frame.
    renderer.render(
      into: &surface.canvas, viewport: Rect(origin: origin, size: viewport), pass: pass)
  }
}
