import StackTerminal
import StackWidgets

/// `StackTestingFixtureApp [--rows N] [--inline N [--keep]] [--query] [--live N | --spinner |
/// --loads]`:
/// runs ``FixtureApp``
/// (20 rows by default) on the real terminal until `q`; `--inline N` in N lines under the
/// prompt (cleared at the end unless `--keep`), drawn on /dev/tty; `--query` puts an input
/// line on the last line instead of the status (Enter or Esc quits, Enter printing the text
/// on stdout); `--live N` runs ``LiveFixtureApp`` (N lines from a background thread, 50 ms
/// apart), `--spinner` ``SpinnerFixtureApp`` and `--loads` ``LoadsFixtureApp`` instead.
@MainActor
func runFixtureApp() -> Int32 {
  var rows = 20
  var mode = TerminalMode.fullScreen
  var hasQuery = false
  var liveLines: Int?
  var isSpinner = false
  var isLoads = false
  var arguments = CommandLine.arguments.dropFirst()
  while let argument = arguments.popFirst() {
    switch argument {
    case "--rows": rows = arguments.popFirst().flatMap { Int($0) } ?? rows
    case "--inline": mode = .inline(height: arguments.popFirst().flatMap { Int($0) } ?? 10)
    case "--keep":
      if case .inline(let height, _) = mode { mode = .inline(height: height, onExit: .keep) }
    case "--query": hasQuery = true
    case "--live": liveLines = arguments.popFirst().flatMap { Int($0) } ?? 5
    case "--spinner": isSpinner = true
    case "--loads": isLoads = true
    default: break
    }
  }
  do {
    let terminal = try NcursesTerminal(mode: mode)
    let clock = MonotonicClock()
    if isSpinner || isLoads || liveLines != nil {
      let live: any TerminalApp
      if isLoads {
        live = LoadsFixtureApp()
      } else if isSpinner {
        live = SpinnerFixtureApp()
      } else {
        live = LiveFixtureApp(count: liveLines ?? 5, gap: .milliseconds(50))
      }
      AppLoop(terminal: terminal, app: live, clock: clock).run()
      terminal.stop()
      return 0
    }
    let app = try FixtureApp(rows: rows, size: terminal.size, clock: clock)
    if hasQuery { app.input = InputLine(prompt: "> ", placeholder: "query") }
    AppLoop(terminal: terminal, app: app, clock: clock).run()
    terminal.stop()
    if let submitted = app.submitted {
      let line = Array((submitted + "\n").utf8)
      _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
    return 0
  } catch {
    let message = Array("StackTestingFixtureApp: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    return 1
  }
}

exit(runFixtureApp())
