import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

@MainActor
extension DemoKeyTests {
  // MARK: Keys that mean nothing

  /// Keys bound to nothing (on any screen, or on this one) change nothing: same screen, no
  /// new frame, nothing logged.
  @Test func unboundKeysChangeNothing() throws {
    let unbound = [
      "z", "Z", "f5", "f1", "f12", "insert", "backspace", "ctrl-x", "ctrl-a", "ctrl-l", "1", "é",
      "中", "#", "[",
    ].compactMap(Key.init(name:))
    #expect(unbound.count == 15)  // Every name above is a key.
    let local: [String: [String]] = [
      "showcase": ["f", "n"], "checkout": ["+", "n"], "goal": ["+", "f", "n"],
      "chat": ["+", "f"], "list": ["+", "f", "n"],
    ]
    for screen in ScreenName.allCases.map(\.rawValue) {
      for showsLog in [false, true] {
        let demo = try DemoHarness(screen: screen)
        if showsLog { demo.press("e") }
        demo.press("j")
        let before = demo.text
        let log = demo.app.log.lines
        let frames = demo.terminal.presentCount
        for key in unbound + (local[screen] ?? []).compactMap(Key.init(name:)) {
          demo.send(.key(key))
          #expect(demo.text == before, "\(key) on \(screen)")
        }
        #expect(demo.app.log.lines == log, "nothing logged on \(screen)")
        #expect(demo.terminal.presentCount == frames, "no redraw on \(screen)")
      }
    }
  }

  /// Keys that would go past an end do nothing visible either.
  @Test func keysAtTheEndsChangeNothing() throws {
    for screen in ScreenName.allCases.map(\.rawValue) {
      let demo = try DemoHarness(screen: screen)
      let top = demo.text
      // On checkout and goal the first selectable row is below a header: K moves it above,
      // and on goal the only selectable row is above a note: J moves it below.
      let header = screen == "checkout" || screen == "goal"
      let moveUp = header ? [] : ["K"]
      let moveDown = screen == "goal" ? [] : ["J"]
      for key in ["k", "up", "home", "g", "pgup", "ctrl-b", "X"] + moveUp {
        demo.press(key)
        #expect(demo.text == top, "\(key) at the top of \(screen)")
      }
      demo.press("end")
      let bottom = demo.text
      for key in ["j", "down", "end", "G", "pgdn", "ctrl-f", "X"] + moveDown {
        demo.press(key)
        #expect(demo.text == bottom, "\(key) at the bottom of \(screen)")
      }
      demo.expectSane(screen)
    }
  }
}
