import ArgumentParser
import StackTerminal

/// `file-tree [DIR]`: the command line of ``FileTreeApp``.
struct FileTreeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "file-tree",
    abstract: "Browse a folder as collapsible rows; folders are read only when opened.",
    discussion: "Enter or → opens a folder or shows a file's first lines; ← closes; q quits.")

  @Argument(help: "The folder to browse.")
  var folder = "."
}

let command: FileTreeCommand
do {
  command = try FileTreeCommand.parse()
} catch {
  // A bad argument is quoted in the message: it goes out escaped (ProcessExit).
  ProcessExit.exit(
    printing: FileTreeCommand.fullMessage(for: error),
    status: FileTreeCommand.exitCode(for: error).rawValue)
}
do {
  try TerminalError.checkInteractive()
  let app = try FileTreeApp(path: command.folder)
  let terminal = try NcursesTerminal()
  AppLoop(terminal: terminal, app: app).run()
  terminal.stop()
} catch {
  ProcessExit.exit(
    printing: FileTreeCommand.fullMessage(for: error),
    status: FileTreeCommand.exitCode(for: error).rawValue)
}
