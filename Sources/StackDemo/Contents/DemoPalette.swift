import StackCore

/// The demo's roles: what each piece of text means, drawn in the theme's style for it
/// (`--theme`, the terminal's background). The one role of the demo's own, ``price``, is added
/// to whatever theme is in force by ``withDemoRoles(_:)``: an app's own roles in a few lines.
enum DemoPalette {
  static let title = StyleRole.accent
  static let heading = StyleRole.title
  static let muted = StyleRole.muted
  static let accent = StyleRole.accent
  /// A price in the checkout: the demo's own role.
  static let price = StyleRole("price")
  /// Separator lines.
  static let rule = StyleRole.border
  /// The status line along the bottom.
  static let statusBar = StyleRole.status

  /// `theme` with the demo's price role: red, bold, on both backgrounds (red reads on black
  /// and on white at every depth).
  static func withDemoRoles(_ theme: Theme) -> Theme {
    theme.setting(price, RoleStyle(foreground: .red, attributes: .bold))
  }
}
