import ArgumentParser
import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `run-stream [--] COMMAND [ARGUMENT…]`: the command line of ``RunStreamApp``.
struct RunStreamCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run-stream",
    abstract: "Run a command and watch its output arrive, as a stack of line rows.",
    discussion: "Standard output and standard error (marked ▌) as they arrive, following the "
      + "end. ↑↓ PgUp PgDn Home End move, Enter expands a line, Ctrl-C stops the command "
      + "(again: kills it), q quits. Example: run-stream -- find /usr -name '*.h'")

  @Argument(parsing: .captureForPassthrough, help: "The command and its arguments.")
  var command: [String] = []

  func validate() throws {
    guard !arguments.isEmpty else { throw ValidationError("give a command to run, after --") }
  }

  var arguments: [String] { command.first == "--" ? Array(command.dropFirst()) : command }
}

let command = RunStreamCommand.parseOrExit()
do {
  guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "stdout") }
  let app = RunStreamApp(arguments: command.arguments)
  let terminal = try NcursesTerminal()
  terminal.deliverInterruptAsKey()
  AppLoop(terminal: terminal, app: app).run()
  terminal.stop()
} catch {
  RunStreamCommand.exit(withError: error)
}
