/// When the frame encoder may use the terminal's `rep` capability (repeat the character just
/// written), from the `STACKTUI_REPEAT` environment variable.
///
/// By default `rep` repeats ASCII characters only, wherever the `TERM` entry has it: tmux
/// ignores `rep` after any other character, and tmux is often not detectable (`TMUX` does not
/// survive `ssh` or `sudo`, and many set tmux's `TERM` to `xterm-256color`). Any character is
/// repeated — a `─` separator line then costs 8 bytes instead of 237 — in xterm itself
/// (`XTERM_VERSION` set, no multiplexer in sight) or when asked:
///
/// ```sh
/// STACKTUI_REPEAT=any stack-demo     # repeat any character (the terminal honours rep)
/// STACKTUI_REPEAT=ascii stack-demo   # repeat ASCII characters only (the default elsewhere)
/// STACKTUI_REPEAT=never stack-demo   # never send rep: every cell is written out
/// ```
enum RepeatPolicy: Equatable {
  /// Any character in xterm outside a multiplexer, ASCII only elsewhere.
  case automatic
  /// Any character.
  case any
  /// ASCII characters only.
  case asciiOnly
  /// Never `rep`.
  case never

  /// The policy `STACKTUI_REPEAT` asks for: `any`, `ascii`, `never` (or `none`, `0`);
  /// anything else (or unset) is ``automatic``.
  init(environment value: String?) {
    switch value?.lowercased() {
    case "any": self = .any
    case "ascii": self = .asciiOnly
    case "never", "none", "0": self = .never
    default: self = .automatic
    }
  }

  /// Whether `rep` may follow any character, not only ASCII: for ``automatic``, when
  /// `xtermVersion` (`XTERM_VERSION`) is set and no multiplexer shows (`TMUX`, `STY`, or a
  /// `TERM` naming screen or tmux).
  func repeatsAnyCharacter(
    xtermVersion: String?, tmux: String?, screenSession: String?, term: String
  ) -> Bool {
    switch self {
    case .any: true
    case .asciiOnly, .never: false
    case .automatic:
      xtermVersion != nil && tmux == nil && screenSession == nil
        && !term.hasPrefix("screen") && !term.hasPrefix("tmux")
    }
  }
}
