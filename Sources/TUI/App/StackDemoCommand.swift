import ArgumentParser
import StackCore
import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stack-demo`: the interactive demo, or a headless scripted run with `--script`.
struct StackDemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stack-demo",
    abstract: "Scrollable stacks of rows in the terminal — the StackTUI demo.",
    discussion: """
      Interactive by default (needs a terminal on stdin and stdout). With --script FILE the
      demo runs headless on a virtual terminal and prints the screen as plain text.
      Keys: press ? inside the demo. Honours NO_COLOR.
      """,
    version: "stack-demo 0.1.0")

  @Option(help: "The screen to start on: showcase, checkout, goal, chat or list.")
  var screen: ScreenName = .showcase

  @Option(help: "Rows on the list screen (made lazily; up to 10,000,000).")
  var rows: Int = 1000

  @Flag(name: .customLong("no-color"), help: "Draw without colour (as NO_COLOR does).")
  var noColor = false

  func validate() throws {
    guard (0...10_000_000).contains(rows) else {
      throw ValidationError("--rows must be between 0 and 10000000 (got \(rows))")
    }
  }

  /// True when colour is off by flag or by a non-empty NO_COLOR.
  var wantsMonochrome: Bool {
    if noColor { return true }
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return true }
    return false
  }

  func run() throws {
    try MainActor.assumeIsolated {
      try runInteractive()
    }
  }

  @MainActor
  private func runInteractive() throws {
    do {
      try TerminalError.checkInteractive()
    } catch {
      throw DemoFailure(
        message: "stack-demo: \(error) — interactive mode needs a terminal; "
          + "run headless with --script FILE (see demo/README.md)")
    }
    let terminal = try NcursesTerminal(forceMonochrome: wantsMonochrome)
    defer { terminal.stop() }
    let app = try DemoApp(
      screenName: screen.rawValue, rows: rows, size: terminal.size,
      isMonochrome: terminal.isMonochrome)
    RunLoop(terminal: terminal, app: app).run()
  }
}

/// A failure reported as one line on stderr with exit status 2.
struct DemoFailure: Error, CustomStringConvertible {
  let message: String
  var exitCode: Int32 = 2
  var description: String { message }
}

/// The demo's screens, for `--screen`.
enum ScreenName: String, CaseIterable, ExpressibleByArgument {
  case showcase, checkout, goal, chat, list
}
