/// How an ``NcursesTerminal`` uses the terminal: the whole screen, or a few lines under the
/// shell's prompt.
///
/// ```swift
/// // A picker in 10 lines under the prompt, drawn on /dev/tty; its result goes to stdout.
/// let terminal = try NcursesTerminal(mode: .inline(height: 10))
/// ```
public enum TerminalMode: Sendable, Hashable {
  /// The whole screen, on the alternate screen: the shell's screen comes back afterwards.
  case fullScreen
  /// `height` lines starting at the line under the prompt (the screen scrolls up first when
  /// the prompt is near the bottom), without the alternate screen, as `fzf --height` does.
  /// A height larger than the terminal uses the whole terminal; less than 1 counts as 1.
  /// `onExit` says what becomes of the lines when the terminal stops.
  case inline(height: Int, onExit: InlineExit = .clear)
}

/// What an inline terminal leaves behind when it stops; in either case the cursor ends
/// where the shell's prompt continues.
public enum InlineExit: Sendable, Hashable {
  /// The lines are cleared and the prompt continues where they started.
  case clear
  /// The last frame stays on the screen and the prompt continues below it.
  case keep
}

/// Where an ``NcursesTerminal`` reads keys and draws frames.
public enum TerminalStreams: Sendable, Hashable {
  /// Standard input and standard output.
  case standard
  /// The controlling terminal, `/dev/tty`: standard input and output stay free (a picker
  /// reads its lines from stdin and prints its choice to stdout).
  case controllingTerminal
  /// Keys from the controlling terminal, `/dev/tty`, frames on standard output: standard
  /// input stays free for text piped in (`command | viewer`).
  case keysFromControllingTerminal
}
