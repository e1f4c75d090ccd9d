import CNcurses
import StackTesting
import Testing

@testable import StackTerminal

/// Loads the terminfo entry `name` with `setupterm` (no screen, no output), runs `body` while
/// it is the current entry, then puts the previous entry back and frees this one, as the
/// terminal-type probe does. `environment` is set for the duration (nil values unset), for
/// the variables `TerminalCapabilities` reads (`TMUX`, `STY`). Nil when the entry is missing.
@MainActor
func withTerminfoEntry<Result>(
  _ name: String, environment: [String: String?] = [:], _ body: () throws -> Result
) rethrows -> Result? {
  let saved = environment.keys.map { ($0, getenv($0).map { String(cString: $0) }) }
  for (key, value) in environment {
    if let value { setenv(key, value, 1) } else { unsetenv(key) }
  }
  defer {
    for (key, value) in saved {
      if let value { setenv(key, value, 1) } else { unsetenv(key) }
    }
  }
  let devNull = open("/dev/null", O_WRONLY)
  defer { close(devNull) }
  let previous = set_curterm(nil)
  var error: Int32 = 0
  guard setupterm(name, devNull, &error) == OK else {
    _ = set_curterm(previous)
    return nil
  }
  defer {
    let loaded = set_curterm(previous)
    _ = del_curterm(loaded)
  }
  return try body()
}

/// The capabilities `TerminalCapabilities` reads from the entry `name` in xterm (outside
/// tmux and GNU screen unless `insideMultiplexer`, set as `STY`); records an issue and returns nil when the entry is missing.
@MainActor
func capabilities(of name: String, insideMultiplexer: Bool = false) -> TerminalCapabilities? {
  // In xterm (`XTERM_VERSION`), where `rep` may follow any character unless a multiplexer
  // shows; `STACKTUI_REPEAT` unset.
  let environment: [String: String?] = [
    "TMUX": nil, "STY": insideMultiplexer ? "1.test" : nil, "XTERM_VERSION": "XTerm(379)",
    "STACKTUI_REPEAT": nil, "TERM": name,
  ]
  let result = withTerminfoEntry(name, environment: environment) { TerminalCapabilities() }
  if result == nil { Issue.record("no terminfo entry \(name)") }
  return result
}

/// Runs `body` in a UTF-8 locale as `NcursesTerminal` adopts it (the encoder's `wcwidth`
/// checks need one), then restores the locale.
@MainActor
func withTerminalLocale<Result>(_ body: () throws -> Result) rethrows -> Result {
  let saved = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
  defer { setlocale(LC_ALL, saved) }
  TerminalLocale.adopt()
  return try body()
}

/// Runs `body` with a headless `xterm-256color` terminal in colour: `NO_COLOR` (which
/// `swift test` may set) is unset while it starts.
@MainActor
func withColorTerminal(_ body: (HeadlessNcurses) throws -> Void) throws {
  let saved = getenv("NO_COLOR").map { String(cString: $0) }
  unsetenv("NO_COLOR")
  defer { if let saved { setenv("NO_COLOR", saved, 1) } }
  try withHeadlessTerminal { headless in
    try #require(!headless.terminal.isMonochrome)
    try body(headless)
  }
}

/// The key table ``KeySequences`` makes from the entry `name` (`[]`, with an issue recorded,
/// when the entry is missing).
@MainActor
func keySequences(of name: String) -> [(bytes: [UInt8], key: Key)] {
  let result = withTerminfoEntry(name, environment: ["TERM": name]) { KeySequences.table() }
  if result == nil { Issue.record("no terminfo entry \(name)") }
  return result ?? []
}
