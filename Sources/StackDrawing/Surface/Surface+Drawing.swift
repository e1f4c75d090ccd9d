extension Surface {
  /// Writes `text` at local `point` with `style` (or ``baseStyle``) and returns the columns
  /// advanced, following the rules of ``Canvas/write(_:at:style:clip:)`` (wide characters
  /// take two columns, control characters are shown escaped); whatever falls outside
  /// ``visibleRect`` is dropped but still counts.
  @inlinable
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: Point, style: CellStyle? = nil
  ) -> Int {
    canvas.write(text, at: canvasPoint(point), style: style ?? baseStyle, clip: clip)
  }

  /// Writes `text` at local `point` in the style the theme gives `role`.
  @discardableResult
  public mutating func write(_ text: some StringProtocol, at point: Point, role: StyleRole) -> Int {
    write(text, at: point, style: context.style(role))
  }

  /// Fills local `rect` with `character` in `style` (or ``baseStyle``), following the rules
  /// of ``Canvas/fill(_:with:)``; only the visible part is drawn.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle? = nil)
  {
    canvas.fill(canvasRect(rect), with: Cell(character, style: style ?? baseStyle), clip: clip)
  }

  /// Fills local `rect` with `character` in the style of `role`.
  public mutating func fill(_ rect: Rect, with character: Character = " ", role: StyleRole) {
    fill(rect, with: character, style: context.style(role))
  }

  /// Stores `cell` at local `point` following the rules of ``Canvas/set(_:at:)``; nothing
  /// happens when that position is not visible.
  public mutating func set(_ cell: Cell, at point: Point) {
    canvas.set(cell, at: canvasPoint(point), clip: clip)
  }

  /// The cell at local `point`, or nil outside the visible part.
  public func cell(at point: Point) -> Cell? {
    let target = canvasPoint(point)
    guard clip.contains(target) else { return nil }
    return canvas.cell(at: target)
  }

  /// Merges `style` onto the cells of local `rect` (text kept), as a selection bar or a
  /// dimmed backdrop does.
  public mutating func applyStyle(_ style: CellStyle, in rect: Rect) {
    canvas.applyStyle(style, in: canvasRect(rect).intersection(clip))
  }

  /// Gives the cells of local `rect` the style `transform` makes of their own (text kept).
  public mutating func restyle(in rect: Rect, _ transform: (CellStyle) -> CellStyle) {
    canvas.restyle(in: canvasRect(rect).intersection(clip), transform)
  }

  /// Puts the terminal's cursor at local `point` (nil hides it) when this frame is shown.
  public mutating func setCursor(_ point: Point?) {
    canvas.cursor = point.map(canvasPoint).flatMap { clip.contains($0) ? $0 : nil }
  }

  /// Runs `body` with the part `rect` (local coordinates) of this surface as a surface of its
  /// own: its `(0, 0)` is `rect`'s corner and it draws nothing outside `rect` (nor outside
  /// this surface). Any rectangle is a legal argument.
  public mutating func withRegion<Result>(
    _ rect: Rect, _ body: (inout Surface) throws -> Result
  ) rethrows -> Result {
    let region = canvasRect(rect)
    var child = Surface(
      canvas: Canvas(size: .zero), origin: region.origin, clip: clip.intersection(region),
      size: rect.size, baseStyle: baseStyle, context: context, canvasSize: canvas.size)
    swap(&child.canvas, &canvas)
    defer { swap(&child.canvas, &canvas) }
    return try body(&child)
  }
}
