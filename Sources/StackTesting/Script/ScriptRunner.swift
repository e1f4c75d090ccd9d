import StackCore
@_spi(Testing) import StackTerminal

/// Plays a ``KeyScript`` against any `TerminalApp` on a ``VirtualTerminal``, headless and
/// deterministic: each step's input is queued and processed with `AppLoop.runUntilIdle()`
/// (which also finishes timed states such as a tap highlight), so the screen after a step is
/// the screen a real terminal settles on.
///
/// Time is virtual: the runner owns a `ManualClock` (``clock``; give the app the same one).
/// Input steps take no time. `wait` advances the clock one frame interval at a time (and to
/// each timer's deadline), taking an animation frame after each step, so the frames drawn
/// and the timers fired are the ones a terminal would show; a repeating timer (a spinner)
/// never makes the runner spin. Before `snapshot`, `expect` and `expect-not` (unless they follow a `wait` with no
/// input or `resize` in between), before a `resize`, at the start and at the end, the runner
/// lets the animations finish (``settleAnimations()``), like a tmux replay that waits for a
/// stable screen.
///
/// ```swift
/// let terminal = VirtualTerminal(size: Size(width: 80, height: 24))
/// let runner = ScriptRunner(terminal: terminal, app: app)
/// let script = try ScriptParser.parse(text, file: "tour.keys")
/// try script.validate(screenSize: terminal.size)
/// let result = try runner.run(script)      // throws ScriptExpectationFailure
/// print(result.finalScreen.joined(separator: "\n"))
/// ```
///
/// Keys become the `InputEvent`s a terminal would deliver for them: `ctrl-h`, `ctrl-i`,
/// `ctrl-j` and `ctrl-m` arrive as backspace, tab and enter (terminals send the same bytes),
/// and a character of several Unicode scalars arrives as one key per scalar. A click is a
/// press and a release at the cell; the wheel turns at the middle of the screen.
@MainActor
public final class ScriptRunner {
  /// The terminal the app draws on.
  public let terminal: VirtualTerminal
  /// The loop driving the app.
  public let loop: AppLoop
  /// The virtual time the loop's frames (and the app's animations) are measured against.
  public let clock: ManualClock
  /// Called just before each step runs (for example to tag the app's events with the line).
  public var willRunStep: ((KeyScript.Step) -> Void)?
  /// The most virtual time ``settleAnimations()`` lets pass before ending the animations
  /// with `TerminalApp.finishAnimations()` (an app that never stops animating).
  public var maximumSettleTime: Duration = .seconds(60)

  /// The most rounds `await run(_:)` gives the app's tasks after a step.
  public var maximumTaskRounds = 64

  /// The most real time a run waits for the descriptors that end on their own (a child's
  /// output), or for busy tasks, before it looks at the screen: a ceiling that only catches
  /// a hang (the wait ends as soon as they are done).
  public var maximumSourceWait: Duration = .seconds(60)

  /// How long a `wait-for` or `wait-until-gone` step without a timeout of its own waits (real
  /// time) before it fails: a ceiling that only catches a hang, not a measure of speed.
  public var waitTimeout: Duration = .seconds(30)

  /// The contrast check to run over every screen the run shows (the first screen and the
  /// screen after each step), reported in ``ScriptResult/contrast``; nil (the default) runs
  /// the one the script's `# contrast:` directive asks for, if any.
  public var contrastCheck: ContrastCheck?

  /// Creates a runner; nothing runs until `run(_:)`.
  ///
  /// - Parameters:
  ///   - terminal: the headless terminal the app draws on and the script's input goes to.
  ///   - app: the app the script drives.
  ///   - clock: the virtual time; the app should measure its animations against it.
  ///   - frameInterval: the time between two animation frames, as in a terminal.
  public init(
    terminal: VirtualTerminal, app: any TerminalApp, clock: ManualClock = ManualClock(),
    frameInterval: Duration = AppLoop.defaultFrameInterval
  ) {
    self.terminal = terminal
    self.clock = clock
    self.loop = AppLoop(terminal: terminal, app: app, clock: clock, frameInterval: frameInterval)
  }

  /// Processes everything already pending — the input queued on ``terminal``, sent work,
  /// due timers, ready descriptors and, on the main thread, the main queue's jobs — draws,
  /// and returns, without letting time pass (``advance(by:)`` does): the way to drive an app
  /// step by step from a test without a script.
  ///
  /// ```swift
  /// terminal.enqueue([.key(.down)])
  /// runner.runUntilIdle()
  /// #expect(terminal.screen.lines[1] == "row 2")
  /// ```
  public func runUntilIdle() {
    loop.runUntilIdle()
  }

  /// Runs every step in order. Stops early, without error, when the app quits (the result
  /// says at which line); the screen then stays as the app last drew it.
  ///
  /// On the main thread (a command-line headless run) the app's main-actor tasks run
  /// between steps, as in a terminal. Off it (a test), they cannot run until this returns:
  /// use `await run(_:)` for an app that starts tasks.
  ///
  /// - Throws: ``ScriptExpectationFailure`` at the first failed `expect`/`expect-not`; the
  ///   steps before it have run.
  public func run(_ script: KeyScript) throws(ScriptExpectationFailure) -> ScriptResult {
    let awaited = AwaitedFrames(script.steps)
    recordFrames(awaited.beforeFirstStep)
    defer { recordFrames(false) }
    var progress = begin(script)
    for (position, step) in script.steps.enumerated() {
      terminal.recordsFrames = awaited.duringStep[position]
      guard try perform(step, of: script, &progress) else { break }
    }
    return finish(&progress)
  }

  /// The state of a run between two steps.
  struct Progress {
    var snapshots: [ScriptSnapshot] = []
    var quitLine: Int?
    /// True from a `wait` to the next input or resize: the screen is looked at as it is.
    var isAfterWait = false
    /// The line of the last step that ran: an app quitting while time passes after it (an
    /// animation ending, a timer) quit during that step.
    var lastLine: Int?
    /// The script's file name without its folder, naming the screens in contrast failures.
    var file = ""
    /// The contrast check and what it found so far, when one runs.
    var contrast: (check: ContrastCheck, report: ContrastReport)?

    /// Checks the contrast of `screen` (shown after line `line`, 0 for the first screen).
    mutating func checkContrast(of screen: Canvas, line: Int) {
      guard let (check, report) = contrast else { return }
      var merged = report
      merged.merge(check.run(on: screen, screen: "\(file):\(line)"))
      contrast = (check, merged)
    }
  }

  /// A contrast check of one terminal draws as that terminal would: the terminal takes its
  /// theme and colour depth before the app's first frame.
  func adoptCheckedTerminal(_ script: KeyScript) {
    if let check = contrastCheck ?? (try? script.contrastCheck()), check.perTerminal.count == 1 {
      terminal.renderContext = check.renderContext
    }
  }

  func begin(_ script: KeyScript) -> Progress {
    adoptCheckedTerminal(script)
    loop.runUntilIdle()
    settleAnimations()
    settleSources()
    var progress = Progress()
    progress.file = script.file.split(separator: "/").last.map(String.init) ?? script.file
    // An invalid directive is reported by `validate(screenSize:)`.
    if let check = contrastCheck ?? (try? script.contrastCheck()) {
      progress.contrast = (check, ContrastReport(minimumRatio: check.minimumRatio))
      progress.checkContrast(of: terminal.screen, line: 0)
    }
    return progress
  }

  /// Runs one step; false when the run is over (the app quit).
  func perform(_ step: KeyScript.Step, of script: KeyScript, _ progress: inout Progress)
    throws(ScriptExpectationFailure) -> Bool
  {
    guard prepare(step, &progress) else { return false }
    switch step.action {
    case .expect, .expectNot:
      try script.checkExpectation(step, screen: terminal.screen.lines)
    case .snapshot(let name):
      progress.snapshots.append(
        ScriptSnapshot(name: name, line: step.line, lines: terminal.screen.lines))
    case .wait(let duration):
      advance(by: duration)
      progress.isAfterWait = true
    case .waitFor, .waitUntilGone:
      try awaitText(of: step, in: script)
      progress.isAfterWait = true
    case .resize(let size):
      terminal.resize(to: size)
      loop.runUntilIdle()
      progress.isAfterWait = false
    default:
      for batch in Self.inputBatches(for: step.action, screenSize: terminal.size) {
        terminal.enqueue(batch)
        loop.runUntilIdle()
        if loop.isFinished { break }
      }
      progress.isAfterWait = false
    }
    return finishStep(step, &progress)
  }

  /// What comes before a step: the settling it needs, then announcing it; false when the
  /// app quit meanwhile.
  func prepare(_ step: KeyScript.Step, _ progress: inout Progress) -> Bool {
    if loop.isFinished { return false }
    // Time passing before a step belongs to the steps before it (an animation they
    // started, a timer the app set): settle first, then announce the step, so what the
    // settling changes is never reported as caused by this step.
    if step.action.settlesFirst(afterWait: progress.isAfterWait) { settleAnimations() }
    if step.action.looksAtScreen { settleSources() }
    if loop.isFinished {
      progress.quitLine = progress.lastLine ?? step.line
      return false
    }
    progress.lastLine = step.line
    if step.action.isInput { dropRecordedFrames() }
    willRunStep?(step)
    return true
  }

  /// After a step: false when the app quit during it.
  func finishStep(_ step: KeyScript.Step, _ progress: inout Progress) -> Bool {
    progress.checkContrast(of: terminal.screen, line: step.line)
    if loop.isFinished {
      progress.quitLine = step.line
      return false
    }
    return true
  }

  func finish(_ progress: inout Progress) -> ScriptResult {
    if !loop.isFinished {
      settleAnimations()
      settleSources()
      if loop.isFinished { progress.quitLine = progress.lastLine }
      progress.checkContrast(of: terminal.screen, line: progress.lastLine ?? 0)
    }
    return ScriptResult(
      snapshots: progress.snapshots, finalScreen: terminal.screen.lines,
      quitLine: progress.quitLine, contrast: progress.contrast?.report)
  }
}
