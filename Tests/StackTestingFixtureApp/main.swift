import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `StackTestingFixtureApp [--rows N | --live N]`: runs ``FixtureApp`` (20 rows by default)
/// on the real terminal until `q`; with `--live N`, ``LiveFixtureApp`` loading N lines from
/// a background thread, 50 ms apart; with `--spinner`, ``SpinnerFixtureApp``.
@MainActor
func runFixtureApp() -> Int32 {
  var rows = 20
  var liveLines: Int?
  let arguments = CommandLine.arguments.dropFirst()
  let value = arguments.dropFirst().first.flatMap { Int($0) }
  if arguments.first == "--rows", let value { rows = value }
  if arguments.first == "--live", let value { liveLines = value }
  do {
    let terminal = try NcursesTerminal()
    let clock = MonotonicClock()
    let app: any TerminalApp =
      if arguments.first == "--spinner" {
        SpinnerFixtureApp()
      } else if let liveLines {
        LiveFixtureApp(count: liveLines, gap: .milliseconds(50))
      } else {
        try FixtureApp(rows: rows, size: terminal.size, clock: clock)
      }
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
