import StackCore
import Testing

@testable import StackTerminal

/// Key codes are ncurses' own values (curses.h, ncurses 6): asserting literals checks the
/// decoder against the real constants, not against itself.
@Suite struct KeyDecoderTests {
  static let keyCodes: [(UInt32, Key)] = [
    (259, .up), (258, .down), (260, .left), (261, .right),  // KEY_UP/DOWN/LEFT/RIGHT
    (339, .pageUp), (338, .pageDown),  // KEY_PPAGE, KEY_NPAGE
    (262, .home), (360, .end),  // KEY_HOME, KEY_END
    (362, .home), (385, .end),  // KEY_FIND, KEY_SELECT
    (343, .enter), (353, .backTab),  // KEY_ENTER, KEY_BTAB
    (263, .backspace), (330, .delete), (331, .insert),  // KEY_BACKSPACE, KEY_DC, KEY_IC
  ]

  @Test func keyCodes() {
    for (code, key) in Self.keyCodes {
      #expect(KeyDecoder.decode(code, isKeyCode: true) == .key(key), "code \(code)")
    }
  }

  @Test func functionKeys() {
    for number in 1...12 {
      // KEY_F(n) == KEY_F0 (264) + n
      #expect(KeyDecoder.decode(264 + UInt32(number), isKeyCode: true) == .key(.function(number)))
    }
  }

  @Test func resizeMouseAndUnknownCodesAreLeftToTheTerminal() {
    #expect(KeyDecoder.decode(410, isKeyCode: true) == nil)  // KEY_RESIZE
    #expect(KeyDecoder.decode(409, isKeyCode: true) == nil)  // KEY_MOUSE
    #expect(KeyDecoder.decode(264, isKeyCode: true) == nil)  // KEY_F0
    #expect(KeyDecoder.decode(0o777, isKeyCode: true) == nil)
  }

  @Test func controlCharacters() {
    #expect(KeyDecoder.decode(13, isKeyCode: false) == .key(.enter))
    #expect(KeyDecoder.decode(10, isKeyCode: false) == .key(.enter))
    #expect(KeyDecoder.decode(9, isKeyCode: false) == .key(.tab))
    #expect(KeyDecoder.decode(27, isKeyCode: false) == .key(.escape))
    #expect(KeyDecoder.decode(127, isKeyCode: false) == .key(.backspace))
    #expect(KeyDecoder.decode(8, isKeyCode: false) == .key(.backspace))
    for code in UInt32(1)...26 where ![8, 9, 10, 13].contains(code) {
      let letter = Character(UnicodeScalar(0x60 + code) ?? "?")
      #expect(KeyDecoder.decode(code, isKeyCode: false) == .key(.ctrl(letter)), "code \(code)")
    }
    #expect(KeyDecoder.decode(2, isKeyCode: false) == .key(.ctrl("b")))
    #expect(KeyDecoder.decode(6, isKeyCode: false) == .key(.ctrl("f")))
    #expect(KeyDecoder.decode(0, isKeyCode: false) == nil)
    #expect(KeyDecoder.decode(28, isKeyCode: false) == nil)
    #expect(KeyDecoder.decode(0x85, isKeyCode: false) == nil)  // C1 control
  }

  @Test func printableCharacters() {
    #expect(KeyDecoder.decode(0x6A, isKeyCode: false) == .key(.character("j")))
    #expect(KeyDecoder.decode(0x47, isKeyCode: false) == .key(.character("G")))
    #expect(KeyDecoder.decode(0x20, isKeyCode: false) == .key(.character(" ")))
    #expect(KeyDecoder.decode(0x4E2D, isKeyCode: false) == .key(.character("中")))
    #expect(KeyDecoder.decode(0x1F600, isKeyCode: false) == .key(.character("😀")))
    #expect(KeyDecoder.decode(0xE9, isKeyCode: false) == .key(.character("é")))
    #expect(KeyDecoder.decode(0xD800, isKeyCode: false) == nil)  // not a scalar
    // A character code is never read as a key code: 259 is "ă", not KEY_UP.
    #expect(KeyDecoder.decode(259, isKeyCode: false) == .key(.character("\u{103}")))
  }
}

@Suite struct MouseDecoderTests {
  @Test func masksAreNcursesValues() {
    // ncurses 6 mouse version 2: button b's events are shifted by (b - 1) * 5 bits.
    #expect(MouseDecoder.button1Released == 0o1)
    #expect(MouseDecoder.button1Pressed == 0o2)
    #expect(MouseDecoder.button1Clicked == 0o4)
    #expect(MouseDecoder.button4Pressed == 0o2 << 15)
    #expect(MouseDecoder.button5Pressed == 0o2 << 20)
  }

  @Test func decodesEachButtonState() {
    let point = Point(x: 7, y: 3)
    #expect(MouseDecoder.decode(buttonState: 0o2, x: 7, y: 3) == [.press(point)])
    #expect(MouseDecoder.decode(buttonState: 0o1, x: 7, y: 3) == [.release(point)])
    #expect(MouseDecoder.decode(buttonState: 0o4, x: 7, y: 3) == [.press(point), .release(point)])
    #expect(MouseDecoder.decode(buttonState: 0o2 << 15, x: 7, y: 3) == [.wheelUp(point)])
    #expect(MouseDecoder.decode(buttonState: 0o2 << 20, x: 7, y: 3) == [.wheelDown(point)])
  }

  @Test func ignoresOtherButtonsAndModifiers() {
    #expect(MouseDecoder.decode(buttonState: 0, x: 1, y: 1) == [])
    #expect(MouseDecoder.decode(buttonState: 0o2 << 5, x: 1, y: 1) == [])  // button 2
    #expect(MouseDecoder.decode(buttonState: 0o2 << 10, x: 1, y: 1) == [])  // button 3
    // BUTTON_CTRL (0o1 << 25) is a modifier: still a press.
    #expect(MouseDecoder.decode(buttonState: 0o2 | 0o1 << 25, x: 0, y: 0) == [.press(.zero)])
    #expect(MouseEvent.wheelUp(Point(x: 4, y: 2)).point == Point(x: 4, y: 2))
  }
}
