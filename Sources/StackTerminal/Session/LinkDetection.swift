/// Works out whether a terminal takes OSC 8 hyperlinks (decision 0636). There is no way to
/// ask a terminal, and one that does not know OSC 8 may show its bytes, so links are sent
/// only to terminals known to take them, or when asked for:
///
/// - never on an empty or unset `TERM`, `TERM=dumb`, the Linux console (`linux`) or a DEC
///   terminal (`vt` and a digit: `vt100`, `vt220`; not `vte-256color`), not even when asked
///   for;
/// - otherwise `STACKTUI_LINKS=1` (or `on`, `yes`, `true`) turns them on and
///   `STACKTUI_LINKS=0` (`off`, `no`, `false`) off, whatever else is known;
/// - never inside tmux or GNU screen (which pass them on only when configured to) unless
///   asked for;
/// - otherwise on iTerm2, WezTerm, VS Code, Ghostty, Hyper, Tabby and Rio (`TERM_PROGRAM`),
///   kitty (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`), foot and Alacritty (`TERM`), Windows
///   Terminal (`WT_SESSION`), Konsole 20.12 and later (`KONSOLE_VERSION`) and VTE 0.50 and
///   later (`VTE_VERSION`: GNOME Terminal, Tilix, Terminator...).
///
/// xterm does not take OSC 8: it gets the plain text.
enum LinkDetection {
  /// True when the terminal `environment` describes takes OSC 8 links.
  static func takesLinks(environment: (String) -> String?) -> Bool {
    let term = environment("TERM")?.lowercased() ?? ""
    if term.isEmpty || term == "dumb" || term == "linux" || Self.isDECTerminal(term) {
      return false
    }
    switch environment("STACKTUI_LINKS")?.lowercased() {
    case "1", "on", "yes", "true": return true
    case "0", "off", "no", "false": return false
    default: break
    }
    if environment("TMUX") != nil || environment("STY") != nil || term.hasPrefix("screen")
      || term.hasPrefix("tmux")
    {
      return false
    }
    let programs: Set = ["iterm.app", "wezterm", "vscode", "ghostty", "hyper", "tabby", "rio"]
    if let program = environment("TERM_PROGRAM")?.lowercased(), programs.contains(program) {
      return true
    }
    if environment("KITTY_WINDOW_ID") != nil || environment("WT_SESSION") != nil {
      return true
    }
    if ["xterm-kitty", "xterm-ghostty", "foot", "foot-extra", "alacritty", "wezterm"].contains(
      term)
    {
      return true
    }
    if let konsole = environment("KONSOLE_VERSION").flatMap(Int.init), konsole >= 201_200 {
      return true
    }
    if let vte = environment("VTE_VERSION").flatMap(Int.init), vte >= 5000 { return true }
    return false
  }

  /// True for a DEC terminal name: `vt` followed by a digit (`vt100`, `vt220`), not `vte`.
  static func isDECTerminal(_ term: String) -> Bool {
    let bytes = Array(term.utf8.prefix(3))
    return bytes.count == 3 && bytes[0] == UInt8(ascii: "v") && bytes[1] == UInt8(ascii: "t")
      && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[2])
  }
}
