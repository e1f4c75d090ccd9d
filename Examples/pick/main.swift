import ArgumentParser
import StackCore
import StackTerminal

// Only the line store: all of StackWidgets would make `ValidationError` (a form's) ambiguous.
import class StackWidgets.RecentLines

/// `pick [--height N | --full] [--exact] [--multi]`: the command line of ``PickApp``.
struct PickCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Pick a line of standard input by typing part of it; prints it on stdout.",
    discussion: """
      Lines are read from standard input as they arrive; keys come from the terminal. \
      Enter prints the chosen line (with --multi, the lines marked with Tab) and exits 0; \
      Esc or Ctrl-C exits 130; no input exits 1. At most --max-lines lines are read \
      (default 1,000,000; the count then says "max"), the rest is left unread. \
      Example: cd "$(find . -type d | pick)"
      """)

  @Option(help: "Lines to use under the prompt (inline); larger than the terminal: all of it.")
  var height = 10

  @Flag(help: "Use the whole screen (the alternate screen) instead of lines under the prompt.")
  var full = false

  @Flag(help: "Match the query as one piece (substring) instead of fuzzy.")
  var exact = false

  @Flag(help: "Tab and Shift-Tab mark several lines; Enter prints them in input order.")
  var multi = false

  @Option(help: "The most lines read; the rest of the input is left unread (memory bound).")
  var maxLines = RecentLines.defaultMaximumLines

  func validate() throws {
    guard height >= 1 else { throw ValidationError("--height must be at least 1.") }
    guard maxLines >= 1 else { throw ValidationError("--max-lines must be at least 1.") }
  }
}

/// Exit statuses, as fzf's.
enum PickStatus {
  static let picked: Int32 = 0
  static let nothing: Int32 = 1
  static let error: Int32 = 2
  static let cancelled: Int32 = 130
}

@MainActor
func runPick() -> Int32 {
  let command: PickCommand
  do {
    command = try PickCommand.parse()
  } catch {  // A bad argument is quoted in the message: it goes out escaped (ProcessExit).
    ProcessExit.exit(
      printing: PickCommand.fullMessage(for: error),
      status: PickCommand.exitCode(for: error) == .success ? 0 : PickStatus.error)
  }
  guard isatty(STDIN_FILENO) == 0 else {
    ProcessExit.exit(
      printing: "pick: standard input is a terminal; pipe the lines in, as in: find . | pick",
      status: PickStatus.error)
  }
  let clock = MonotonicClock()
  let app = PickApp(
    kind: command.exact ? .substring : .fuzzy, isMulti: command.multi, clock: clock,
    maximumLines: command.maxLines)
  do {
    let terminal = try NcursesTerminal(
      mode: command.full ? .fullScreen : .inline(height: command.height),
      streams: .controllingTerminal)
    terminal.deliverInterruptAsKey()
    let loop = AppLoop(
      terminal: terminal, app: app, clock: clock, frameInterval: PickApp.frameInterval)
    let input = StandardInput()
    input.watch = loop.watch(descriptor: .standardInput, endsOnItsOwn: true) {
      input.readAvailable(into: app)
    }
    loop.run()
    terminal.stop()
  } catch {
    ProcessExit.exit(printing: "pick: \(error)", status: PickStatus.error)
  }
  switch app.outcome {
  case .picked:
    let bytes = app.output
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return PickStatus.error }
      written += count
    }
    return PickStatus.picked
  case .noMatch, .noInput: return PickStatus.nothing
  case .cancelled, nil: return PickStatus.cancelled
  }
}

exit(runPick())
