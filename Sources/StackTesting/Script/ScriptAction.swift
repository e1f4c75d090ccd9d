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

  /// Which way the wheel turns.
  public enum WheelDirection: String, Sendable, Equatable, CaseIterable {
    /// Away from the user: content moves down, the view scrolls back.
    case up
    /// Towards the user: the view scrolls forward.
    case down
  }

  /// The words that start a command line.
  public static let commandNames = [
    "type", "resize", "click", "wheel", "expect", "expect-not", "snapshot",
  ]

  /// True for steps that send input to the app (keys, text, mouse, resize); false for
  /// `expect`, `expect-not` and `snapshot`, which only look at the screen.
  public var isInput: Bool {
    switch self {
    case .key, .type, .resize, .click, .wheel: true
    case .expect, .expectNot, .snapshot: false
    }
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
    }
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
