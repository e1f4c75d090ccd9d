import StackCore

/// The demo's shared styles. Colours are dropped by the terminal in monochrome mode; the
/// attributes chosen here keep things readable without them.
enum DemoPalette {
  static let title = CellStyle(foreground: .ansi(14), attributes: .bold)
  static let heading = CellStyle(foreground: .ansi(11), attributes: .bold)
  static let muted = CellStyle(attributes: .dim)
  static let accent = CellStyle(foreground: .ansi(10))
  static let price = CellStyle(foreground: .ansi(13), attributes: .bold)
  static let bar = CellStyle(foreground: .ansi(0), background: .ansi(6))
  static let statusBar = CellStyle(foreground: .ansi(0), background: .ansi(7))
  static let statusBarMonochrome = CellStyle(attributes: .reverse)
}
