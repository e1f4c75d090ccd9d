extension Canvas {
  /// Lays a selection (or press highlight) style over the cells of `rect` (clipped to the
  /// canvas), the way a stack marks its selected row:
  /// - a cell without a background of its own gets `style` merged over it
  ///   (``CellStyle/merging(_:)``): coloured text (a red marker, a match highlight) takes the
  ///   bar's colours and keeps its attributes, so the bar is whole — no box of the terminal's
  ///   background inside it, and the reverse video kept where a terminal drops the colours;
  /// - with `keepsOwnColors`, a cell with a background of its own keeps both its colours and
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
    let ownColorAttributes = style.attributes.subtracting([.reverse, .dim])
    restyle(in: rect) { own in
      var selected: CellStyle
      if keepsOwnColors && own.background != .default {
        selected = own
        selected.attributes.formUnion(ownColorAttributes)
      } else {
        selected = own.merging(style)
      }
      // xterm draws bold text in the bright version of a base colour, which reverse video
      // makes the background: one bold word would light up the selection.
      if selected.attributes.contains(.reverse), case .ansi(let index) = selected.foreground,
        index < 8
      {
        selected.attributes.remove(.bold)
      }
      if selected.attributes.contains(.reverse) { selected.attributes.remove(.dim) }
      return selected
    }
  }
}
