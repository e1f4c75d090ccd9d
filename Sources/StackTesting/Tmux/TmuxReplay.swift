import Dispatch
import StackCore
import StackTerminal

/// Plays a script against any `TerminalApp` executable running in a real terminal (a
/// private tmux server, ``TmuxSession``), and captures the screens the same way a headless
/// ``ScriptRunner`` run shows them (``ScreenDump``), so the two can be compared line for line.
///
/// Keys go through `send-keys` (tmux key names, characters as UTF-8 bytes), clicks and the
/// wheel as X10 mouse reports, `resize` through `resize-window`. Before
/// a resize, `expect`, `snapshot` and at the end, the replay waits until the screen is
/// stable (``TmuxSession/waitUntilStable()``: unchanged for longer than several animation
/// frames, the program asleep), never for a fixed time alone, so animations have finished.
///
/// `wait DURATION` sleeps that long; a script that starts with one only waits for the first
/// frame at the start, not for a stable screen. A `snapshot`, `expect` or `expect-not` that follows a
/// `wait` with no input or `resize` in between captures the screen at once, without waiting
/// for it to be stable: it shows whatever frame the program drew by then, which depends on
/// the machine's timing (compare such screens headless, where time is virtual). The final
/// screen is always captured stable, so it matches a headless run's.
///
/// `wait-for TEXT` and `wait-until-gone TEXT` poll the screen (every
/// ``TmuxSession/pollInterval``) until it shows the text or no longer does, without waiting
/// for it to be stable (a spinner never lets it settle); a timeout (the step's, else
/// ``waitTimeout``) fails with the last screen. A script that starts with one of them only
/// waits for the first frame at the start.
///
/// ```swift
/// let replay = TmuxReplay(command: "exec /path/app --rows 10", size: Size(width: 40, height: 8))
/// let result = try replay.run(script)  // result.finalScreen, result.snapshots
/// ```
///
/// `run(_:)` blocks its thread while the program runs (seconds); from an `async` test use
/// ``runAsync(_:)``, which waits on a thread of its own and leaves the main actor (and the
/// other tests) free meanwhile.
public struct TmuxReplay: Sendable {
  /// The shell command line tmux runs: the interactive app (best started with `exec`, so
  /// the app is the pane's process and its exit is seen at once).
  public var command: String
  /// The terminal size the app starts with.
  public var size: Size
  /// What the app is called in messages ("the demo").
  public var programName = "the program"
  /// How scripts are played, for messages ("with --tmux").
  public var playedWith = "in tmux"

  /// How long a `wait-for` or `wait-until-gone` without a timeout of its own waits before it
  /// fails: a ceiling that only catches a hang.
  public var waitTimeout: Duration = .seconds(30)

  /// A replay of scripts against `command` started in a terminal of `size`.
  public init(command: String, size: Size) {
    self.command = command
    self.size = size
  }

  /// Checks that every step can be sent to a real terminal: no keys the tty driver turns
  /// into signals or flow control, and mouse positions an X10 report can carry.
  public static func check(
    _ script: KeyScript, size: Size, playedWith: String = "in tmux"
  ) throws(ScriptError) {
    var size = size
    for step in script.steps {
      switch step.action {
      case .key(let key, _) where TmuxInput.driverKeys.contains(key):
        throw script.error(
          at: step,
          "\(key.name) cannot be replayed in a terminal (the tty driver takes it as a "
            + "signal or flow control); leave it out of scripts played \(playedWith)")
      case .resize(let newSize):
        size = newSize
      case .click(let point):
        try checkMouse(point, step: step, script: script)
      case .wheel:
        try checkMouse(ScriptRunner.wheelPoint(on: size), step: step, script: script)
      default:
        break
      }
    }
  }

  private static func checkMouse(
    _ point: Point, step: KeyScript.Step, script: KeyScript
  ) throws(ScriptError) {
    let limit = TmuxInput.maximumMouseCell
    guard point.x <= limit, point.y <= limit else {
      throw script.error(
        at: step,
        "mouse position \(point.x) \(point.y) is beyond what a terminal's X10 mouse report "
          + "can carry (columns and rows 0-\(limit))")
    }
  }

  /// Runs `script` on a thread of its own and resumes when it is done: the caller's actor
  /// (the main actor in a test) is free while the program runs. The session is always
  /// killed afterwards.
  ///
  /// ```swift
  /// @Test func theListScrolls() async throws {
  ///   let result = try await TmuxReplay(command: command, size: size).runAsync(script)
  /// }
  /// ```
  public func runAsync(_ script: KeyScript) async throws -> ScriptResult {
    try await withCheckedThrowingContinuation { continuation in
      // A queue of its own: the replay sleeps between polls, which must not hold a thread
      // of Swift's cooperative pool (two on a two-core machine).
      DispatchQueue(label: "StackTesting.TmuxReplay").async {
        continuation.resume(with: Result { try self.run(script) })
      }
    }
  }

  /// Runs `script`, blocking the calling thread until it is done (see ``runAsync(_:)``); the
  /// session is always killed afterwards.
  public func run(_ script: KeyScript) throws -> ScriptResult {
    try Self.check(script, size: size, playedWith: playedWith)
    let session = try TmuxSession(command: command, size: size)
    defer { session.kill() }
    var size = size
    var snapshots: [ScriptSnapshot] = []
    // The settled screen since the last input, reused by consecutive expect/snapshot steps.
    // A script that starts with `wait` looks at the screen as it is then (a spinner never
    // lets it settle): the replay only waits for the first frame.
    var settled: [String]?
    if script.steps.first?.action.waits == true {
      try session.waitForFirstFrame()
    } else {
      // The first frame first: a program slow to start (a loaded machine, replays running
      // side by side) shows a blank screen that would pass for a stable one. One that draws
      // nothing is still played, after the session's timeout.
      try? session.waitForFirstFrame()
      settled = try session.waitUntilStable()
    }
    var inputLine = 0
    // True from a `wait` to the next input or resize: the screen is captured as it is.
    var isAfterWait = false
    func screen() throws(TmuxError) -> [String] {
      if isAfterWait { return try session.capture() }
      if let settled { return settled }
      do {
        let screen = try session.waitUntilStable()
        settled = screen
        return screen
      } catch {
        if session.isAlive { throw error }
        throw TmuxError(
          message: "\(programName) quit after the input of line \(inputLine) "
            + "(a script played \(playedWith) must not quit the app)")
      }
    }
    for step in script.steps {
      if step.action.isInput {
        inputLine = step.line
        isAfterWait = false
      }
      switch step.action {
      case .expect, .expectNot:
        try script.checkExpectation(step, screen: try screen())
      case .snapshot(let name):
        snapshots.append(ScriptSnapshot(name: name, line: step.line, lines: try screen()))
      case .wait(let duration):
        settled = nil
        isAfterWait = true
        TmuxSession.sleep(duration)
      case .waitFor, .waitUntilGone:
        settled = nil
        isAfterWait = true
        try awaitText(of: step, in: script, session: session)
      case .resize(let newSize):
        isAfterWait = false
        _ = try screen()
        settled = nil
        try session.resize(width: newSize.width, height: newSize.height)
        size = newSize
      case .key(let key, let count):
        settled = nil
        try send(TmuxInput.keyArguments(key, count: count), to: session)
        // ncurses waits briefly after ESC for the rest of a sequence: let it time out alone.
        if key == .escape { _ = try screen() }
      case .type(let text):
        settled = nil
        try send(TmuxInput.typeArguments(text), to: session)
      case .click(let point):
        settled = nil
        try send(TmuxInput.clickArguments(at: point), to: session)
      case .wheel(let direction, let notches):
        settled = nil
        let point = ScriptRunner.wheelPoint(on: size)
        try send(TmuxInput.wheelArguments(direction, notches: notches, at: point), to: session)
      }
    }
    isAfterWait = false
    return ScriptResult(snapshots: snapshots, finalScreen: try screen())
  }

  /// Polls the screen until it shows (or no longer shows) the step's text; throws the
  /// step's ``ScriptExpectationFailure`` with the last screen after the timeout.
  private func awaitText(
    of step: KeyScript.Step, in script: KeyScript, session: TmuxSession
  ) throws {
    guard let awaited = step.action.awaitedText else { return }
    let clock = ContinuousClock()
    let start = clock.now
    while true {
      let screen = try session.capture()
      if screen.joined(separator: "\n").contains(awaited.text) == awaited.shows { return }
      let waited = clock.now - start
      guard waited < awaited.timeout ?? waitTimeout else {
        throw ScriptExpectationFailure(
          file: script.file, line: step.line, column: step.column, text: awaited.text,
          isNegated: !awaited.shows, screen: screen, waited: waited)
      }
      guard session.isAlive else {
        throw TmuxError(
          message: "\(programName) quit while line \(step.line) waited for the screen "
            + "(a script played \(playedWith) must not quit the app)")
      }
      TmuxSession.sleep(session.pollInterval)
    }
  }

  private func send(_ arguments: [String], to session: TmuxSession) throws(TmuxError) {
    try session.tmux(["send-keys", "-t", session.target] + arguments)
  }
}
