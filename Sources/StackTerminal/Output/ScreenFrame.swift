import StackCore

/// The rules every ``Terminal`` applies to a canvas before showing it, so the headless
/// `VirtualTerminal` (StackTesting) shows exactly what ``NcursesTerminal`` puts on a real screen.
package enum ScreenFrame {
  /// `canvas` as the screen of `size` shows it: the overlap of the two at the top-left, the
  /// rest blank; a wide character whose right half falls off the screen becomes a space
  /// (`Canvas.set(_:at:)` guarantees that); and, when `monochrome`, every cell without
  /// colours (attributes kept). The `Canvas.cursor` is kept when it is on the screen and
  /// dropped (hidden) otherwise, and the cells' links (OSC 8) are kept with their cells: a
  /// frame drawn for the size before a resize shows its links as the frames around it do.
  package static func fitting(_ canvas: Canvas, to size: Size, monochrome: Bool) -> Canvas {
    if canvas.size == size {
      if let cursor = canvas.cursor, !Rect(origin: .zero, size: size).contains(cursor) {
        var screen = canvas
        screen.cursor = nil
        return fitting(screen, to: size, monochrome: monochrome)
      }
      guard monochrome else { return canvas }
      // The cells of a canvas are already whole and normalised: copying them one by one
      // (below) would give the same canvas, so only the colours need to go.
      var screen = canvas
      screen.removeColors()
      return screen
    }
    var screen = Canvas(size: size)
    screen.cursor = canvas.cursor.flatMap {
      Rect(origin: .zero, size: size).contains($0) ? $0 : nil
    }
    let width = min(size.width, canvas.size.width)
    let height = min(size.height, canvas.size.height)
    for y in 0..<height {
      for x in 0..<width {
        var cell = canvas[x, y]
        if monochrome { cell.style = cell.style.withoutColor() }
        screen.set(cell, at: Point(x: x, y: y))
      }
      if !canvas.links.isEmpty { copyLinks(ofLine: y, width: width, from: canvas, to: &screen) }
    }
    return screen
  }

  /// Points the cells of `screen`'s line `y` (its first `width` columns) to the links their
  /// cells in `canvas` point to, one run of cells with the same link at a time. A `Cell`
  /// carries no link (a link is an index into its canvas's list), so copying cells alone
  /// would drop them.
  private static func copyLinks(
    ofLine y: Int, width: Int, from canvas: Canvas, to screen: inout Canvas
  ) {
    var x = 0
    while x < width {
      let id = canvas.packedCell(x: x, y: y).glyph.linkID
      var end = x + 1
      while end < width, canvas.packedCell(x: end, y: y).glyph.linkID == id { end += 1 }
      if id > 0, let uri = canvas.link(at: Point(x: x, y: y)) {
        screen.link(uri, line: y, columns: x..<end)
      }
      x = end
    }
  }
}
