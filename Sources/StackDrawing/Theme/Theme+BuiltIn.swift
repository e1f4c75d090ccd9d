// The built-in themes (decision 0571). Every pair was chosen for a contrast of at least 3:1
// against the background it is drawn on, with xterm's default palette, at 8 colours (where
// bright colours come out as their base colour) and at 256: on a dark background blue text
// fails (2.2:1), on a light one green, yellow and cyan text fail (1.9–2.1:1), so those show as
// backgrounds behind black text instead. ContrastCheck in StackTesting verifies every screen.
extension Theme {
  /// For light text on a dark background.
  public static let dark = Theme(
    name: "dark", background: .dark,
    styles: [
      .text: .plain,
      .muted: RoleStyle(foreground: ThemeColor(ansi: 7, palette: 246), monochrome: .dim),
      .accent: RoleStyle(foreground: ThemeColor(ansi: 6, palette: 44), attributes: .bold),
      .title: RoleStyle(attributes: .bold),
      .header: RoleStyle(attributes: [.bold, .underline]),
      .border: .plain,
      .focus: RoleStyle(foreground: ThemeColor(ansi: 6, palette: 44), attributes: .bold),
      .selection: RoleStyle(
        foreground: ThemeColor(ansi: 7, palette: 255), background: ThemeColor(ansi: 4, palette: 25),
        monochrome: .reverse),
      .unfocusedSelection: RoleStyle(attributes: .underline),
      .highlight: RoleStyle(attributes: .reverse),
      .match: RoleStyle(
        foreground: ThemeColor(ansi: 2, palette: 114), attributes: .bold,
        monochrome: [.bold, .underline]),
      .link: RoleStyle(
        foreground: ThemeColor(ansi: 6, palette: 81), attributes: .underline),
      .error: RoleStyle(foreground: ThemeColor(ansi: 1, palette: 203), attributes: .bold),
      .warning: RoleStyle(foreground: ThemeColor(ansi: 3, palette: 221)),
      .success: RoleStyle(foreground: ThemeColor(ansi: 2, palette: 114)),
      // Palette 16 (black) at 256 colours: bold text on the bar (a footer's keys) stays black;
      // xterm draws bold ansi 0 as bright black, 2.6:1 on 252.
      .status: RoleStyle(
        foreground: ThemeColor(ansi: 0, palette: 16), background: ThemeColor(ansi: 7, palette: 252),
        monochrome: .reverse),
      .gauge: RoleStyle(foreground: ThemeColor(ansi: 6, palette: 44)),
    ])

  /// For dark text on a light background.
  public static let light = Theme(
    name: "light", background: .light,
    styles: [
      .text: .plain,
      .muted: RoleStyle(foreground: ThemeColor(ansi: 0, palette: 242), monochrome: .dim),
      .accent: RoleStyle(foreground: ThemeColor(ansi: 4, palette: 25), attributes: .bold),
      .title: RoleStyle(attributes: .bold),
      .header: RoleStyle(attributes: [.bold, .underline]),
      .border: .plain,
      .focus: RoleStyle(foreground: ThemeColor(ansi: 4, palette: 25), attributes: .bold),
      // White on blue, as in the dark theme: black on light cyan turned grey under bold text
      // (xterm draws bold black as bright black, 2.0:1 on cyan at 8 colours, 2.7:1 on 153).
      .selection: RoleStyle(
        foreground: ThemeColor(ansi: 7, palette: 255), background: ThemeColor(ansi: 4, palette: 25),
        monochrome: .reverse),
      .unfocusedSelection: RoleStyle(attributes: .underline),
      .highlight: RoleStyle(attributes: .reverse),
      .match: RoleStyle(
        foreground: ThemeColor(ansi: 4, palette: 20), attributes: [.bold, .underline],
        monochrome: [.bold, .underline]),
      .link: RoleStyle(foreground: ThemeColor(ansi: 4, palette: 25), attributes: .underline),
      .error: RoleStyle(foreground: ThemeColor(ansi: 1, palette: 160), attributes: .bold),
      .warning: RoleStyle(
        foreground: .black, background: ThemeColor(ansi: 3, palette: 221), monochrome: .bold),
      .success: RoleStyle(
        foreground: .black, background: ThemeColor(ansi: 2, palette: 151), monochrome: .bold),
      .status: RoleStyle(
        foreground: ThemeColor(ansi: 7, palette: 255), background: ThemeColor(ansi: 4, palette: 25),
        monochrome: .reverse),
      .gauge: RoleStyle(foreground: ThemeColor(ansi: 4, palette: 25)),
    ])
}
