#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// ncurses could not start on the terminal type `term` (unknown `TERM`, no terminfo entry,
  /// or the streams are unusable).
  case cannotOpen(term: String)
  /// `stream` (`"stdin"` or `"stdout"`) is not connected to a terminal.
  case notATerminal(stream: String)

  /// A message for the user.
  public var description: String {
    switch self {
    case .cannotOpen(let term):
      "cannot open the terminal: ncurses does not support TERM=\(term) "
        + "(check TERM and that its terminfo entry is installed)"
    case .notATerminal(let stream):
      "\(stream) is not a terminal: run this program in an interactive terminal "
        + "(not with \(stream) redirected)"
    }
  }

  /// Throws ``notATerminal(stream:)`` unless both standard input and standard output are
  /// terminals (`isatty`).
  public static func checkInteractive() throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "stdin") }
    guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "stdout") }
  }
}
