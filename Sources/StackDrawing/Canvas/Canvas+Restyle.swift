extension Canvas {
  /// Merges `style` onto the cells of `rect` (clipped to the canvas) with
  /// ``CellStyle/merging(_:)``: used for selection and highlight overlays. Text is kept. A wide
  /// character with either half inside `rect` is restyled whole.
  public mutating func applyStyle(_ style: CellStyle, in rect: Rect) {
    restyle(in: rect) { $0.merging(style) }
  }

  /// Gives the cells of `rect` (clipped to the canvas) the style `transform` makes of their
  /// own; text is kept, and a wide character with either half inside `rect` is restyled
  /// whole. `transform` runs once per run of cells sharing a style, not per cell.
  package mutating func restyle(in rect: Rect, _ transform: (CellStyle) -> CellStyle) {
    let visible = rect.intersection(bounds)
    guard !visible.isEmpty else { return }
    for y in visible.minY..<visible.maxY {
      let start = y * size.width
      var first = start + visible.minX
      var end = start + visible.maxX
      if storage[first].isContinuation && visible.minX > 0 { first -= 1 }
      if visible.maxX < size.width && storage[end].isContinuation { end += 1 }
      storage.withUnsafeMutableBufferPointer { cells in
        // A line's cells mostly share a style: transform each distinct run's style once.
        var lastKey = UInt64.max  // No style's key (keys use bits 0–59).
        var newKey: UInt64 = 0
        for index in first..<end {
          let key = cells[index].styleKey
          if key != lastKey {
            lastKey = key
            newKey = transform(CellStyle(key: key)).key
          }
          cells[index].styleKey = newKey
        }
      }
    }
  }
}
