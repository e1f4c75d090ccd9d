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
  let selected: Row?
  let pressed: Row?
  let selectedStyle: CellStyle
  let highlightedStyle: CellStyle
  /// Indicator glyphs and styles.
  let appearance: StackAppearance
  /// The row whose separator is hidden (the last shown one), if any.
  let lastShown: Int?
  let defaultSeparator: Separator
  /// The default separator's line cell.
  let defaultLine: PackedCell

  /// A pass over a viewport `length` cells along `axis` and `cross` across, drawn at `origin`
  /// of a canvas of `canvasSize`.
  init(
    axis: Axis, length: Int, cross: Int, canvasSize: Size, origin: Point, monochrome: Bool,
    selection: SelectionState, appearance: StackAppearance, lastShown: Int?,
    defaultSeparator: Separator
  ) {
    self.axis = axis
    self.length = length
    self.cross = cross
    self.origin = origin
    clip = Rect(origin: origin, size: Size.along(axis, length: length, cross: cross))
      .intersection(Rect(origin: .zero, size: canvasSize))
    self.monochrome = monochrome
    selected = selection.selected
    pressed = selection.pressed
    self.appearance = appearance
    selectedStyle = monochrome ? appearance.selectedMonochromeStyle : appearance.selectedStyle
    highlightedStyle =
      monochrome ? appearance.highlightedMonochromeStyle : appearance.highlightedStyle
    self.lastShown = lastShown
    self.defaultSeparator = defaultSeparator
    defaultLine = Self.line(for: defaultSeparator, axis: axis, monochrome: monochrome)
  }

  /// The cell a separator's line is drawn with.
  static func line(for separator: Separator, axis: Axis, monochrome: Bool) -> PackedCell {
    PackedCell(
      normalizing: Cell(
        grapheme: String(separator.resolvedGlyph(for: axis)),
        style: monochrome ? separator.style.withoutColor() : separator.style,
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
