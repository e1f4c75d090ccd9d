/// A terminal's own colours: what `TerminalColor.default` shows as text and
/// behind it. ``dark`` is `xterm -fg white -bg black`; ``light`` is `xterm -fg black -bg
/// white` (xterm's own default).
///
/// ```swift
/// let sepia = XtermBackground(
///   name: "sepia", foreground: RenderedColor(red: 60, green: 40, blue: 20),
///   background: RenderedColor(red: 250, green: 240, blue: 220))
/// ```
public struct XtermBackground: Sendable, Hashable, CustomStringConvertible {
  /// The name reports use (`dark`, `light`).
  public var name: String
  /// The default foreground: the colour of text with no colour set.
  public var foreground: RenderedColor
  /// The default background.
  public var background: RenderedColor

  /// Creates a background with its default text colour.
  public init(name: String, foreground: RenderedColor, background: RenderedColor) {
    self.name = name
    self.foreground = foreground
    self.background = background
  }

  /// White text on black.
  public static let dark = XtermBackground(name: "dark", foreground: .white, background: .black)
  /// Black text on white.
  public static let light = XtermBackground(name: "light", foreground: .black, background: .white)
  /// Both, dark first.
  public static let both: [XtermBackground] = [.dark, .light]

  /// The same as ``name``.
  public var description: String { name }
}
