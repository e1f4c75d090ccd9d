import StackUI

extension Table {
  /// Draws the header on the first line and the rows below it. While a sort is pending, a
  /// slice of it is done first (``advanceSort()``).
  public func render(in surface: inout Surface, isFocused: Bool) {
    if sortInProgress != nil { advanceSort() }
    let size = surface.size
    guard size.width > 0, size.height > 0 else { return }
    rowTextStyle = surface.style(textRole)  // Once a frame, not once a row.
    let body = bodyRegion(of: surface.bounds)
    fitStack(to: body.size)
    // The rows first, the header after: on a frame still blank, the stack's clearing of its
    // region is skipped (a canvas knows it is blank until something is written).
    if isFocused {
      surface.withRegion(body) { stack.render(in: &$0) }
    } else {
      let focusedAppearance = stack.appearance
      stack.appearance.selectionRole = .unfocusedSelection
      surface.withRegion(body) { stack.render(in: &$0) }
      stack.appearance = focusedAppearance
    }
    drawHeader(in: &surface, width: size.width)
  }

  /// The rows' region: everything below the header line.
  func bodyRegion(of region: Rect) -> Rect {
    Rect(
      x: region.minX, y: region.minY + 1, width: region.size.width,
      height: max(0, region.size.height - 1))
  }

  /// The columns' left edges and text widths in a table `width` columns wide (each column
  /// but the last keeps a blank column on its right); columns of width 0 are left out.
  func cellSpans(for width: Int) -> [CellSpan] {
    if let cachedSpans, cachedSpans.total == width { return cachedSpans.spans }
    let widths = columnWidths(for: width)
    var spans: [CellSpan] = []
    var x = 0
    for (column, columnWidth) in widths.enumerated() {
      defer { x += columnWidth }
      let textWidth = column == widths.count - 1 ? columnWidth : columnWidth - 1
      if textWidth > 0 { spans.append(CellSpan(column: column, x: x, width: textWidth)) }
    }
    cachedSpans = (width, spans)
    return spans
  }

  /// The header: each title aligned in its column, the sort column's with ▲ or ▼ (a title
  /// too wide is cut, never its marker), a pending
  /// sort's column with its marker and a spinner (placed once per width, sort and columns
  /// while no sort is pending).
  private func drawHeader(in surface: inout Surface, width: Int) {
    let style = surface.style(.header)
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), style: style)
    let pending = pendingSort
    if pending == nil, let header = cachedHeader, header.width == width, header.sort == sort,
      header.generation == columnsGeneration
    {
      header.draw(in: &surface, style: style)
      return
    }
    let spinner = pending.map { _ in SpinnerStyle.dots.frame(at: surface.context.milliseconds) }
    let cells = cellSpans(for: width).map { span in
      let column = columns[span.column]
      var marker = ""
      if let pending, pending.column == span.column {
        marker = pending.marker + (spinner ?? "")
      } else if let sort, sort.column == span.column {
        marker = sort.marker
      }
      return TableCellText.placed(
        title: column.title, marker: marker, in: span, alignment: column.alignment)
    }
    let header = PlacedLine(cells: cells, width: width, sort: sort, generation: columnsGeneration)
    if pending == nil { cachedHeader = header }
    header.draw(in: &surface, style: style)
  }

  /// Draws the cells of `row`'s model on its surface. The text cells, fitted and placed, are
  /// kept by the row for its width (a key that moves the selection redraws the same rows:
  /// they only write); cells that draw themselves draw each time.
  func drawCells(of row: TableRowContent, in surface: inout Surface, isSelected: Bool) {
    let width = surface.size.width
    // The model is read only to place the cells (a copy of a model with strings costs
    // reference counting: not once per row per frame).
    // `0 <= index < count`, not `indices.contains`: the generic table's `indices` is made
    // through run-time metadata, once per row drawn.
    let hasModel = row.model >= 0 && row.model < models.count
    if !row.isPlaced(width: width, generation: columnsGeneration) {
      guard hasModel else { return }
      place(row, width: width)
    }
    let style = rowTextStyle ?? surface.style(textRole)
    if let line = row.line {
      surface.write(line, at: .zero, style: style)
    } else {
      PlacedCell.write(row.cells ?? [], joined: nil, in: &surface, style: style)
    }
    if hasDrawnColumns, hasModel {
      let model = models[row.model]
      for span in cellSpans(for: width) {
        guard let draw = columns[span.column].draw else { continue }
        surface.withRegion(Rect(x: span.x, y: 0, width: span.width, height: 1)) { draw(model, &$0) }
      }
    }
    // The selected cell: its whole span marked, text or not.
    guard isSelected, let selectedColumn,
      let span = cellSpans(for: width).first(where: { $0.column == selectedColumn })
    else { return }
    var cellStyle = surface.style(.focus)
    cellStyle.attributes.insert(.underline)
    surface.applyStyle(cellStyle, in: Rect(x: span.x, y: 0, width: span.width, height: 1))
  }

  /// Places the text cells of `row`'s model (which must exist) for a table `width` columns
  /// wide: one line (``TableRowLine``), or the cells one by one when a cell holds a tab.
  ///
  /// The models and the columns are read in place, not copied: a copy of a model retains its
  /// strings, a copy of a column its title and closures.
  private func place(_ row: TableRowContent, width: Int) {
    let spans = cellSpans(for: width)
    let line = models.withUnsafeBufferPointer { models in
      columns.withUnsafeBufferPointer { columns in
        TableRowLine.line(of: models[row.model], columns: columns, spans: spans, width: width)
      }
    }
    if let line {
      row.placed(line: line, cells: nil, width: width, generation: columnsGeneration)
      return
    }
    let cells = models.withUnsafeBufferPointer { models in
      columns.withUnsafeBufferPointer { columns in
        spans.filter { columns[$0.column].draw == nil }.map { span in
          TableCellText.placed(
            columns[span.column].text(models[row.model]), in: span,
            alignment: columns[span.column].alignment)
        }
      }
    }
    row.placed(line: nil, cells: cells, width: width, generation: columnsGeneration)
  }
}
