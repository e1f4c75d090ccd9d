internal import StackPlatform

/// Works out what a terminal shows — its colour depth and which theme reads on its
/// background — from what ncurses found and the environment (decision 0571).
enum TerminalAppearance {
  /// The render context for a terminal with `colorCount` colours (nil: colours not used),
  /// and `background` if the terminal answered the OSC 11 question.
  ///
  /// The background: `STACKTUI_THEME=light|dark` when set, else the terminal's answer, else
  /// `COLORFGBG`, else dark. 24-bit colour only when ``TrueColorDetection`` finds it
  /// (`COLORTERM`, the terminfo entry `entry`, a `-direct` `TERM`).
  static func context(
    colorCount: Int?, answeredBackground: TerminalBackground?,
    entry: TrueColorDetection.EntryFlags = TrueColorDetection.EntryFlags(),
    environment: (String) -> String? = TerminalAppearance.environment
  ) -> RenderContext {
    var depth = colorCount.map { ColorDepth(colors: $0, noColor: false, colorTerm: nil) } ?? .none
    if depth != .none,
      TrueColorDetection.takesTrueColor(
        colorTerm: environment("COLORTERM"), term: environment("TERM"), entry: entry,
        insideTmux: environment("TMUX") != nil, insideScreen: environment("STY") != nil)
    {
      depth = .trueColor
    }
    let background =
      themeOverride(environment("STACKTUI_THEME")) ?? answeredBackground
      ?? TerminalBackground(colorFGBG: environment("COLORFGBG")) ?? .dark
    return RenderContext(
      colorDepth: depth, theme: .standard(for: background),
      supportsLinks: LinkDetection.takesLinks(environment: environment))
  }

  /// The background `STACKTUI_THEME` asks for, or nil when unset or not `light`/`dark`.
  static func themeOverride(_ value: String?) -> TerminalBackground? {
    value.flatMap { TerminalBackground(rawValue: $0.lowercased()) }
  }

  /// The process environment's value for `name`.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
