import StackDrawing

/// What one ``StackRenderer`` pass needs, computed once per frame rather
/// than once per row or per cell: layout lengths, the clip, the styles in force and the
/// default separator line, already normalised.
struct RenderPass {
  let axis: Axis
  /// The viewport length along the axis and the rows' length across it.
  let length: Int
  let cross: Int
  let origin: Point
  /// The viewport without the indicator, inside the canvas.
  let clip: Rect
  let monochrome: Bool
  /// What the rows draw with: the terminal's capabilities, the theme, the time.
  let context: RenderContext
  let selected: Row?
  let pressed: Row?
  let selectedStyle: CellStyle
  let highlightedStyle: CellStyle
  /// Indicator glyphs and styles.
  let appearance: StackAppearance
  /// The row whose separator is hidden (the last shown one), if any.
  let lastShown: Int?
  /// How the default separator is drawn.
  let defaultSeparatorLine: SeparatorLine

  /// A pass over a viewport `length` cells along `axis` and `cross` across, drawn at `origin`
  /// of a canvas of `canvasSize`.
  init(
    axis: Axis, length: Int, cross: Int, clip surfaceClip: Rect, origin: Point,
    context: RenderContext,
    selection: SelectionState, appearance: StackAppearance, lastShown: Int?,
    defaultSeparator: Separator
  ) {
    self.axis = axis
    self.length = length
    self.cross = cross
    self.origin = origin
    self.clip = Rect(origin: origin, size: Size.along(axis, length: length, cross: cross))
      .intersection(surfaceClip)
    let monochrome = context.isMonochrome
    self.monochrome = monochrome
    self.context = context
    selected = selection.selected
    pressed = selection.pressed
    self.appearance = appearance
    selectedStyle = context.style(appearance.selectionRole)
    highlightedStyle = context.style(appearance.highlightRole)
    self.lastShown = lastShown
    defaultSeparatorLine = SeparatorLine(
      defaultSeparator, axis: axis, cross: cross, context: context)
  }

  /// The cell a separator's line is drawn with.
  static func line(for separator: Separator, axis: Axis, context: RenderContext) -> PackedCell {
    let style = separator.role.map(context.style) ?? separator.style
    return PackedCell(
      normalizing: Cell(
        grapheme: String(separator.resolvedGlyph(for: axis)),
        style: context.isMonochrome ? style.withoutColor() : style,
        isContinuation: false))
  }

  /// A rectangle given along/across the axis, in canvas coordinates.
  func rect(along: Int, length: Int, across: Int, width: Int) -> Rect {
    axis == .vertical
      ? Rect(
        x: origin.x.saturatingAdd(across), y: origin.y.saturatingAdd(along), width: width,
        height: length)
      : Rect(
        x: origin.x.saturatingAdd(along), y: origin.y.saturatingAdd(across), width: length,
        height: width)
  }
}

/// A separator as a ``StackRenderer`` draws it: its cell and where its line goes across the
/// rows, worked out once per pass for the default separator rather than once per row.
struct SeparatorLine {
  /// Lines (along the axis) the separator takes; 0 when hidden.
  let thickness: Int
  /// Where the line starts across the axis, and how long it is.
  let lead: Int
  let span: Int
  /// The cell the line is drawn with.
  let cell: PackedCell

  /// `separator` on rows `cross` cells across `axis`.
  init(_ separator: Separator, axis: Axis, cross: Int, context: RenderContext) {
    thickness = separator.length
    lead = separator.insets.leading(along: axis.cross)
    span = cross - separator.insets.total(along: axis.cross)
    cell =
      thickness > 0 ? RenderPass.line(for: separator, axis: axis, context: context) : .blank
  }

  /// `separator` as `pass` draws it.
  init(_ separator: Separator, pass: RenderPass) {
    self.init(separator, axis: pass.axis, cross: pass.cross, context: pass.context)
  }
}
