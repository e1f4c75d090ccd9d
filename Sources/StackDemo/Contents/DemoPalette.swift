import StackCore

/// The demo's shared styles. Colours are dropped by the terminal in monochrome mode; the
/// attributes chosen here keep things readable without them.
///
/// Every colour here reads on a dark and on a light background, on 8, 16 and 256-colour
/// terminals: text uses the terminal's default foreground (with bold or dim) or one of the
/// base colours that contrast with both black and white (red, magenta); filled bars set
/// both their colours. No bright colour is used for text: an 8-colour terminal folds bright
/// black onto black, and bright yellow, green and cyan vanish on white.
enum DemoPalette {
  static let title = CellStyle(foreground: .ansi(5), attributes: .bold)
  static let heading = CellStyle(attributes: .bold)
  static let muted = CellStyle(attributes: .dim)
  static let accent = CellStyle(foreground: .ansi(5))
  static let price = CellStyle(foreground: .ansi(1), attributes: .bold)
  /// Separator lines: the default foreground, dimmed.
  static let rule = CellStyle(attributes: .dim)
  static let bar = CellStyle(foreground: .ansi(0), background: .ansi(6))
  /// The status line: reverse video of the terminal's own colours, with or without colour.
  /// The terminal's foreground is the one colour sure to stand out from its background,
  /// dark or light, at any colour depth; a light grey bar (colour 7, #E5E5E5) is 1.26:1 on
  /// white (docs/decisions, "The status bar is reverse video").
  static let statusBar = CellStyle(attributes: .reverse)
  static let statusBarMonochrome = statusBar
}
