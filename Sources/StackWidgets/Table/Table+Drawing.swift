import StackUI

extension Table {
  /// Draws the header on the first line and the rows below it.
  public func render(in surface: inout Surface, isFocused: Bool) {
    let size = surface.size
    guard size.width > 0, size.height > 0 else { return }
    drawHeader(in: &surface, width: size.width)
    let body = bodyRegion(of: surface.bounds)
    if stack.viewport != body.size { stack.viewport = body.size }
    guard !isFocused else {
      surface.withRegion(body) { stack.render(in: &$0) }
      return
    }
    let focusedAppearance = stack.appearance
    stack.appearance.selectionRole = .unfocusedSelection
    surface.withRegion(body) { stack.render(in: &$0) }
    stack.appearance = focusedAppearance
  }

  /// The rows' region: everything below the header line.
  func bodyRegion(of region: Rect) -> Rect {
    Rect(
      x: region.minX, y: region.minY + 1, width: region.size.width,
      height: max(0, region.size.height - 1))
  }

  /// The columns' left edges and text widths in a table `width` columns wide (each column
  /// but the last keeps a blank column on its right); columns of width 0 are left out.
  func cellSpans(for width: Int) -> [(column: Int, x: Int, width: Int)] {
    let widths = columnWidths(for: width)
    var spans: [(column: Int, x: Int, width: Int)] = []
    var x = 0
    for (column, columnWidth) in widths.enumerated() {
      defer { x += columnWidth }
      let textWidth = column == widths.count - 1 ? columnWidth : columnWidth - 1
      if textWidth > 0 { spans.append((column, x, textWidth)) }
    }
    return spans
  }

  /// The header: each title aligned in its column, the sort column's with ▲ or ▼.
  private func drawHeader(in surface: inout Surface, width: Int) {
    let style = surface.style(.header)
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), style: style)
    for span in cellSpans(for: width) {
      let column = columns[span.column]
      let marked =
        sort?.column == span.column ? "\(column.title)\(sort?.marker ?? "")" : column.title
      TableCellText.write(
        marked, in: &surface, x: span.x, y: 0, width: span.width, alignment: column.alignment,
        style: style)
    }
  }

  /// Draws the cells of model `index` on a row's surface.
  func drawCells(ofModel index: Int, in surface: inout Surface, isSelected: Bool) {
    guard models.indices.contains(index) else { return }
    let model = models[index]
    let textStyle = surface.style(textRole)
    var cellStyle = surface.style(.focus)
    cellStyle.attributes.insert(.underline)
    let visible = surface.visibleRect
    for span in cellSpans(for: surface.size.width)
    where span.x < visible.maxX && span.x + span.width > visible.minX {
      let column = columns[span.column]
      let isCell = isSelected && selectedColumn == span.column
      if let draw = column.draw {
        surface.withRegion(Rect(x: span.x, y: 0, width: span.width, height: 1)) { draw(model, &$0) }
      } else {
        TableCellText.write(
          column.text(model), in: &surface, x: span.x, y: 0, width: span.width,
          alignment: column.alignment, style: isCell ? cellStyle : textStyle)
      }
      if isCell && column.draw != nil {
        surface.applyStyle(cellStyle, in: Rect(x: span.x, y: 0, width: span.width, height: 1))
      }
    }
  }
}
