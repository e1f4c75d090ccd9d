import ArgumentParser
import StackTerminal

/// `two-pane [DIR]`: the command line of ``TwoPaneApp``.
struct TwoPaneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "two-pane", abstract: "Folders left, files right; Tab or a click switches.")

  @Argument(help: "The folder to show.")
  var folder = "."
}

do {
  let command = try TwoPaneCommand.parse()
  try TerminalError.checkInteractive()
  let app = TwoPaneApp(path: command.folder)
  let terminal = try NcursesTerminal()
  AppLoop(terminal: terminal, app: app).run()
  terminal.stop()
} catch {  // A bad argument is quoted in the message: it goes out escaped (ProcessExit).
  let status = TwoPaneCommand.exitCode(for: error).rawValue
  ProcessExit.exit(printing: TwoPaneCommand.fullMessage(for: error), status: status)
}
