/// The one drawing surface: a region of the screen, clipped to it, with its own coordinates.
///
/// Everything that draws — a row of a stack, a widget, an overlay, an app's whole screen —
/// draws through a `Surface`. `(0, 0)` is the region's top-left cell; the region is ``size``
/// cells large and may be partly off screen (a row scrolled half out of view): whatever falls
/// outside ``visibleRect`` is dropped, so a drawer can simply draw everything, and long
/// contents can use ``visibleRect`` to skip what nobody will see. ``context`` says what the
/// terminal can show and which theme is in force; draw with roles (``write(_:at:role:)``),
/// not colours. A part of the region is a surface too (``withRegion(_:_:)``).
///
/// ```swift
/// func render(in surface: inout Surface, isFocused: Bool) {
///   surface.write("Name", at: Point(x: 0, y: 0), role: .header)
///   surface.withRegion(Rect(x: 0, y: 1, width: surface.size.width, height: 3)) { body in
///     body.write("inside, clipped to three lines", at: .zero)
///   }
/// }
/// ```
public struct Surface: Sendable {
  /// The region's size; it may exceed what is visible.
  public let size: Size
  /// The terminal's capabilities, the theme and the time.
  public var context: RenderContext
  /// The style used when a drawing call passes no style.
  public var baseStyle: CellStyle
  /// The canvas being drawn on (swapped in and out by ``draw(on:in:context:_:)`` and
  /// ``withRegion(_:_:)``, so drawing never copies the whole canvas).
  @usableFromInline package var canvas: Canvas
  /// Where local `(0, 0)` is, in canvas coordinates.
  @usableFromInline package let origin: Point
  /// The visible part of the region, in canvas coordinates.
  @usableFromInline package let clip: Rect

  /// A surface whose local `(0, 0)` is `origin` on `canvas`, drawing only inside `clip`
  /// (canvas coordinates), the region `origin`, `size`, and a canvas of `canvasSize` (the
  /// size of `canvas` when nil: given when the canvas is swapped in afterwards).
  package init(
    canvas: Canvas, origin: Point, clip: Rect, size: Size, baseStyle: CellStyle = .plain,
    context: RenderContext, canvasSize: Size? = nil
  ) {
    self.canvas = canvas
    self.origin = origin
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    self.baseStyle = baseStyle
    self.context = context
    self.clip = clip.intersection(Rect(origin: origin, size: self.size))
      .intersection(Rect(origin: .zero, size: canvasSize ?? canvas.size))
  }

  /// Runs `body` with a surface over `region` of `canvas` (the whole canvas when nil), and
  /// returns what it returns.
  ///
  /// ```swift
  /// var canvas = Canvas(size: Size(width: 40, height: 10))
  /// Surface.draw(on: &canvas, context: RenderContext()) { widget.render(in: &$0, isFocused: true) }
  /// ```
  public static func draw<Result>(
    on canvas: inout Canvas, in region: Rect? = nil, context: RenderContext,
    _ body: (inout Surface) throws -> Result
  ) rethrows -> Result {
    let region = region ?? Rect(origin: .zero, size: canvas.size)
    var surface = Surface(
      canvas: Canvas(size: .zero), origin: region.origin, clip: region, size: region.size,
      context: context, canvasSize: canvas.size)
    swap(&surface.canvas, &canvas)
    defer { swap(&surface.canvas, &canvas) }
    return try body(&surface)
  }

  /// The whole region in local coordinates: `(0, 0)` and ``size``.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The part of the region that is visible, in local coordinates (empty when nothing is).
  public var visibleRect: Rect {
    clip.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The cell style of `role` for this terminal and theme.
  public func style(_ role: StyleRole) -> CellStyle { context.style(role) }

  /// Local `point` in canvas coordinates (saturating: any coordinate is a legal argument).
  @usableFromInline
  package func canvasPoint(_ point: Point) -> Point {
    Point(x: origin.x.saturatingAdd(point.x), y: origin.y.saturatingAdd(point.y))
  }

  /// Local `rect` in canvas coordinates.
  package func canvasRect(_ rect: Rect) -> Rect {
    Rect(origin: canvasPoint(rect.origin), size: rect.size)
  }
}
