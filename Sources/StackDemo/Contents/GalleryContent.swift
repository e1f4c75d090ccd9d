import StackCore

/// A fixed-size row drawn with blocks in the theme's colours (shades when there is no colour):
/// the roles a widget draws with, side by side. Selected, the tiles keep their colours: the
/// selection marks the cells between them.
final class GalleryContent: RowContent {
  private let roles: [StyleRole] = [
    .accent, .match, .error, .warning, .success, .focus, .link, .gauge, DemoPalette.price,
  ]
  private let shades: [Character] = ["░", "▒", "▓", "█"]

  func sizing(along axis: Axis) -> RowSizing { axis == .vertical ? .fixed(5) : .fixed(26) }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("Gallery", at: Point(x: 0, y: 0), role: DemoPalette.heading)
    let tile = 4
    let columns = max(1, (surface.size.width - 1) / (tile + 1))
    for row in 0..<(surface.size.height - 1) {
      for column in 0..<columns {
        let index = (row * columns + column) % roles.count
        let x = column * (tile + 1)
        // Shades without colour; tiles keep their colours when selected (the stack's
        // selection leaves cells with colours of their own as they are).
        if surface.context.isMonochrome {
          let glyph = shades[index % shades.count]
          surface.write(String(repeating: glyph, count: tile), at: Point(x: x, y: row + 1))
        } else {
          surface.fill(
            Rect(x: x, y: row + 1, width: tile, height: 1), with: "█", role: roles[index])
        }
      }
    }
  }
}
