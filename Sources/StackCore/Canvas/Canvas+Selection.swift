extension Canvas {
  /// Lays a selection (or press highlight) style over the cells of `rect` (clipped to the
  /// canvas), the way a stack marks its selected row:
  /// - a cell without colours of its own (default foreground and background) gets `style`
  ///   merged over it (``CellStyle/merging(_:)``);
  /// - with `keepsOwnColors`, a cell that has a colour of its own keeps both its colours and
  ///   gets only `style`'s attributes other than reverse and dim (a colour swatch stays that
  ///   colour; reversing it would paint the terminal's foreground over it);
  /// - a cell that ends up in reverse video loses dim (xterm draws faint reverse text as
  ///   ragged grey boxes), and bold when its foreground is a base colour (0–7): xterm draws
  ///   bold in the bright colour, which reverse video turns into a lighter background.
  ///
  /// Text is kept. A wide character with either half inside `rect` is restyled whole.
  package mutating func applySelectionStyle(
    _ style: CellStyle, in rect: Rect, keepsOwnColors: Bool
  ) {
    let visible = rect.intersection(bounds)
    guard !visible.isEmpty else { return }
    let ownColorAttributes = style.attributes.subtracting([.reverse, .dim])
    for y in visible.minY..<visible.maxY {
      let start = y * size.width
      var first = start + visible.minX
      var end = start + visible.maxX
      if storage[first].isContinuation && visible.minX > 0 { first -= 1 }
      if visible.maxX < size.width && storage[end].isContinuation { end += 1 }
      storage.withUnsafeMutableBufferPointer { cells in
        // A line's cells mostly share a style: work out each distinct run's style once.
        var lastKey = UInt64.max  // No style's key (keys use bits 0–39).
        var selectedKey: UInt64 = 0
        for index in first..<end {
          let key = cells[index].styleKey
          if key != lastKey {
            lastKey = key
            let own = CellStyle(key: key)
            var selected: CellStyle
            if keepsOwnColors && (own.foreground != .default || own.background != .default) {
              selected = own
              selected.attributes.formUnion(ownColorAttributes)
            } else {
              selected = own.merging(style)
              // xterm draws bold text in the bright version of a base colour, which reverse
              // video makes the background: one bold word would light up the selection.
              if selected.attributes.contains(.reverse),
                case .ansi(let index) = selected.foreground,
                index < 8
              {
                selected.attributes.remove(.bold)
              }
            }
            if selected.attributes.contains(.reverse) { selected.attributes.remove(.dim) }
            selectedKey = selected.key
          }
          cells[index].styleKey = selectedKey
        }
      }
    }
  }
}
