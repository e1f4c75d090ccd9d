import StackCore
import StackTerminal

/// What tmux must send for script input: key names for `send-keys`, and mouse reports as
/// the bytes a terminal sends in X10 mouse mode (`ESC [ M b x y`, each value + 32), which is
/// what ncurses asks for under tmux's TERM (`kmous=\E[M`) and decodes.
enum TmuxInput {
  /// One `send-keys` invocation's arguments (after `-t target`).
  typealias Arguments = [String]

  /// The highest 0-based column or row an X10 mouse report can carry (223 + 32 = 255).
  static let maximumMouseCell = 222

  /// Keys that never reach the program in a real terminal: the tty driver turns them into
  /// signals (ctrl-c, ctrl-z) or flow control (ctrl-s, ctrl-q).
  static let driverKeys: Set<Key> = [.ctrl("c"), .ctrl("z"), .ctrl("s"), .ctrl("q")]

  /// The `send-keys` arguments for `count` presses of `key`: a tmux key name (`Up`, `PPage`,
  /// `BTab`, `C-a`, `F5`…) with `-N count`, or a character's UTF-8 bytes with `-H`.
  static func keyArguments(_ key: Key, count: Int) -> Arguments {
    if case .character(let character) = key, character != " " {
      let bytes = Array(String(character).utf8)
      let repeated = Array(repeating: bytes, count: count).flatMap { $0 }
      return ["-H"] + repeated.map(hex)
    }
    return ["-N", "\(count)", tmuxName(key)]
  }

  /// The `send-keys` arguments that type `text` (its UTF-8 bytes).
  static func typeArguments(_ text: String) -> Arguments {
    ["-H"] + text.utf8.map(hex)
  }

  /// tmux's name for a non-character key.
  static func tmuxName(_ key: Key) -> String {
    switch key {
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .shiftUp: "S-Up"
    case .shiftDown: "S-Down"
    case .shiftLeft: "S-Left"
    case .shiftRight: "S-Right"
    case .pageUp: "PPage"
    case .pageDown: "NPage"
    case .home: "Home"
    case .end: "End"
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "BTab"
    case .escape: "Escape"
    case .backspace: "BSpace"
    case .delete: "DC"
    case .insert: "IC"
    case .function(let number): "F\(number)"
    case .ctrl(let letter): "C-\(letter)"
    case .character(" "): "Space"
    case .character(let character): String(character)
    }
  }

  /// The `send-keys -H` arguments for a click (press and release, sent together so ncurses
  /// reads them at once) at a 0-based cell.
  static func clickArguments(at point: Point) -> Arguments {
    ["-H"] + (mouseReport(button: 0, at: point) + mouseReport(button: 3, at: point)).map(hex)
  }

  /// The `send-keys -H` arguments for `notches` wheel notches at a cell.
  static func wheelArguments(
    _ direction: ScriptAction.WheelDirection, notches: Int, at point: Point
  ) -> Arguments {
    let report = mouseReport(button: direction == .up ? 64 : 65, at: point)
    return ["-H"] + Array(repeating: report, count: notches).flatMap { $0 }.map(hex)
  }

  /// `ESC [ M` then button, column and row, each + 32 (cells are 1-based in the report).
  private static func mouseReport(button: Int, at point: Point) -> [UInt8] {
    [0x1B, 0x5B, 0x4D, UInt8(32 + button), UInt8(33 + point.x), UInt8(33 + point.y)]
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }
}
