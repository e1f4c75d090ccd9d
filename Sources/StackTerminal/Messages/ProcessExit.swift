internal import StackPlatform

/// Ends a command-line program with a message, escaped: the one way the repository's
/// executables leave on a usage error or a failure.
///
/// An argument parser quotes a bad argument as it was given (swift-argument-parser's
/// `parseOrExit()` prints `Unexpected argument '…'` raw), so an argument holding an escape
/// sequence would reach the user's terminal — set its title, write its clipboard. Every line
/// of the message goes through `MessageText` first (control characters
/// as `\u{1B}`, a line longer than ``lineLimit`` scalars shortened). With swift-argument-parser:
///
/// ```swift
/// let command: FileTreeCommand
/// do {
///   command = try FileTreeCommand.parse()
/// } catch {
///   ProcessExit.exit(
///     printing: FileTreeCommand.fullMessage(for: error),
///     status: FileTreeCommand.exitCode(for: error).rawValue)
/// }
/// ```
public enum ProcessExit {
  /// The longest line written whole, in scalars.
  public static let lineLimit = 4_096

  /// `message` with every line escaped and shortened (see ``ProcessExit``); line feeds kept.
  public static func escapedLines(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { MessageText.escaped($0, limit: lineLimit) }.joined(separator: "\n")
  }

  /// Writes `message` escaped (``escapedLines(_:)``) and a line feed — to standard output
  /// when `status` is 0 (`--help`, `--version`), to standard error otherwise — and exits the
  /// process with `status`. An empty message writes nothing. A failure to write cannot be
  /// reported anywhere and is ignored.
  public static func exit(printing message: String, status: Int32) -> Never {
    if !message.isEmpty {
      let descriptor = status == 0 ? STDOUT_FILENO : STDERR_FILENO
      write(escapedLines(message) + "\n", to: descriptor)
    }
    StackPlatform.exit(status)
  }

  /// Writes all of `text` to `descriptor`, retrying after a signal.
  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return }
      writeAll(descriptor, start, bytes.count)
    }
  }
}
