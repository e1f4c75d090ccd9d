import ArgumentParser
import StackTerminal

/// `hello-stack [--rows N]`: the command line of ``HelloApp``.
struct HelloStackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hello-stack",
    abstract: "The smallest StackTUI app: move with ↑↓, pick with Enter, quit with q.")

  @Option(help: "How many rows to show.")
  var rows = 12

  func validate() throws {
    guard (1...10_000).contains(rows) else {
      throw ValidationError("--rows must be between 1 and 10000")
    }
  }
}

let command: HelloStackCommand
do {
  command = try HelloStackCommand.parse()
} catch {
  // A bad argument is quoted in the message: it goes out escaped (ProcessExit).
  ProcessExit.exit(
    printing: HelloStackCommand.fullMessage(for: error),
    status: HelloStackCommand.exitCode(for: error).rawValue)
}
do {
  try TerminalError.checkInteractive()
  let app = try HelloApp(items: (1...command.rows).map { "Hello, row \($0)" })
  let terminal = try NcursesTerminal()
  AppLoop(terminal: terminal, app: app).run()
  terminal.stop()
} catch {
  ProcessExit.exit(
    printing: HelloStackCommand.fullMessage(for: error),
    status: HelloStackCommand.exitCode(for: error).rawValue)
}
