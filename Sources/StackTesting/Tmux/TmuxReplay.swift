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
/// ```swift
/// let replay = TmuxReplay(command: "exec /path/app --rows 10", size: Size(width: 40, height: 8))
/// let result = try replay.run(script)  // result.finalScreen, result.snapshots
/// ```
@MainActor
public struct TmuxReplay {
  /// The shell command line tmux runs: the interactive app (best started with `exec`, so
  /// the app is the pane's process and its exit is seen at once).
  public var command: String
  /// The terminal size the app starts with.
  public var size: Size
  /// What the app is called in messages ("the demo").
  public var programName = "the program"
  /// How scripts are played, for messages ("with --tmux").
  public var playedWith = "in tmux"

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

  /// Runs `script`; the session is always killed afterwards.
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
    if case .wait = script.steps.first?.action {
      try session.waitForFirstFrame()
    } else {
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

  private func send(_ arguments: [String], to session: TmuxSession) throws(TmuxError) {
    try session.tmux(["send-keys", "-t", session.target] + arguments)
  }
}
