import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `StackTestingFixtureApp [--rows N]`: runs ``FixtureApp`` (20 rows by default) on the real
/// terminal until `q`.
@MainActor
func runFixtureApp() -> Int32 {
  var rows = 20
  let arguments = CommandLine.arguments.dropFirst()
  if arguments.first == "--rows", let value = arguments.dropFirst().first.flatMap({ Int($0) }) {
    rows = value
  }
  do {
    let terminal = try NcursesTerminal()
    let clock = MonotonicClock()
    let app = try FixtureApp(rows: rows, size: terminal.size, clock: clock)
    AppLoop(terminal: terminal, app: app, clock: clock).run()
    terminal.stop()
    return 0
  } catch {
    let message = Array("StackTestingFixtureApp: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    return 1
  }
}

exit(runFixtureApp())
