import StackCore
import StackTerminal

/// A parsed `.keys` script: the steps to play against a `TerminalApp`, each remembering
/// where it was written so failures can point at it.
///
/// Make one with ``ScriptParser``; run it with ``ScriptRunner``; write one from recorded input
/// with ``ScriptRecorder``.
///
/// ```swift
/// let script = try ScriptParser.parse("down*3 enter\nexpect \"tapped\"", file: "demo.keys")
/// script.steps.map(\.action.scriptText)   // ["down*3", "enter", "expect \"tapped\""]
/// ```
public struct KeyScript: Sendable, Equatable {
  /// The file name used in messages (`FILE:LINE:COL`).
  public var file: String
  /// The steps, in the order they run.
  public var steps: [Step]
  /// The `# name: value` lines of the leading comment block, for the app that runs the script
  /// (the demo reads `screen`, `rows` and `size`). The script language itself ignores them.
  public var directives: [ScriptDirective]

  /// Creates a script.
  public init(file: String, steps: [Step], directives: [ScriptDirective] = []) {
    self.file = file
    self.steps = steps
    self.directives = directives
  }

  /// One step: an action and where it was written.
  public struct Step: Sendable, Equatable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of the step's first token.
    public var column: Int
    /// What the step does.
    public var action: ScriptAction

    /// Creates a step.
    public init(line: Int, column: Int, action: ScriptAction) {
      self.line = line
      self.column = column
      self.action = action
    }
  }

  /// The directive called `name`, if the header has one (the last one wins).
  public func directive(_ name: String) -> ScriptDirective? {
    directives.last { $0.name == name }
  }

  /// An error located at `step`.
  public func error(at step: Step, _ message: String) -> ScriptError {
    ScriptError(file: file, line: step.line, column: step.column, message: message)
  }

  /// Checks an `expect` or `expect-not` `step` against a screen (its lines, as
  /// `Canvas.lines` gives them; the text is looked for in the lines joined with `"\n"`).
  /// Any other step passes.
  ///
  /// - Throws: ``ScriptExpectationFailure`` when the text is missing (`expect`) or present
  ///   (`expect-not`).
  public func checkExpectation(_ step: Step, screen: [String]) throws(ScriptExpectationFailure) {
    let text: String
    let isNegated: Bool
    switch step.action {
    case .expect(let expected): (text, isNegated) = (expected, false)
    case .expectNot(let unexpected): (text, isNegated) = (unexpected, true)
    default: return
    }
    guard screen.joined(separator: "\n").contains(text) == isNegated else { return }
    throw ScriptExpectationFailure(
      file: file, line: step.line, column: step.column, text: text, isNegated: isNegated,
      screen: screen)
  }

  /// Checks the steps that depend on the screen size, starting at `screenSize` and following
  /// every `resize`: each `click` must be inside the screen; and the `# contrast:` directive
  /// (``contrastCheck()``). Throws the first violation.
  public func validate(screenSize: Size) throws(ScriptError) {
    _ = try contrastCheck()
    var size = screenSize
    for step in steps {
      switch step.action {
      case .resize(let newSize):
        size = newSize
      case .click(let point):
        guard point.x < size.width, point.y < size.height else {
          throw error(
            at: step,
            "click \(point.x) \(point.y) is outside the \(size.width)x\(size.height) screen "
              + "(columns 0-\(size.width - 1), rows 0-\(size.height - 1))")
        }
      default:
        break
      }
    }
  }
}
