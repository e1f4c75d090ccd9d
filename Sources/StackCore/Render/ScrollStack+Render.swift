/// Drawing the viewport into a canvas.
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
      stack: self, canvasSize: canvas.size, origin: origin, monochrome: monochrome)
    canvas.fill(
      Rect(origin: origin, size: viewport).intersection(canvas.bounds), with: PackedCell.blank,
      clip: canvas.bounds)
    guard pass.length > 0, let first = storage.row(atOffset: offset) else { return }
    var start = first.start
    let end = offset + pass.length
    storage.forEachSlot(from: first.index) { index, slot in
      guard start < end else { return false }
      if !slot.isHidden {
        let row = slot.row ?? materialize(at: index)
        drawRow(row, index: index, at: start - offset, into: &canvas, pass: pass)
      }
      start += Int(slot.extent)
      return true
    }
    if showsScrollIndicator { drawIndicator(into: &canvas, pass: pass) }
  }

  private func drawRow(
    _ row: Row, index: Int, at position: Int, into canvas: inout Canvas, pass: RenderPass
  ) {
    let axis = pass.axis
    let insets = row.insets
    let frame = pass.rect(along: position, length: row.frameLength, across: 0, width: pass.cross)
    let contentLength = row.frameLength - min(row.frameLength, insets.total(along: axis))
    let contentBox = pass.rect(
      along: position.saturatingAdd(insets.leading(along: axis)), length: contentLength,
      across: insets.leading(along: axis.cross),
      width: pass.cross - insets.total(along: axis.cross))
    let isSelected = row === pass.selected
    let isHighlighted = row === pass.pressed && row.content.isHighlightable
    let context = RowRenderContext(
      index: index, axis: axis, isSelected: isSelected, isHighlighted: isHighlighted,
      isExpanded: row.isExpanded, isMonochrome: pass.monochrome)
    var painter = Painter(
      canvas: Canvas(size: .zero), origin: contentBox.origin,
      clip: contentBox.intersection(pass.clip), size: contentBox.size, baseStyle: .plain)
    swap(&painter.canvas, &canvas)
    row.content.render(in: &painter, context: context)
    swap(&painter.canvas, &canvas)
    if isSelected {
      canvas.applyStyle(pass.selectedStyle, in: frame.intersection(pass.clip))
    }
    if isHighlighted {
      canvas.applyStyle(pass.highlightedStyle, in: frame.intersection(pass.clip))
    }
    guard index != pass.lastShown else { return }
    let separator = row.separatorOverride ?? pass.defaultSeparator
    guard separator.length > 0 else { return }
    let line =
      row.separatorOverride == nil
      ? pass.defaultLine : RenderPass.line(for: separator, axis: axis, monochrome: pass.monochrome)
    let lead = separator.insets.leading(along: axis.cross)
    let span = pass.cross - separator.insets.total(along: axis.cross)
    let lineRect = pass.rect(
      along: position + row.frameLength, length: separator.thickness, across: lead, width: span)
    canvas.fill(lineRect.intersection(pass.clip), with: line, clip: canvas.bounds)
  }

  /// Draws the track and thumb after the rows' cross extent.
  private func drawIndicator(into canvas: inout Canvas, pass: RenderPass) {
    let length = pass.length
    let content = contentLength
    let maxOffset = max(0, content - length)
    guard length > 0 else { return }
    let track = PackedCell(
      normalizing: Cell(
        grapheme: String(
          axis == .vertical ? appearance.indicatorTrack : appearance.horizontalIndicatorTrack),
        style: appearance.indicatorStyle,
        isContinuation: false))
    let thumb = PackedCell(
      normalizing: Cell(
        grapheme: String(appearance.indicatorThumb), style: appearance.indicatorThumbStyle,
        isContinuation: false))
    // Content that fits has no thumb: the bare track says there is nothing to scroll.
    let thumbLength = content > length ? max(1, length * length / content) : 0
    let travel = length - thumbLength
    // In floating point: offsets over a huge content times the travel can exceed `Int`.
    let thumbStart =
      maxOffset > 0 ? Int((Double(offset) * Double(travel) / Double(maxOffset)).rounded()) : 0
    let origin = pass.origin
    let bounds = canvas.bounds
    for cell in 0..<length {
      let isThumb = cell >= thumbStart && cell < thumbStart + thumbLength
      let point =
        pass.axis == .vertical
        ? Point(x: origin.x.saturatingAdd(pass.cross), y: origin.y.saturatingAdd(cell))
        : Point(x: origin.x.saturatingAdd(cell), y: origin.y.saturatingAdd(pass.cross))
      canvas.put(isThumb ? thumb : track, at: point, clip: bounds)
    }
  }
}

/// What one ``ScrollStack/render(into:at:monochrome:)`` needs, computed once per frame rather
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
  /// The row whose separator is hidden (the last shown one), if any.
  let lastShown: Int?
  let defaultSeparator: Separator
  /// The default separator's line cell.
  let defaultLine: PackedCell

  init(stack: ScrollStack, canvasSize: Size, origin: Point, monochrome: Bool) {
    axis = stack.axis
    length = stack.viewportLength
    cross = stack.crossLength
    self.origin = origin
    clip = Rect(origin: origin, size: Size.along(axis, length: length, cross: cross))
      .intersection(Rect(origin: .zero, size: canvasSize))
    self.monochrome = monochrome
    selected = stack.selectionState.selected
    pressed = stack.selectionState.pressed
    let appearance = stack.appearance
    selectedStyle = monochrome ? appearance.selectedMonochromeStyle : appearance.selectedStyle
    highlightedStyle =
      monochrome ? appearance.highlightedMonochromeStyle : appearance.highlightedStyle
    lastShown = stack.autoHidesLastSeparator ? stack.storage.lastShownIndex() : nil
    defaultSeparator = stack.defaultSeparator
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
