import StackCore
import StackTerminal

/// `--script FILE --tmux`: plays a script against the interactive demo running in a real
/// terminal (a private tmux server), and captures the screens the same way the headless run
/// prints them, so the two can be compared line for line.
///
/// Keys go through `send-keys` (tmux key names, characters as UTF-8 bytes), clicks and the
/// wheel as X10 mouse reports (see ``TmuxInput``), `resize` through `resize-window`. Before
/// a resize, `expect`, `snapshot` and at the end, the replay waits until the screen is
/// stable (``TmuxSession/waitUntilStable()``), never for a fixed time alone.
@MainActor
struct TmuxReplay {
  /// The demo executable to run inside tmux.
  let executable: String
  /// Screen, rows and starting size.
  let settings: DemoSettings
  /// Run the demo with `--no-color` (the replay's environment never has `NO_COLOR`, so the
  /// colour choice is the headless run's, whatever the environment).
  var isMonochrome = false

  /// Checks that every step can be sent to a real terminal: no keys the tty driver turns
  /// into signals or flow control, and mouse positions an X10 report can carry.
  static func check(_ script: KeyScript, size: Size) throws(ScriptError) {
    var size = size
    for step in script.steps {
      switch step.action {
      case .key(let key, _) where TmuxInput.driverKeys.contains(key):
        throw script.error(
          at: step,
          "\(key.name) cannot be replayed in a terminal (the tty driver takes it as a "
            + "signal or flow control); leave it out of scripts played with --tmux")
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

  /// The shell command tmux runs: the interactive demo on the chosen screen.
  var command: String {
    let quoted = TmuxSession.shellQuoted(executable)
    let color = isMonochrome ? " --no-color" : ""
    return "exec \(quoted) --screen \(settings.screen.rawValue) --rows \(settings.rows)\(color)"
  }

  /// Runs `script`; the session is always killed afterwards.
  func run(_ script: KeyScript) throws -> ScriptResult {
    try Self.check(script, size: settings.size)
    let session = try TmuxSession(command: command, size: settings.size)
    defer { session.kill() }
    var size = settings.size
    var snapshots: [ScriptSnapshot] = []
    // The settled screen since the last input, reused by consecutive expect/snapshot steps.
    var settled: [String]? = try session.waitUntilStable()
    var inputLine = 0
    func screen() throws(TmuxError) -> [String] {
      if let settled { return settled }
      do {
        let screen = try session.waitUntilStable()
        settled = screen
        return screen
      } catch {
        if session.isAlive { throw error }
        throw TmuxError(
          message: "the demo quit after the input of line \(inputLine) "
            + "(a script played with --tmux must not quit the app)")
      }
    }
    for step in script.steps {
      if step.action.isInput { inputLine = step.line }
      switch step.action {
      case .expect, .expectNot:
        try script.checkExpectation(step, screen: try screen())
      case .snapshot(let name):
        snapshots.append(ScriptSnapshot(name: name, line: step.line, lines: try screen()))
      case .resize(let newSize):
        _ = try screen()
        settled = nil
        try session.tmux([
          "resize-window", "-t", "stackdemo:0", "-x", "\(newSize.width)", "-y",
          "\(newSize.height)",
        ])
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
    return ScriptResult(snapshots: snapshots, finalScreen: try screen())
  }

  private func send(_ arguments: [String], to session: TmuxSession) throws(TmuxError) {
    try session.tmux(["send-keys", "-t", session.target] + arguments)
  }
}
