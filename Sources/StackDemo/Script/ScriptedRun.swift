import StackCore
import StackTerminal
import StackTesting

// FoundationEssentials where it exists: not Foundation's ICU (docs/decisions/0117).
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `stack-demo --script FILE …`: loads the script, settles the screen, row count and size
/// (command line, then the script's directives, then defaults), runs it headless or in tmux,
/// and prints the screens and events.
///
/// Exit statuses: 0 success; 1 a failed `expect` (message and screen on stderr); 2 a script
/// error (`FILE:LINE:COL: message` on stderr, nothing run), a tmux failure, or output that
/// could not be written (``OutputSink``).
@MainActor
struct ScriptedRun {
  /// The script file, as given (used in messages).
  var scriptPath: String
  /// `--screen`, `--rows` and `--size` when given.
  var screen: ScreenName?
  var rows: Int?
  var size: Size?
  /// `--events`: a file, `-` for standard output, or nil.
  var eventsPath: String?
  /// `--dump`, or nil for the default (`final`, or nothing when events go to stdout).
  var dump: DumpMode?
  /// `--tmux`.
  var usesTmux = false
  /// `--no-color` or `NO_COLOR`: the demo draws for a monochrome terminal (some rows then
  /// show glyphs instead of colours, so this changes the text too).
  var isMonochrome = false
  /// The theme the screens are drawn with.
  var theme = Theme.dark
  /// False with `--no-animation` or reduced motion: every change lands at once.
  var isAnimated = true
  /// `--svg`: where the final screen goes as an SVG picture (headless runs), or nil.
  var svgPath: String?
  /// `--svg-background`: the terminal background the picture is drawn on.
  var svgBackground = SVGBackground.dark

  /// What goes to standard output: events first when `--events -`, then the screen dump.
  /// Every write is checked (``OutputSink``): a failed one is reported with exit status 2.
  func run() throws(DemoFailure) {
    let script = try load()
    let settings: DemoSettings
    do throws(ScriptError) {
      settings = try DemoSettings.resolve(script: script, screen: screen, rows: rows, size: size)
      try script.validate(screenSize: settings.size)
      if usesTmux { try TmuxReplay.check(script, size: settings.size, playedWith: "with --tmux") }
    } catch {
      throw DemoFailure(message: error.description)
    }
    let outcome = usesTmux ? try runInTmux(script, settings) : try runHeadless(script, settings)
    // Only now: the processes a tmux replay starts must not inherit an ignored SIGPIPE.
    OutputSink.reportBrokenPipes()
    if let events = outcome.events {
      do {
        try writeEvents(events)
      } catch {
        // The expectation failure, if any, still goes to stderr before the write error.
        if case .failure(let failure) = outcome.result { printError(failure.message) }
        throw error
      }
    }
    let result: ScriptResult
    switch outcome.result {
    case .success(let value): result = value
    case .failure(let failure): throw failure
    }
    if let line = result.quitLine {
      printError("stack-demo: note: the demo quit at line \(line); the steps after it did not run")
    }
    if let contrast = result.contrast, !contrast.isPassing {
      printError("stack-demo: contrast check (# contrast:): \(contrast)")
    }
    let mode = dump ?? (eventsPath == "-" ? nil : .final)
    if let mode {
      try OutputSink.standardOutput.write(
        ScreenDump.text(snapshots: result.snapshots, finalScreen: result.finalScreen, mode: mode))
    }
    if let contrast = result.contrast, !contrast.isPassing {
      throw DemoFailure(message: "stack-demo: cells below the contrast ratio", exitCode: 1)
    }
  }

  /// What a run left: its result (or the failed `expect`), and the events when asked for.
  private struct Outcome {
    var result: Result<ScriptResult, DemoFailure>
    var events: EventLines?
  }

  private func load() throws(DemoFailure) -> KeyScript {
    let bytes = try ScriptFile.read(scriptPath)
    do throws(ScriptError) {
      return try ScriptParser.parse(bytes: bytes, file: scriptPath)
    } catch {
      throw DemoFailure(message: error.description)
    }
  }

  /// Runs on a `VirtualTerminal`, collecting the events (also when an `expect` fails).
  private func runHeadless(_ script: KeyScript, _ settings: DemoSettings) throws(DemoFailure)
    -> Outcome
  {
    let terminal = VirtualTerminal(size: settings.size)
    terminal.renderContext = RenderContext(
      colorDepth: isMonochrome ? .none : .palette256, theme: theme)
    // Virtual time: `wait` advances it, and the demo's animations are measured against it.
    let clock = ManualClock()
    let app = try makeApp(settings, clock: clock, isMonochrome: isMonochrome)
    let events = EventLines()
    if eventsPath != nil {
      app.eventSink = { event in events.append(event) }
    }
    let runner = ScriptRunner(terminal: terminal, app: app, clock: clock)
    runner.willRunStep = { step in events.scriptLine = step.line }
    let collected = eventsPath == nil ? nil : events
    var result: ScriptResult
    do throws(ScriptExpectationFailure) {
      result = try runner.run(script)
    } catch {
      return Outcome(
        result: .failure(DemoFailure(message: error.description, exitCode: 1)), events: collected)
    }
    try checkContrastPerTerminal(script, settings, result: &result)
    if let svgPath {
      try OutputSink.replaceContents(
        ofFile: svgPath,
        with: ScreenSVG.render(terminal.screen, background: svgBackground.background),
        name: "the SVG file \(MessageText.escaped(svgPath, limit: MessageText.pathLimit))")
    }
    return Outcome(result: .success(result), events: collected)
  }

  private func writeEvents(_ events: EventLines) throws(DemoFailure) {
    guard let eventsPath else { return }
    if eventsPath == "-" {
      try OutputSink.standardOutput.write(events.text)
    } else {
      try OutputSink.replaceContents(
        ofFile: eventsPath, with: events.text,
        name: "the events file \(MessageText.escaped(eventsPath, limit: MessageText.pathLimit))")
    }
  }

  private func runInTmux(_ script: KeyScript, _ settings: DemoSettings) throws(DemoFailure)
    -> Outcome
  {
    let executable: String
    do {
      executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    } catch {
      throw DemoFailure(
        message: "stack-demo --tmux: cannot find this program's path "
          + "(/proc/self/exe): \(error)")
    }
    let color = (isMonochrome ? " --no-color" : "") + (isAnimated ? "" : " --no-animation")
    var replay = TmuxReplay(
      command: "exec \(TmuxSession.shellQuoted(executable)) --screen \(settings.screen.rawValue)"
        + " --rows \(settings.rows)\(color)",
      size: settings.size)
    replay.programName = "the demo"
    replay.playedWith = "with --tmux"
    do {
      return Outcome(result: .success(try replay.run(script)), events: nil)
    } catch let failure as ScriptExpectationFailure {
      return Outcome(
        result: .failure(DemoFailure(message: failure.description, exitCode: 1)), events: nil)
    } catch let failure as TmuxError {
      throw DemoFailure(message: "stack-demo --tmux: \(failure.message)")
    } catch {
      throw DemoFailure(message: "stack-demo --tmux: \(error)")
    }
  }
}

/// The `--events` lines of a run, each tagged with the script line being run.
@MainActor
final class EventLines {
  /// The line of the step being run; 0 before the first step.
  var scriptLine = 0
  private(set) var lines: [String] = []

  func append(_ event: DemoEvent) {
    if let line = event.jsonLine(scriptLine: scriptLine) { lines.append(line) }
  }

  /// Every line, each ending in a newline.
  var text: String { lines.map { $0 + "\n" }.joined() }
}
