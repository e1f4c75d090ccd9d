/// Styles by meaning: every ``StyleRole`` a widget draws with, mapped to a ``RoleStyle`` for
/// one kind of background. StackTUI has a dark and a light theme built in
/// (``Theme/dark``, ``Theme/light``); ``Theme/standard(for:)`` picks one for the terminal's
/// background. An app's own theme starts from one of them:
///
/// ```swift
/// let brand = Theme.dark
///   .setting(.accent, RoleStyle(foreground: ThemeColor(ansi: 5, palette: 170), attributes: .bold))
///   .setting(StyleRole("price"), RoleStyle(foreground: .green))
/// ```
///
/// A role the theme does not name is drawn as ``StyleRole/text``.
public struct Theme: Sendable, Hashable {
  /// The theme's name, for `--theme` and messages.
  public var name: String
  /// The background the theme is made for.
  public var background: TerminalBackground
  /// The style of each role.
  public private(set) var styles: [StyleRole: RoleStyle]

  /// A theme named `name` for `background` with `styles`.
  public init(name: String, background: TerminalBackground, styles: [StyleRole: RoleStyle]) {
    self.name = name
    self.background = background
    self.styles = styles
  }

  /// The style of `role`, or that of ``StyleRole/text`` when the theme does not name it.
  public subscript(role: StyleRole) -> RoleStyle {
    styles[role] ?? styles[.text] ?? .plain
  }

  /// This theme with `role` shown as `style`.
  public func setting(_ role: StyleRole, _ style: RoleStyle) -> Theme {
    var copy = self
    copy.styles[role] = style
    return copy
  }

  /// The built-in theme for `background`.
  public static func standard(for background: TerminalBackground) -> Theme {
    background == .light ? .light : .dark
  }
}
