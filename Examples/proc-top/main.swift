import StackTerminal

// `proc-top`: the processes of /proc in a table (ProcTopApp). No arguments.
do {
  try TerminalError.checkInteractive()
  let terminal = try NcursesTerminal()
  ProcTopApp().run(on: terminal)
  terminal.stop()
} catch {
  ProcessExit.exit(printing: "proc-top: \(error)", status: 1)
}
