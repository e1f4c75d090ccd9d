import ArgumentParser
import StackTerminal

/// Parses the command line and runs the demo. Usage errors exit with status 2 (not
/// ArgumentParser's 64) with the message and usage on stderr; `--help` and `--version` print
/// to stdout and exit 0; the demo's own failures print one line and exit with their status.
func runStackDemo() -> Never {
  OutputSink.occupyClosedStandardDescriptors()
  do {
    var command = try StackDemoCommand.parseAsRoot()
    try command.run()
  } catch let failure as DemoFailure {
    printError(failure.message)
    exit(failure.exitCode)
  } catch {
    let code = StackDemoCommand.exitCode(for: error)
    if code == .success {
      // --help, --version: written through the checked sink, so a closed or full stdout
      // is reported instead of lost.
      do throws(DemoFailure) {
        try OutputSink.standardOutput.write(StackDemoCommand.fullMessage(for: error) + "\n")
      } catch {
        printError(error.message)
        exit(2)
      }
      exit(0)
    }
    guard code == .validationFailure else {
      ProcessExit.exit(printing: StackDemoCommand.fullMessage(for: error), status: code.rawValue)
    }
    printError(StackDemoCommand.fullMessage(for: error))
    exit(2)
  }
  exit(0)
}

/// Writes `message` and a newline to standard error, each line escaped and shortened the way
/// every executable of the repository escapes its messages (`ProcessExit.escapedLines(_:)`:
/// ArgumentParser quotes arguments raw and whole). A failure to write to standard error
/// cannot be reported anywhere and is ignored.
func printError(_ message: String) {
  let stderr = OutputSink(name: "standard error", descriptor: STDERR_FILENO)
  try? stderr.write(ProcessExit.escapedLines(message) + "\n")
}

runStackDemo()
