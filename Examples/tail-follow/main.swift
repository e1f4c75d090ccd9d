import ArgumentParser
import StackCore
import StackTerminal

// Only the line store: all of StackWidgets would make `ValidationError` (a form's) ambiguous.
import class StackWidgets.RecentLines

/// `tail-follow [FILE]`: the command line of ``TailFollowApp``.
struct TailFollowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tail-follow",
    abstract: "Follow a growing text file (or text piped in) as a stack of line rows.",
    discussion: "↑↓ PgUp PgDn Home End move (End follows again), / finds, n N next/previous "
      + "match, Esc ends the search, q quits. A file is followed like tail -F (truncation "
      + "and rotation). With text piped in, keys are read from the terminal (/dev/tty). "
      + "Memory is bounded: a file's lines are read back from it as they are shown (only "
      + "where each starts is kept), and at most --max-lines lines are kept (the oldest "
      + "dropped past that, a row tells how many).")

  @Argument(help: "The file to follow; omit it to read standard input.")
  var file: String?

  @Option(help: "The most lines kept (older ones are dropped, a row tells how many).")
  var maxLines = RecentLines.defaultMaximumLines

  /// ``file`` as the bytes given on the command line: a name that is not UTF-8 is opened by
  /// its bytes, not by the text Swift repairs it into.
  var fileBytes: [UInt8]? {
    file.map { CommandLineBytes.bytes(of: $0) ?? Array($0.utf8) }
  }

  func validate() throws {
    guard maxLines >= 8 else { throw ValidationError("--max-lines must be at least 8") }
    if file == nil && isatty(STDIN_FILENO) == 1 {
      throw ValidationError("give a FILE, or pipe text in (command | tail-follow)")
    }
  }
}

let command: TailFollowCommand
do {
  command = try TailFollowCommand.parse()
} catch {
  // A bad argument is quoted in the message: it goes out escaped (ProcessExit).
  ProcessExit.exit(
    printing: TailFollowCommand.fullMessage(for: error),
    status: TailFollowCommand.exitCode(for: error).rawValue)
}
do {
  // A folder or a device is refused here, before the terminal starts.
  let source = try TailSource.make(pathBytes: command.fileBytes)
  guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "stdout") }
  // With the text on standard input, the keys come from the terminal itself.
  let app = TailFollowApp(
    source: source,
    name: command.fileBytes.map { MessageText.escaped(bytes: $0, limit: .max) } ?? "stdin",
    maximumLines: command.maxLines)
  let terminal = try NcursesTerminal(
    streams: command.file == nil ? .keysFromControllingTerminal : .standard)
  AppLoop(terminal: terminal, app: app).run()
  terminal.stop()
} catch {
  ProcessExit.exit(
    printing: TailFollowCommand.fullMessage(for: error),
    status: TailFollowCommand.exitCode(for: error).rawValue)
}
