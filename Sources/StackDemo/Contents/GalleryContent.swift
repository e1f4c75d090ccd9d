import StackCore

/// A fixed-size row drawn with colour blocks (shades when there is no colour). Selected, the
/// tiles keep their colours: the selection marks the cells between them.
final class GalleryContent: RowContent {
  private let colors: [UInt8] = [1, 3, 2, 6, 4, 5, 9, 11, 10, 14, 12, 13]
  private let shades: [Character] = ["░", "▒", "▓", "█"]

  func sizing(along axis: Axis) -> RowSizing { axis == .vertical ? .fixed(5) : .fixed(26) }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("Gallery", at: Point(x: 0, y: 0), style: DemoPalette.heading)
    let tile = 4
    let columns = max(1, (surface.size.width - 1) / (tile + 1))
    for row in 0..<(surface.size.height - 1) {
      for column in 0..<columns {
        let index = (row * columns + column) % colors.count
        let x = column * (tile + 1)
        // Shades without colour; tiles keep their colours when selected (the stack's
        // selection leaves cells with colours of their own as they are).
        if context.isMonochrome {
          let glyph = shades[index % shades.count]
          surface.write(String(repeating: glyph, count: tile), at: Point(x: x, y: row + 1))
        } else {
          let style = CellStyle(background: .ansi(colors[index]))
          surface.fill(Rect(x: x, y: row + 1, width: tile, height: 1), style: style)
        }
      }
    }
  }
}
