/// Works out whether a terminal takes 24-bit colour (`ESC[38;2;r;g;bm`), the way the
/// established libraries do (decision 0635): 24-bit colour is asked for, never assumed.
///
/// A terminal takes it when any of these says so:
/// - `COLORTERM` is `truecolor` or `24bit` (set by most terminals that have it, and passed
///   over ssh by many configurations), except inside GNU screen (`STY` set, or a `TERM`
///   starting with `screen` outside tmux): screen 4.x does not take `ESC[38;2` and passes
///   on the outer terminal's `COLORTERM` (decision 0660);
/// - its terminfo entry has the `RGB` capability (ncurses' direct-colour entries, as a flag
///   a number or a string) or tmux's `Tc` flag;
/// - its `TERM` ends in `-direct` (`xterm-direct`, `kitty-direct`...), or the entry has
///   2^24 colours or more.
///
/// `NO_COLOR` and monochrome screens are decided before this: they have no colour at all.
enum TrueColorDetection {
  /// What the terminal's entry says about 24-bit colour.
  struct EntryFlags: Sendable, Equatable {
    /// The `RGB` capability, as a flag, a number or a string.
    var hasRGB = false
    /// tmux's `Tc` flag.
    var hasTc = false
    /// The entry's `colors`.
    var colors = 0
  }

  /// True when a terminal with `colorTerm`, `term` and `entry` takes 24-bit colour;
  /// `insideTmux` when `TMUX` is set, `insideScreen` when `STY` is.
  static func takesTrueColor(
    colorTerm: String?, term: String?, entry: EntryFlags, insideTmux: Bool = false,
    insideScreen: Bool = false
  ) -> Bool {
    let term = term?.lowercased() ?? ""
    let screen = insideScreen || (!insideTmux && term.hasPrefix("screen"))
    if !screen, let value = colorTerm?.lowercased(), value == "truecolor" || value == "24bit" {
      return true
    }
    if entry.hasRGB || entry.hasTc || entry.colors >= 1 << 24 { return true }
    return term.hasSuffix("-direct")
  }

  /// What the current terminal's entry says (after `newterm`).
  @MainActor static func currentEntry(colors: Int) -> EntryFlags {
    EntryFlags(
      hasRGB: TerminfoEntry.flag("RGB") || TerminfoEntry.number("RGB") != nil
        || !TerminfoEntry.string("RGB").isEmpty,
      hasTc: TerminfoEntry.flag("Tc"), colors: colors)
  }
}
