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
    let clip = Rect(origin: origin, size: Size.along(axis, length: viewportLength, cross: crossLength))
      .intersection(Rect(origin: .zero, size: canvas.size))
    canvas.fill(
      Rect(origin: origin, size: viewport).intersection(Rect(origin: .zero, size: canvas.size)),
      with: .blank)
    guard viewportLength > 0, let first = storage.row(atOffset: offset) else { return }
    let lastShown = autoHidesLastSeparator ? storage.lastShownIndex() : nil
    var start = first.start
    var index = first.index
    let end = offset + viewportLength
    while index < storage.count, start < end {
      let slot = storage.slot(at: index)
      if !slot.isHidden {
        let row = materialize(at: index)
        drawRow(row, index: index, at: start - offset, into: &canvas, origin: origin, clip: clip,
          monochrome: monochrome, isLast: index == lastShown)
      }
      start += Int(slot.extent)
      index += 1
    }
    if showsScrollIndicator { drawIndicator(into: &canvas, origin: origin) }
  }

  /// A rectangle given along/across the axis, in canvas coordinates.
  private func rect(_ origin: Point, along: Int, length: Int, across: Int, width: Int) -> Rect {
    axis == .vertical
      ? Rect(x: origin.x + across, y: origin.y + along, width: width, height: length)
      : Rect(x: origin.x + along, y: origin.y + across, width: length, height: width)
  }

  private func drawRow(
    _ row: Row, index: Int, at position: Int, into canvas: inout Canvas, origin: Point,
    clip: Rect, monochrome: Bool, isLast: Bool
  ) {
    let insets = row.insets
    let frame = rect(origin, along: position, length: row.frameLength, across: 0, width: crossLength)
    let contentLength = row.frameLength - insets.total(along: axis)
    let contentBox = rect(
      origin, along: position + insets.leading(along: axis), length: contentLength,
      across: insets.leading(along: axis.cross),
      width: crossLength - insets.total(along: axis.cross))
    let isSelected = row === selectedRow
    let isHighlighted = row === pressedRow && row.content.isHighlightable
    let context = RowRenderContext(
      index: index, axis: axis, isSelected: isSelected, isHighlighted: isHighlighted,
      isExpanded: row.isExpanded, isMonochrome: monochrome)
    var painter = Painter(
      canvas: Canvas(size: .zero), origin: contentBox.origin,
      clip: contentBox.intersection(clip), size: contentBox.size, baseStyle: .plain)
    swap(&painter.canvas, &canvas)
    row.content.render(in: &painter, context: context)
    swap(&painter.canvas, &canvas)
    if isSelected {
      canvas.applyStyle(
        monochrome ? appearance.selectedMonochromeStyle : appearance.selectedStyle,
        in: frame.intersection(clip))
    }
    if isHighlighted {
      canvas.applyStyle(
        monochrome ? appearance.highlightedMonochromeStyle : appearance.highlightedStyle,
        in: frame.intersection(clip))
    }
    let separator = separator(of: row)
    guard separator.length > 0, !isLast else { return }
    let line = Cell(
      grapheme: String(separator.resolvedGlyph(for: axis)),
      style: monochrome ? separator.style.withoutColor() : separator.style, isContinuation: false)
    let lead = separator.insets.leading(along: axis.cross)
    let span = crossLength - lead - separator.insets.trailing(along: axis.cross)
    let lineRect = rect(
      origin, along: position + row.frameLength, length: separator.thickness, across: lead,
      width: span)
    canvas.fill(lineRect.intersection(clip), with: line)
  }

  /// Draws the track and thumb after the rows' cross extent.
  private func drawIndicator(into canvas: inout Canvas, origin: Point) {
    let length = viewportLength
    let content = contentLength
    guard length > 0 else { return }
    let track = Cell(
      grapheme: String(appearance.indicatorTrack), style: appearance.indicatorStyle,
      isContinuation: false)
    let thumb = Cell(
      grapheme: String(appearance.indicatorThumb), style: appearance.indicatorThumbStyle,
      isContinuation: false)
    let thumbLength = content > length ? max(1, length * length / content) : length
    let travel = length - thumbLength
    let thumbStart = maxOffset > 0 ? (offset * travel + maxOffset / 2) / maxOffset : 0
    for cell in 0..<length {
      let isThumb = cell >= thumbStart && cell < thumbStart + thumbLength
      let point =
        axis == .vertical
        ? Point(x: origin.x + crossLength, y: origin.y + cell)
        : Point(x: origin.x + cell, y: origin.y + crossLength)
      canvas.set(isThumb ? thumb : track, at: point)
    }
  }
}
