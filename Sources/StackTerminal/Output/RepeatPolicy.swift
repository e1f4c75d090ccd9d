/// When the frame encoder may use the terminal's `rep` capability (repeat the character just
/// written), from the `STACKTUI_REPEAT` environment variable: for terminals whose `TERM`
/// entry promises `rep` while the terminal itself does not honour it (or only for ASCII).
///
/// ```sh
/// STACKTUI_REPEAT=ascii stack-demo   # repeat ASCII characters only
/// STACKTUI_REPEAT=never stack-demo   # never send rep: every cell is written out
/// ```
enum RepeatPolicy: Equatable {
  /// `rep` for any character when the entry has it (ASCII only inside tmux or GNU screen).
  case automatic
  /// `rep` for ASCII characters only.
  case asciiOnly
  /// Never `rep`.
  case never

  /// The policy `STACKTUI_REPEAT` asks for: `ascii`, `never` (or `none`, `0`); anything else
  /// (or unset) is ``automatic``.
  init(environment value: String?) {
    switch value?.lowercased() {
    case "ascii": self = .asciiOnly
    case "never", "none", "0": self = .never
    default: self = .automatic
    }
  }
}
