import StackLive
import StackTerminal

/// run-stream's state, first on its footer line (the keys follow it): how many lines, the
/// command, and while it runs a spinner and the time so far; once it ended, its exit status
/// and the time it took,
/// marked ✓ for a success (exit 0) and ✗ for anything else (a failure shows in the error
/// colour too, ``isFailure``).
struct RunStreamStatus {
  static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  let text: String
  /// True once the command ended other than with exit 0, or could not start.
  let isFailure: Bool

  init(
    command: [[UInt8]], lines: Int, termination: ChildProcess.Termination?, startFailure: String?,
    isStopping: Bool, stopSignal: Int32? = nil, elapsed: Duration, spinnerFrame: Int
  ) {
    // Short: the keys come after it.
    let name = MessageText.escaped(bytes: Array(command.joined(separator: [0x20])), limit: 40)
    let seconds = Self.seconds(elapsed)
    let count = "\(lines) line\(lines == 1 ? "" : "s")"
    // What matters first, the command last: a narrow terminal cuts the command.
    isFailure = startFailure != nil || (termination.map { $0 != .exited(0) } ?? false)
    if startFailure != nil {
      text = "✗ cannot start · exit 127 · \(name)"
    } else if let termination {
      let mark = isFailure ? "✗" : "✓"
      text = "\(mark) \(termination) · \(seconds) · \(count) · \(name)"
    } else {
      let frame =
        stopSignal.map { "stopped (\(ChildProcess.Termination.name(of: $0)))" }
        ?? String(Self.spinner[spinnerFrame % Self.spinner.count])
      let action = isStopping ? " · stopping… Ctrl-C kills" : ""
      text = "\(frame) \(seconds) · \(count)\(action) · \(name)"
    }
  }

  /// `1.2 s`: tenths of a second.
  static func seconds(_ duration: Duration) -> String {
    let tenths = Int(duration / .milliseconds(100))
    return "\(tenths / 10).\(tenths % 10) s"
  }
}
