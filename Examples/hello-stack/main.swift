import StackTerminal

/// What `hello-stack --help` prints: the app takes no arguments.
let usage = """
  OVERVIEW: The smallest StackTUI app: move with ↑↓, pick with Enter, quit with q.

  USAGE: hello-stack
  """

// No argument parser (a first app needs none): `--help` prints the usage, any other argument
// is refused with it.
let arguments = CommandLine.arguments.dropFirst()
if !arguments.isEmpty {
  ProcessExit.exit(printing: usage, status: arguments == ["--help"] ? 0 : 2)
}
do {
  try TerminalError.checkInteractive()
  let app = try HelloApp(items: (1...12).map { "Hello, row \($0)" })
  let terminal = try NcursesTerminal()
  AppLoop(terminal: terminal, app: app).run()
  terminal.stop()
} catch {
  ProcessExit.exit(printing: "hello-stack: \(error)", status: 1)
}
