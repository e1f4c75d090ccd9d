import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses the command line. Usage errors exit with status 2 (not ArgumentParser's 64), as do
/// the demo's own failures; `--help` and `--version` exit 0.
func runStackDemo() -> Never {
  let command: StackDemoCommand
  do {
    command = try StackDemoCommand.parseAsRoot() as? StackDemoCommand ?? StackDemoCommand()
  } catch {
    let code = StackDemoCommand.exitCode(for: error)
    if code == .success { StackDemoCommand.exit(withError: error) }
    printError(StackDemoCommand.fullMessage(for: error))
    printError(StackDemoCommand.usageString())
    exit(2)
  }
  do {
    try command.run()
  } catch let failure as DemoFailure {
    printError(failure.message)
    exit(failure.exitCode)
  } catch {
    printError("stack-demo: \(error)")
    exit(2)
  }
  exit(0)
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
  let line = message + "\n"
  _ = line.utf8CString.withUnsafeBufferPointer { buffer in
    write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
  }
}

runStackDemo()
