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
    fputs(StackDemoCommand.fullMessage(for: error) + "\n", stderr)
    fputs(StackDemoCommand.usageString() + "\n", stderr)
    exit(2)
  }
  do {
    try command.run()
  } catch let failure as DemoFailure {
    fputs(failure.message + "\n", stderr)
    exit(failure.exitCode)
  } catch {
    fputs("stack-demo: \(error)\n", stderr)
    exit(2)
  }
  exit(0)
}

runStackDemo()
