import StackCore
import StackTerminal

/// Plays a ``KeyScript`` against any ``TerminalApp`` on a ``VirtualTerminal``, headless and
/// deterministic: each step's input is queued and processed with ``RunLoop/runUntilIdle()``
/// (which also finishes timed states such as a tap highlight), so the screen after a step is
/// the screen a real terminal settles on.
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
/// Keys become the ``InputEvent``s a terminal would deliver for them: `ctrl-h`, `ctrl-i`,
/// `ctrl-j` and `ctrl-m` arrive as backspace, tab and enter (terminals send the same bytes),
/// and a character of several Unicode scalars arrives as one key per scalar. A click is a
/// press and a release at the cell; the wheel turns at the middle of the screen.
@MainActor
public final class ScriptRunner {
  /// The terminal the app draws on.
  public let terminal: VirtualTerminal
  /// The loop driving the app.
  public let loop: RunLoop
  /// Called just before each step runs (for example to tag the app's events with the line).
  public var willRunStep: ((KeyScript.Step) -> Void)?

  /// Creates a runner; nothing runs until ``run(_:)``.
  public init(terminal: VirtualTerminal, app: any TerminalApp) {
    self.terminal = terminal
    self.loop = RunLoop(terminal: terminal, app: app)
  }

  /// Runs every step in order. Stops early, without error, when the app quits (the result
  /// says at which line); the screen then stays as the app last drew it.
  ///
  /// - Throws: ``ScriptExpectationFailure`` at the first failed `expect`/`expect-not`; the
  ///   steps before it have run.
  public func run(_ script: KeyScript) throws(ScriptExpectationFailure) -> ScriptResult {
    loop.runUntilIdle()
    var snapshots: [ScriptSnapshot] = []
    var quitLine: Int?
    for step in script.steps {
      if loop.isFinished { break }
      willRunStep?(step)
      switch step.action {
      case .expect, .expectNot:
        try script.checkExpectation(step, screen: terminal.screen.lines)
      case .snapshot(let name):
        snapshots.append(ScriptSnapshot(name: name, line: step.line, lines: terminal.screen.lines))
      case .resize(let size):
        terminal.resize(to: size)
        loop.runUntilIdle()
      default:
        for batch in Self.inputBatches(for: step.action, screenSize: terminal.size) {
          terminal.enqueue(batch)
          loop.runUntilIdle()
          if loop.isFinished { break }
        }
      }
      if loop.isFinished { quitLine = step.line }
    }
    return ScriptResult(
      snapshots: snapshots, finalScreen: terminal.screen.lines, quitLine: quitLine)
  }

  /// The input of an input step, in batches that each run to idle: one batch per key press
  /// (a repeated key is pressed and handled that many times), one for a click, one for all
  /// wheel notches. Empty for `expect`, `snapshot` and `resize`.
  public static func inputBatches(for action: ScriptAction, screenSize: Size) -> [[InputEvent]] {
    switch action {
    case .key(let key, let count):
      let events = delivered(key).map(InputEvent.key)
      return Array(repeating: events, count: count)
    case .type(let text):
      return text.unicodeScalars.map { [.key(.character(Character($0)))] }
    case .click(let point):
      return [[.mouse(.press(point)), .mouse(.release(point))]]
    case .wheel(let direction, let notches):
      let center = wheelPoint(on: screenSize)
      let event: MouseEvent = direction == .up ? .wheelUp(center) : .wheelDown(center)
      return [Array(repeating: .mouse(event), count: notches)]
    case .resize, .expect, .expectNot, .snapshot:
      return []
    }
  }

  /// Where a `wheel` step turns the wheel on a screen of `size`: its middle cell.
  public static func wheelPoint(on size: Size) -> Point {
    Point(x: size.width / 2, y: size.height / 2)
  }

  /// The keys a terminal delivers when `key` is pressed.
  static func delivered(_ key: Key) -> [Key] {
    switch key {
    case .ctrl("h"): [.backspace]
    case .ctrl("i"): [.tab]
    case .ctrl("j"), .ctrl("m"): [.enter]
    case .character(let character) where character.unicodeScalars.count > 1:
      character.unicodeScalars.map { .character(Character($0)) }
    default: [key]
    }
  }
}
