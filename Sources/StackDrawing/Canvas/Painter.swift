/// A drawing surface for one row.
///
/// Coordinates are local: `(0, 0)` is the top-left cell of the row's content box, which is
/// ``size`` cells large and may be partly outside the visible area (a row scrolled half out
/// of view). Everything outside the visible part is dropped, so a row can simply draw all of
/// its content; long contents can use ``visibleRect`` to skip lines nobody will see.
///
/// ```swift
/// func render(in painter: inout Painter, context: RowRenderContext) {
///   let visible = painter.visibleRect
///   for y in max(0, visible.minY)..<min(lines.count, visible.maxY) {
///     painter.write(lines[y], x: 0, y: y)
///   }
///   painter.write("▶", x: 0, y: 0, style: CellStyle(attributes: .bold))
/// }
/// ```
public struct Painter: Sendable {
  /// The full size of the content box; it may exceed what is visible.
  public let size: Size
  /// The style used when a drawing call passes no style.
  public var baseStyle: CellStyle

  /// The canvas being drawn on.
  ///
  /// To avoid a copy-on-write copy of the whole canvas for every row, the caller does not hand
  /// its canvas over by value; it creates the painter around an empty placeholder and swaps
  /// its canvas in and out:
  ///
  ///     var painter = Painter(canvas: Canvas(size: .zero), origin: o, clip: c, size: s,
  ///                           baseStyle: .plain)
  ///     swap(&painter.canvas, &frame)   // painter now owns the frame's storage
  ///     row.content.render(in: &painter, context: context)
  ///     swap(&painter.canvas, &frame)   // and gives it back
  @usableFromInline package var canvas: Canvas
  /// Where local `(0, 0)` is, in canvas coordinates.
  package let origin: Point
  /// The visible part of the content box, in canvas coordinates.
  @usableFromInline package let clip: Rect

  /// Creates a painter whose local `(0, 0)` is `origin` on `canvas`, drawing only inside
  /// `clip` (canvas coordinates) and the content box `origin`, `size`.
  package init(canvas: Canvas, origin: Point, clip: Rect, size: Size, baseStyle: CellStyle) {
    self.canvas = canvas
    self.origin = origin
    self.size = size
    self.baseStyle = baseStyle
    self.clip = clip.intersection(Rect(origin: origin, size: size))
  }

  /// The part of the content box that is visible, in local coordinates (empty when nothing
  /// is).
  public var visibleRect: Rect {
    clip.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Writes `text` at local `(x, y)` with `style` (or ``baseStyle``) and returns the columns
  /// advanced, following the rules of ``Canvas/write(_:at:style:clip:)``; whatever falls
  /// outside ``visibleRect`` is dropped but still counts.
  @inlinable
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: CellStyle? = nil
  ) -> Int {
    canvas.write(text, at: canvasPoint(x: x, y: y), style: style ?? baseStyle, clip: clip)
  }

  /// Fills `rect` (local coordinates) with `character` in `style` (or ``baseStyle``),
  /// following the rules of ``Canvas/fill(_:with:)``; only the visible part is drawn.
  public mutating func fill(_ rect: Rect, character: Character = " ", style: CellStyle? = nil) {
    canvas.fill(
      rect.offsetBy(dx: origin.x, dy: origin.y),
      with: Cell(character, style: style ?? baseStyle),
      clip: clip.intersection(canvas.bounds))
  }

  /// Stores `cell` at local `(x, y)` following the rules of ``Canvas/set(_:at:)``; nothing
  /// happens when that position is not visible.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    canvas.set(cell, at: canvasPoint(x: x, y: y), clip: clip.intersection(canvas.bounds))
  }

  /// Local `(x, y)` in canvas coordinates (saturating: any coordinate is a legal argument).
  @usableFromInline
  package func canvasPoint(x: Int, y: Int) -> Point {
    Point(x: origin.x.saturatingAdd(x), y: origin.y.saturatingAdd(y))
  }
}
