import StackDrawing

/// Draws a stack's settled layout into a canvas: the rows in the viewport (clipped at its
/// edges), their insets and separators, the selection and press highlight, and the scroll
/// indicator. It reads the rows and the layout; it changes nothing but the canvas (a lazy row
/// in the viewport not made yet is made through `makeRow`).
struct StackRenderer {
  /// The rows.
  let storage: RowStorage
  /// The offset of the viewport's first cell.
  let offset: Int
  /// The content's length along the axis (for the indicator).
  let contentLength: Int
  /// Whether to draw the scroll indicator.
  let showsScrollIndicator: Bool
  /// Makes the row object of a lazy row in the viewport.
  let makeRow: (Int) -> Row
  /// Rows moving in an animation frame (empty when nothing moves): a row is drawn within its
  /// slot's extent (a hidden row too, while it shrinks), then the ghosts of removed rows
  /// shrinking after it.
  var motions: [ObjectIdentifier: RowMotion] = [:]

  /// Draws the viewport as `pass` describes it. Only rows in the viewport are visited: the
  /// cost follows the viewport, not the row count.
  func render(into canvas: inout Canvas, viewport: Rect, pass: RenderPass) {
    canvas.fill(viewport.intersection(canvas.bounds), with: PackedCell.blank, clip: canvas.bounds)
    guard pass.length > 0, let first = storage.row(atOffset: offset) else { return }
    var start = first.start
    let end = offset + pass.length
    storage.forEachSlot(from: first.index, skippingHiddenRows: true) { index, slot in
      guard start < end else { return false }
      if !slot.isHidden || (!motions.isEmpty && slot.extent > 0) {
        let row = slot.row ?? makeRow(index)
        let motion = motions.isEmpty ? nil : motions[ObjectIdentifier(row)]
        let ghosts = motion?.ghosts ?? []
        var position = start - offset
        for ghost in motion?.leadingGhosts ?? [] {
          drawRow(
            ghost.row, index: index, at: position, band: ghost.applied, into: &canvas, pass: pass)
          position += ghost.applied
        }
        let own = Int(slot.extent) - (motion.map { $0.appliedExtent - $0.applied } ?? 0)
        drawRow(row, index: index, at: position, band: own, into: &canvas, pass: pass)
        position += own
        for ghost in ghosts {
          drawRow(
            ghost.row, index: index, at: position, band: ghost.applied, into: &canvas, pass: pass)
          position += ghost.applied
        }
      }
      start += Int(slot.extent)
      return true
    }
    if showsScrollIndicator { drawIndicator(into: &canvas, pass: pass) }
  }

  /// Draws `row` at `position`, clipped to the `band` cells its slot takes on screen (all of
  /// its frame and separator, except while an animation shrinks or grows it).
  private func drawRow(
    _ row: Row, index: Int, at position: Int, band: Int, into canvas: inout Canvas,
    pass: RenderPass
  ) {
    let clip = pass.clip.intersection(
      pass.rect(along: position, length: max(0, band), across: 0, width: pass.cross))
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
      isExpanded: row.isExpanded)
    var surface = Surface(
      canvas: Canvas(size: .zero), origin: contentBox.origin,
      clip: contentBox.intersection(clip), size: contentBox.size, context: pass.context)
    swap(&surface.canvas, &canvas)
    row.content.render(in: &surface, context: context)
    swap(&surface.canvas, &canvas)
    // On a colour screen a row's own colours survive the selection (see
    // Canvas.applySelectionStyle); without colour every cell takes the monochrome style. A
    // pressed row shows the press, not the selection under it.
    if isHighlighted {
      canvas.applySelectionStyle(
        pass.highlightedStyle, in: frame.intersection(clip), keepsOwnColors: !pass.monochrome)
    } else if isSelected {
      canvas.applySelectionStyle(
        pass.selectedStyle, in: frame.intersection(clip), keepsOwnColors: !pass.monochrome)
    }
    guard index != pass.lastShown else { return }
    let separator =
      row.separatorOverride.map { SeparatorLine($0, pass: pass) } ?? pass.defaultSeparatorLine
    guard separator.thickness > 0 else { return }
    let lineRect = pass.rect(
      along: position + row.frameLength, length: separator.thickness, across: separator.lead,
      width: separator.span)
    canvas.fill(lineRect.intersection(clip), with: separator.cell, clip: canvas.bounds)
  }

  /// Draws the track and thumb after the rows' cross extent.
  private func drawIndicator(into canvas: inout Canvas, pass: RenderPass) {
    let length = pass.length
    let content = contentLength
    let appearance = pass.appearance
    let maxOffset = max(0, content - length)
    // Content that fits shows no indicator at all (its column stays reserved and blank, so
    // the rows' width never depends on their length).
    guard length > 0, content > length else { return }
    let track = PackedCell(
      normalizing: Cell(
        grapheme: String(
          pass.axis == .vertical ? appearance.indicatorTrack : appearance.horizontalIndicatorTrack),
        style: appearance.indicatorStyle,
        isContinuation: false))
    let thumb = PackedCell(
      normalizing: Cell(
        grapheme: String(appearance.indicatorThumb), style: appearance.indicatorThumbStyle,
        isContinuation: false))
    let thumbLength = max(1, length * length / content)
    let travel = length - thumbLength
    // In floating point: offsets over a huge content times the travel can exceed `Int`.
    let thumbStart =
      maxOffset > 0 ? Int((Double(offset) * Double(travel) / Double(maxOffset)).rounded()) : 0
    let origin = pass.origin
    let bounds = canvas.bounds
    if track.width == 1 && thumb.width == 1 {
      // Narrow glyphs: the track is one line of cells, then the thumb over part of it.
      canvas.fill(
        pass.rect(along: 0, length: length, across: pass.cross, width: 1), with: track,
        clip: canvas.bounds)
      canvas.fill(
        pass.rect(along: thumbStart, length: thumbLength, across: pass.cross, width: 1),
        with: thumb, clip: canvas.bounds)
      return
    }
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
