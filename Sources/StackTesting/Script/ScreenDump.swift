import StackTerminal

/// The text a scripted run prints: screens as `tmux capture-pane -p` prints them.
///
/// A screen is exactly one line per terminal row, each ending in `"\n"`, trailing spaces
/// trimmed, wide characters written once; empty rows at the bottom are printed as empty
/// lines, so a 24-row screen is always 24 lines (capture-pane does the same).
public enum ScreenDump {
  /// One screen.
  public static func text(of lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  /// What a run with these snapshots and final screen prints in `mode` (the demo's
  /// `--dump`).
  public static func text(snapshots: [ScriptSnapshot], finalScreen: [String], mode: DumpMode)
    -> String
  {
    switch mode {
    case .final:
      return text(of: finalScreen)
    case .each:
      var output = ""
      for snapshot in snapshots {
        output += "--- snapshot \(snapshot.name) ---\n" + text(of: snapshot.lines)
      }
      return output + "--- final ---\n" + text(of: finalScreen)
    }
  }
}
