extension Canvas {
  /// Lays a selection (or press highlight) style over the cells of `rect` (clipped to the
  /// canvas), the way a stack marks its selected row:
  /// - a cell without colours of its own (default foreground and background) gets `style`
  ///   merged over it (``CellStyle/merging(_:)``);
  /// - with `keepsOwnColors`, a cell with a text colour of its own on the default background
  ///   (coloured text, a match highlight) keeps its text colour on the selection's background
  ///   (`selectionBackground(of:)`), in reverse video when `style` is, so it stays inside
  ///   the bar — also when a terminal drops the colours;
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
      if keepsOwnColors, own.background == .default, own.foreground != .default,
        !own.attributes.contains(.reverse), let bar = Self.selectionBackground(of: style),
        bar != own.foreground
      {
        // Coloured text on the bar: drawn as the text colour over the bar's background.
        selected = CellStyle(
          foreground: style.attributes.contains(.reverse) ? bar : own.foreground,
          background: style.attributes.contains(.reverse) ? own.foreground : bar,
          attributes: own.attributes.union(style.attributes).subtracting(.dim))
      } else if keepsOwnColors && (own.foreground != .default || own.background != .default) {
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

  /// The background a selection `style` draws, when it names one: its foreground in reverse
  /// video (the default styles are reverse video of swapped colours), else its background;
  /// nil when that is the terminal's default.
  static func selectionBackground(of style: CellStyle) -> TerminalColor? {
    let drawn = style.attributes.contains(.reverse) ? style.foreground : style.background
    return drawn == .default ? nil : drawn
  }
}
