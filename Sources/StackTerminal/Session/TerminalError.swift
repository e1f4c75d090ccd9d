internal import StackPlatform

/// Why a terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// ncurses could not start on the terminal type `term` (unknown `TERM`, no terminfo entry,
  /// or the streams are unusable).
  case cannotOpen(term: String)
  /// The terminal type `term` lacks capabilities drawing needs: `missing` lists their
  /// terminfo names (`cup` to move the cursor to any cell, `clear` to clear the screen).
  case unsupported(term: String, missing: [String])
  /// `stream` (`"stdin"` or `"stdout"`) is not connected to a terminal.
  case notATerminal(stream: String)
  /// The process has no controlling terminal (`/dev/tty` cannot be opened), which inline
  /// mode draws on.
  case noControllingTerminal
  /// A frame could not be sent: `write(2)` failed with the error number `errno` (the
  /// terminal went away, for example).
  case writeFailed(errno: Int32)

  /// A message for the user, one line. The terminal type is shown with control characters
  /// escaped (`\u{1B}`) and shortened when very long: it comes from the environment.
  public var description: String {
    switch self {
    case .cannotOpen(let term) where term.isEmpty:
      "cannot open the terminal: TERM is not set "
        + "(set it to your terminal's type, for example TERM=xterm-256color)"
    case .cannotOpen(let term):
      "cannot open the terminal: ncurses does not support TERM=\(MessageText.escaped(term)) "
        + "(check TERM and that its terminfo entry is installed)"
    case .unsupported(let term, let missing):
      "cannot use the terminal: TERM=\(MessageText.escaped(term)) cannot "
        + missing.map(Self.ability).joined(separator: " or ")
        + " (set TERM to your terminal's type, for example TERM=xterm-256color)"
    case .notATerminal(let stream):
      "\(stream) is not a terminal: run this program in an interactive terminal "
        + "(not with \(stream) redirected)"
    case .noControllingTerminal:
      "cannot open /dev/tty: run this program from an interactive terminal"
    case .writeFailed(let number):
      "cannot write to the terminal: \(String(cString: strerror(number)))"
    }
  }

  /// What the terminfo capability `name` does, for a message.
  private static func ability(_ name: String) -> String {
    switch name {
    case "cup": "move the cursor to any cell (cup)"
    case "clear": "clear the screen (clear)"
    default: "do '\(MessageText.escaped(name))'"
    }
  }

  /// Throws ``notATerminal(stream:)`` unless both standard input and standard output are
  /// terminals (`isatty`).
  public static func checkInteractive() throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "stdin") }
    guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "stdout") }
  }
}
