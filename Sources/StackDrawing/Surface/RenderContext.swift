/// What everything that draws needs to know about the terminal and the moment: its colour
/// depth, its background, the theme, whether it shows a real cursor and takes links, and the
/// time on the loop's clock. It reaches every row, widget and overlay through the ``Surface``
/// it draws on, so no app copies a terminal's capabilities into its parts by hand.
///
/// ```swift
/// func render(in surface: inout Surface, isFocused: Bool) {
///   let role: StyleRole = isFocused ? .focus : .border
///   surface.write("Files", at: .zero, role: role)      // resolved for this terminal
///   if surface.context.isMonochrome { /* attributes only */ }
/// }
/// ```
public struct RenderContext: Sendable, Hashable {
  /// The terminal's colours; ``ColorDepth/none`` under `NO_COLOR`.
  public var colorDepth: ColorDepth
  /// The theme roles are drawn with.
  public var theme: Theme
  /// Whether the terminal shows a real cursor where a widget puts it (a text field draws its
  /// own when not).
  public var showsCursor: Bool
  /// Whether the terminal takes OSC 8 hyperlinks (a link's text is shown either way).
  public var supportsLinks: Bool
  /// Milliseconds on the loop's clock when this frame is drawn: spinners and toasts read it,
  /// so a script's virtual time moves them as a terminal's real time does.
  public var milliseconds: Int64

  /// A context; the defaults are a 256-colour terminal with a dark background, a cursor, no
  /// links, at time zero.
  public init(
    colorDepth: ColorDepth = .palette256, theme: Theme = .dark, showsCursor: Bool = true,
    supportsLinks: Bool = false, milliseconds: Int64 = 0
  ) {
    self.colorDepth = colorDepth
    self.theme = theme
    self.showsCursor = showsCursor
    self.supportsLinks = supportsLinks
    self.milliseconds = milliseconds
  }

  /// True when there is no colour: roles are drawn with attributes only.
  public var isMonochrome: Bool { colorDepth == .none }

  /// The background the theme is for.
  public var background: TerminalBackground { theme.background }

  /// The cell style of `role` on this terminal with this theme.
  public func style(_ role: StyleRole) -> CellStyle {
    theme[role].cellStyle(for: colorDepth)
  }

  /// A monochrome context (attributes only), as `NO_COLOR` gives.
  public static let monochrome = RenderContext(colorDepth: .none)
}
