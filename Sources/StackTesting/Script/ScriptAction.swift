import StackCore
import StackTerminal

/// What one step of a ``KeyScript`` does.
public enum ScriptAction: Sendable, Equatable {
  /// Press `key`, `count` times (`down*5`).
  case key(Key, count: Int)
  /// Type a text: each Unicode scalar is one key (`type "hello"`).
  case type(String)
  /// Resize the terminal (`resize 40x12`).
  case resize(Size)
  /// Press and release the primary button at a cell, 0-based (`click 3 7`).
  case click(Point)
  /// Turn the wheel `notches` notches (`wheel down 3`), at the middle of the screen.
  case wheel(WheelDirection, notches: Int)
  /// Fail unless the screen text contains the text (`expect "Row 3"`).
  case expect(String)
  /// Fail if the screen text contains the text (`expect-not "Row 3"`).
  case expectNot(String)
  /// Keep the current screen under a name (`snapshot after-scroll`).
  case snapshot(String)
  /// Let time pass (`wait 120ms`, `wait 1.5s`): headless, the virtual clock advances and
  /// animation frames are drawn; in tmux, the replay sleeps. A `snapshot`, `expect` or
  /// `expect-not` right after it sees the screen at that moment, animations unfinished.
  case wait(Duration)
  /// Wait until the screen shows the text (`wait-for "loaded"`, `wait-for "loaded" 20s`),
  /// looking at every frame as it is drawn; fail, naming what the screen shows, when it has
  /// not after the timeout (nil: the runner's ``ScriptRunner/waitTimeout``), a ceiling that
  /// only catches a hang. Headless, real time passes (for `Task.sleep`, plain tasks and
  /// threads) and the loop's clock follows it (for `AppLoop.sleep` and timers). A look right
  /// after it sees the screen as it is, like a look after `wait`.
  case waitFor(String, timeout: Duration?)
  /// Wait until the screen no longer shows the text (`wait-until-gone "loading…"`); as
  /// ``waitFor(_:timeout:)`` otherwise.
  case waitUntilGone(String, timeout: Duration?)

  /// Which way the wheel turns.
  public enum WheelDirection: String, Sendable, Equatable, CaseIterable {
    /// Away from the user: content moves down, the view scrolls back.
    case up
    /// Towards the user: the view scrolls forward.
    case down
  }

  /// The words that start a command line.
  static let commandNames = [
    "type", "resize", "click", "wheel", "expect", "expect-not", "snapshot", "wait", "wait-for",
    "wait-until-gone",
  ]

  /// True for steps that send input to the app (keys, text, mouse, resize); false for
  /// `expect`, `expect-not` and `snapshot`, which only look at the screen, and for `wait`.
  var isInput: Bool {
    switch self {
    case .key, .type, .resize, .click, .wheel: true
    case .expect, .expectNot, .snapshot, .wait, .waitFor, .waitUntilGone: false
    }
  }

  /// The text a `wait-for` or `wait-until-gone` step waits on, whether it waits for it to
  /// show (true) or to go, and its timeout; nil for every other step.
  var awaitedText: (text: String, shows: Bool, timeout: Duration?)? {
    switch self {
    case .waitFor(let text, let timeout): (text, true, timeout)
    case .waitUntilGone(let text, let timeout): (text, false, timeout)
    default: nil
    }
  }

  /// True for the steps after which a look sees the screen as it is: `wait`, `wait-for` and
  /// `wait-until-gone`.
  var waits: Bool {
    switch self {
    case .wait, .waitFor, .waitUntilGone: true
    default: false
    }
  }

  /// True for the steps that look at the screen: `expect`, `expect-not` and `snapshot`.
  var looksAtScreen: Bool {
    switch self {
    case .expect, .expectNot, .snapshot: true
    case .key, .type, .resize, .click, .wheel, .wait, .waitFor, .waitUntilGone: false
    }
  }

  /// True for the steps a script runner lets the animations finish before: a `resize` (the
  /// tmux replay cannot resize mid-frame reproducibly) and a step that looks at the screen,
  /// unless it follows a `wait` (then the screen is looked at as the wait left it).
  func settlesFirst(afterWait: Bool) -> Bool {
    if case .resize = self { return true }
    return looksAtScreen && !afterWait
  }

  /// The step written back as script text; parsing it gives this action again.
  public var scriptText: String {
    switch self {
    case .key(let key, let count): count == 1 ? key.name : "\(key.name)*\(count)"
    case .type(let text): "type \(Self.quoted(text))"
    case .resize(let size): "resize \(size.width)x\(size.height)"
    case .click(let point): "click \(point.x) \(point.y)"
    case .wheel(let direction, let notches):
      notches == 1 ? "wheel \(direction.rawValue)" : "wheel \(direction.rawValue) \(notches)"
    case .expect(let text): "expect \(Self.quoted(text))"
    case .expectNot(let text): "expect-not \(Self.quoted(text))"
    case .snapshot(let name): "snapshot \(name)"
    case .wait(let duration): "wait \(Self.durationText(duration))"
    case .waitFor(let text, let timeout):
      "wait-for \(Self.quoted(text))" + (timeout.map { " " + Self.durationText($0) } ?? "")
    case .waitUntilGone(let text, let timeout):
      "wait-until-gone \(Self.quoted(text))" + (timeout.map { " " + Self.durationText($0) } ?? "")
    }
  }

  /// A `wait` duration as the parser reads it: whole seconds as `Ns`, anything else as
  /// `Nms` (durations are whole milliseconds).
  static func durationText(_ duration: Duration) -> String {
    let milliseconds = duration / .milliseconds(1)
    let whole = Int64(milliseconds.rounded())
    return whole % 1000 == 0 ? "\(whole / 1000)s" : "\(whole)ms"
  }

  /// `text` in double quotes with `"` and `\` escaped.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}
