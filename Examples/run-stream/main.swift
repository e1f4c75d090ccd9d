import ArgumentParser
import StackCore
import StackTerminal

// Only the line store: all of StackWidgets would make `ValidationError` (a form's) ambiguous.
import class StackWidgets.RecentLines

/// `run-stream -- COMMAND [ARGUMENT…]`: the command line of ``RunStreamApp``.
struct RunStreamCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run-stream",
    abstract: "Run a command and watch its output arrive, as a stack of line rows.",
    discussion: "Standard output and standard error (marked ▌) as they arrive, following the "
      + "end. ↑↓ PgUp PgDn Home End move, Enter expands a line, Ctrl-C stops the command "
      + "(again: kills it), q quits; the command ends with run-stream (SIGTERM, then SIGKILL "
      + "after 0.5 s) and runs without the terminal (its own session). Memory is bounded: at "
      + "most --max-lines lines are kept (and 256 MiB), the oldest dropped past that (a row "
      + "tells how many). Example: run-stream -- find /usr -name '*.h'")

  @Option(help: "The most lines kept (older ones are dropped, a row tells how many).")
  var maxLines = RecentLines.defaultMaximumLines

  @Argument(parsing: .postTerminator, help: "The command and its arguments, after --.")
  var arguments: [String] = []

  /// ``arguments`` as the bytes given on the command line: an argument that is not UTF-8
  /// reaches the command as it is, not as the text Swift repairs it into.
  var argumentBytes: [[UInt8]] {
    CommandLineBytes.trailingBytes(of: arguments) ?? arguments.map { Array($0.utf8) }
  }

  func validate() throws {
    guard maxLines >= 8 else { throw ValidationError("--max-lines must be at least 8") }
    guard !arguments.isEmpty else { throw ValidationError("give a command to run, after --") }
  }
}

let command: RunStreamCommand
do {
  command = try RunStreamCommand.parse()
} catch {
  // A bad argument is quoted in the message: it goes out escaped (ProcessExit).
  ProcessExit.exit(
    printing: RunStreamCommand.fullMessage(for: error),
    status: RunStreamCommand.exitCode(for: error).rawValue)
}
do {
  guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "stdout") }
  let app = RunStreamApp(argumentBytes: command.argumentBytes, maximumLines: command.maxLines)
  let terminal = try NcursesTerminal()
  terminal.deliverInterruptAsKey()
  AppLoop(terminal: terminal, app: app).run()
  terminal.stop()
  // The command's status is run-stream's: a script sees its failure, or that it was stopped.
  exit(app.exitStatus())
} catch {
  ProcessExit.exit(
    printing: RunStreamCommand.fullMessage(for: error),
    status: RunStreamCommand.exitCode(for: error).rawValue)
}
