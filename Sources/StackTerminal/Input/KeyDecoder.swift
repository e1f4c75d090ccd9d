internal import CNcurses
import StackCore

/// Turns a character or a curses key code read from the terminal into an `InputEvent`.
///
/// ``NcursesTerminal`` reads key codes (`KEY_UP`, `KEY_F(1)`...) and bytes, which it assembles
/// into characters with ``UTF8InputDecoder``. This is a pure function of the value and of
/// whether it is a key code, so it is tested without a terminal:
///
/// ```swift
/// KeyDecoder.decode(0x6A, isKeyCode: false)      // .key(.character("j"))
/// KeyDecoder.decode(259, isKeyCode: true)        // .key(.up)  (KEY_UP)
/// KeyDecoder.decode(2, isKeyCode: false)         // .key(.ctrl("b"))
/// ```
///
/// `KEY_RESIZE` and `KEY_MOUSE` give nil: they need the terminal (the new size, `getmouse`),
/// so ``NcursesTerminal`` handles them itself. Unknown key codes and unprintable characters
/// also give nil.
enum KeyDecoder {
  /// The event for `code`: a curses key code when `isKeyCode` is true, otherwise a Unicode
  /// scalar value.
  static func decode(_ code: UInt32, isKeyCode: Bool) -> InputEvent? {
    let key = isKeyCode ? keyCodeKey(code) : characterKey(code)
    return key.map(InputEvent.key)
  }

  /// The key for a curses key code.
  private static func keyCodeKey(_ code: UInt32) -> Key? {
    guard let code = Int32(exactly: code) else { return nil }
    return keyCodes[code]
  }

  /// The key for a character code.
  private static func characterKey(_ code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 27: return .escape
    case 1...26:
      guard let letter = Unicode.Scalar(0x60 + code) else { return nil }
      return .ctrl(Character(letter))
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      let character = Character(scalar)
      return Key.isPrintable(character) ? .character(character) : nil
    }
  }

  /// Curses key codes and their keys. `KEY_FIND`/`KEY_SELECT` are what some terminals
  /// (rxvt, the Linux console in some modes) send for Home/End.
  private static let keyCodes: [Int32: Key] = {
    var codes: [Int32: Key] = [
      KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
      KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
      KEY_HOME: .home, KEY_END: .end, KEY_FIND: .home, KEY_SELECT: .end,
      KEY_ENTER: .enter, KEY_BTAB: .backTab, KEY_BACKSPACE: .backspace,
      KEY_DC: .delete, KEY_IC: .insert,
      KEY_SR: .shiftUp, KEY_SF: .shiftDown, KEY_SLEFT: .shiftLeft, KEY_SRIGHT: .shiftRight,
    ]
    for number in 1...12 {
      codes[stacktui_key_f(Int32(number))] = .function(number)
    }
    return codes
  }()
}
