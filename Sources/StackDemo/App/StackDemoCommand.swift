import ArgumentParser
import StackCore
import StackTerminal
import StackTesting

/// `stack-demo`: the interactive demo, or a headless scripted run with `--script`.
struct StackDemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stack-demo",
    abstract: "Scrollable stacks of rows in the terminal — the StackTUI demo.",
    discussion: """
      Interactive by default (needs a terminal on stdin and stdout). With --script FILE the \
      demo runs headless on a virtual terminal and prints the screen as plain text; with \
      --tmux as well it plays the script in a real terminal inside tmux, same output. \
      Script language, output and --events schema: docs/SCRIPTS.md; tours: demo/README.md.

      Changes animate (rows grow and shrink, scrolling glides, chat answers stream in); \
      --no-animation, or STACK_DEMO_REDUCED_MOTION set to anything but empty or 0, makes \
      every change land at once, with the same final screens.

      Keys: press ? inside the demo. Honours NO_COLOR and STACK_DEMO_REDUCED_MOTION.
      """,
    version: "stack-demo \(StackTUIVersion.current)")

  @Option(help: ArgumentHelp(screenHelp))
  var screen: ScreenName?

  @Option(
    parsing: .unconditional,
    help: "Rows on the list screen (made lazily; up to 2,000,000,000; default 1000).")
  var rows: Int?

  @Flag(name: .customLong("no-color"), help: "Draw without colour (as NO_COLOR does).")
  var noColor = false

  @Option(
    help: """
      The theme: dark or light (default: the terminal's background, asked for at start; \
      STACKTUI_THEME sets it too).
      """)
  var theme: TerminalBackground?

  @Flag(
    name: .customLong("no-animation"),
    help: "Changes land at once, without animation (as STACK_DEMO_REDUCED_MOTION=1 does).")
  var noAnimation = false

  @Option(
    name: .customLong("script"),
    help: ArgumentHelp("Run a .keys script headless.", valueName: "file"))
  var scriptPath: String?

  @Option(
    help: ArgumentHelp(
      "Terminal size for --script, each side 1 to 1000 (default 80x24).", valueName: "WxH"))
  var size: TerminalSize?

  @Option(
    help: ArgumentHelp(
      "With --script: write every event as a JSON line to a file, or to stdout with -.",
      valueName: "file|-"))
  var events: String?

  @Option(
    help: ArgumentHelp(
      "With --script: print the final screen, or each snapshot and then the final screen "
        + "(default final; none with --events -)."))
  var dump: DumpMode?

  @Flag(help: "With --script: replay in a real terminal inside tmux instead of headless.")
  var tmux = false

  @Option(
    help: ArgumentHelp(
      "With --script: write the final screen as an SVG picture (xterm's colours).",
      valueName: "file"))
  var svg: String?

  @Option(help: "With --svg: the terminal background the picture is drawn on.")
  var svgBackground = SVGBackground.dark

  @Option(
    help: ArgumentHelp(
      "Interactive: write the keys you press as a replayable script.", valueName: "file"))
  var record: String?

  func validate() throws {
    if let rows, !(0...DemoSettings.maximumRows).contains(rows) {
      throw ValidationError(
        "--rows must be between 0 and \(DemoSettings.maximumRows) (got \(rows))")
    }
    if scriptPath == nil {
      for (given, name) in [
        (size != nil, "--size"), (events != nil, "--events"), (dump != nil, "--dump"),
        (tmux, "--tmux"), (svg != nil, "--svg"),
      ] where given {
        throw ValidationError("\(name) needs --script FILE")
      }
    } else if record != nil {
      throw ValidationError("--record is for interactive runs; it cannot be used with --script")
    }
    if tmux && svg != nil {
      throw ValidationError("--svg cannot be used with --tmux (the screen is read headless)")
    }
    if tmux && events != nil {
      throw ValidationError("--events cannot be used with --tmux (the demo runs in tmux's process)")
    }
  }

  /// True when colour is off by flag or by a non-empty NO_COLOR.
  var wantsMonochrome: Bool {
    if noColor { return true }
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return true }
    return false
  }

  /// True unless `--no-animation` or a reduced-motion request (``reducedMotionVariable``
  /// set to anything but empty or `0`) turns animation off.
  var wantsAnimation: Bool {
    if noAnimation { return false }
    if let value = getenv(Self.reducedMotionVariable) {
      let text = String(cString: value)
      if !text.isEmpty && text != "0" { return false }
    }
    return true
  }

  /// The environment variable asking for reduced motion: the demo then does not animate.
  static let reducedMotionVariable = "STACK_DEMO_REDUCED_MOTION"

  func run() throws {
    try MainActor.assumeIsolated {
      if let scriptPath {
        let run = ScriptedRun(
          scriptPath: scriptPath, screen: screen, rows: rows, size: size?.size,
          eventsPath: events, dump: dump, usesTmux: tmux, isMonochrome: wantsMonochrome,
          theme: .standard(for: theme ?? .dark), isAnimated: wantsAnimation,
          svgPath: svg, svgBackground: svgBackground)
        try run.run()
      } else {
        try runInteractive()
      }
    }
  }

  @MainActor
  private func runInteractive() throws {
    do {
      try TerminalError.checkInteractive()
    } catch .notATerminal(let stream) {
      throw DemoFailure(
        message: "stack-demo: \(stream) is not a terminal; the interactive demo needs one "
          + "(for a headless run use --script FILE, see demo/README.md)")
    } catch {
      throw DemoFailure(message: "stack-demo: \(error)")
    }
    if let record { try RecordingTerminal.prepare(path: record) }
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(forceMonochrome: wantsMonochrome)
    } catch {
      // Exit status 2 like every other reason the demo cannot start (1 means an expectation
      // of a script failed).
      throw DemoFailure(message: "stack-demo: \(error)")
    }
    defer { terminal.stop() }
    if let theme { terminal.renderContext.theme = .standard(for: theme) }
    let screen = screen ?? DemoSettings.standard.screen
    let rows = rows ?? DemoSettings.standard.rows
    // One clock for the run loop's frames and the demo's animations.
    let clock = MonotonicClock()
    let app = try DemoApp(
      screen: screen, rows: rows, size: terminal.size, isMonochrome: terminal.isMonochrome,
      clock: clock, animates: wantsAnimation)
    guard let record else {
      AppLoop(terminal: terminal, app: app, clock: clock).run()
      return
    }
    let size = terminal.size
    let recording = try RecordingTerminal(
      base: terminal, path: record,
      header: [
        "Recorded with stack-demo --record; replay: stack-demo --script \(record)",
        "screen: \(screen.rawValue)", "rows: \(rows)", "size: \(size.width)x\(size.height)", "",
      ])
    let loop = AppLoop(terminal: recording, app: app, clock: clock)
    loop.run()
    try recording.finish(appQuit: loop.isFinished)
  }
}

/// A failure reported as one line on stderr with exit status 2.
struct DemoFailure: Error, CustomStringConvertible {
  let message: String
  var exitCode: Int32 = 2
  var description: String { message }
}

/// `--screen` takes a screen's name.
extension ScreenName: ExpressibleByArgument {}

/// `--screen`'s help: "The screen to start on: showcase (default), checkout, goal, chat or
/// list.", the names from ``ScreenName``.
private let screenHelp: String = {
  let names = ScreenName.allCases.map {
    $0 == DemoSettings.standard.screen ? "\($0.rawValue) (default)" : $0.rawValue
  }
  let list = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "")
  return "The screen to start on: \(list)\(names.last ?? "")."
}()

extension TerminalBackground: ExpressibleByArgument {}
