import StackTerminal
import StackTesting
import Testing

/// Opens a `NcursesTerminalTests.size` terminal (StackTesting's ``HeadlessNcurses``, as
/// `xterm-256color`) as described on the suite, runs `body`, and restores the environment
/// and locale afterwards.
@MainActor
func withHeadlessTerminal(
  forceMonochrome: Bool = false, _ body: (HeadlessNcurses) throws -> Void
) throws {
  let savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
  let names = ["LINES", "COLUMNS"]
  let savedEnvironment = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
  defer {
    setlocale(LC_ALL, savedLocale)
    for (name, value) in savedEnvironment {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
  }
  let headless = try HeadlessNcurses(
    size: NcursesTerminalTests.size, forceMonochrome: forceMonochrome)
  defer { headless.close() }
  try body(headless)
}
