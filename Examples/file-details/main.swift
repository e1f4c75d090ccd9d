import ArgumentParser
import StackTerminal

/// `file-details [FOLDER]`: the command line of ``FileDetailsApp``.
struct FileDetailsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "file-details",
    abstract: "A folder's files as rows whose details load in the background.",
    discussion: "Each row shows a spinner until a background task has read the file's kind "
      + "and size. ↑↓ PgUp PgDn Home End move, q quits.")

  @Argument(help: "The folder to list (default: the current one).")
  var folder = "."

  /// ``folder`` as the bytes given on the command line: a name that is not UTF-8 is opened
  /// by its bytes, not by the text Swift repairs it into.
  var folderBytes: [UInt8] { CommandLineBytes.bytes(of: folder) ?? Array(folder.utf8) }
}

let command: FileDetailsCommand
do {
  command = try FileDetailsCommand.parse()
} catch {
  // A bad argument is quoted in the message: it goes out escaped (ProcessExit).
  ProcessExit.exit(
    printing: FileDetailsCommand.fullMessage(for: error),
    status: FileDetailsCommand.exitCode(for: error).rawValue)
}
do {
  try TerminalError.checkInteractive()
  let names = try FolderListing.names(in: command.folderBytes)
  let app = FileDetailsApp(folder: command.folderBytes, names: names)
  let terminal = try NcursesTerminal()
  await app.runAsync(on: terminal)
  terminal.stop()
} catch {
  ProcessExit.exit(
    printing: FileDetailsCommand.fullMessage(for: error),
    status: FileDetailsCommand.exitCode(for: error).rawValue)
}
