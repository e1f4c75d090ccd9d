import StackCore
import StackTerminal
import Testing

@Suite struct KeyTests {
  /// Every key with a fixed name, with that name.
  static let namedKeys: [(Key, String)] = [
    (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
    (.pageUp, "pgup"), (.pageDown, "pgdn"), (.home, "home"), (.end, "end"),
    (.enter, "enter"), (.character(" "), "space"), (.tab, "tab"), (.backTab, "backtab"),
    (.escape, "esc"), (.backspace, "backspace"), (.delete, "delete"), (.insert, "insert"),
    (.shiftUp, "shift-up"), (.shiftDown, "shift-down"), (.shiftLeft, "shift-left"),
    (.shiftRight, "shift-right"),
  ]

  @Test func fixedNames() {
    for (key, name) in Self.namedKeys {
      #expect(key.name == name)
      #expect(Key(name: name) == key, "parsing \(name)")
    }
  }

  @Test func functionKeysRoundTrip() {
    for number in 1...12 {
      #expect(Key.function(number).name == "f\(number)")
      #expect(Key(name: "f\(number)") == .function(number))
    }
  }

  @Test func controlKeysRoundTrip() {
    for scalar in UnicodeScalar("a").value...UnicodeScalar("z").value {
      let letter = Character(UnicodeScalar(scalar) ?? "a")
      #expect(Key.ctrl(letter).name == "ctrl-\(letter)")
      #expect(Key(name: "ctrl-\(letter)") == .ctrl(letter))
    }
  }

  @Test(arguments: ["j", "G", "q", "?", "-", "0", "中", "😀", "é", "~", "/"])
  func charactersAreTheirOwnName(_ text: String) throws {
    let character = try #require(text.first)
    let key = Key.character(character)
    #expect(key.name == text)
    #expect(Key(name: text) == key)
  }

  @Test(arguments: [
    "", " ", "Up", "PGUP", "f0", "f13", "f01", "F1", "ctrl-", "ctrl-A", "ctrl-ab", "ctrl-1",
    "jj", "\n", "\u{1B}", "\u{7F}", "space ",
  ])
  func invalidNamesAreRejected(_ name: String) {
    #expect(Key(name: name) == nil)
  }

  @Test func namesAreDistinct() {
    var keys = Self.namedKeys.map(\.0)
    keys += (1...12).map(Key.function)
    keys += "abcdefghijklmnopqrstuvwxyz".map(Key.ctrl)
    keys += "jkhlgGv?".map(Key.character)
    #expect(Set(keys.map(\.name)).count == keys.count)
  }
}

@Suite struct StandardStackInputTests {
  @Test func standardKeys() {
    let expected: [(String, StackAction)] = [
      ("up", .selectPrevious), ("k", .selectPrevious), ("down", .selectNext),
      ("j", .selectNext), ("pgup", .pageBack), ("ctrl-b", .pageBack),
      ("pgdn", .pageForward), ("ctrl-f", .pageForward), ("home", .selectFirst),
      ("g", .selectFirst), ("end", .selectLast), ("G", .selectLast),
      ("enter", .activateSelection), ("space", .activateSelection),
      ("left", .collapseSelection), ("h", .collapseSelection),
      ("right", .expandSelection), ("l", .expandSelection),
    ]
    let keys = KeyMap<StackAction>.standard
    for (name, action) in expected {
      guard let key = Key(name: name) else {
        Issue.record("no key named \(name)")
        continue
      }
      #expect(keys.action(for: .key(key)) == action, "\(name)")
      #expect(keys.action(for: .key(key), origin: .zero) == action, "\(name)")
    }
    #expect(keys.commands.flatMap(\.keys).count == expected.count)
    #expect(keys.action(for: .key(.character("x")), origin: .zero) == nil)
    // `v` (toggle the axis) is the demo's, not a standard key (issue 22).
    #expect(keys.action(for: .key(.character("v")), origin: .zero) == nil)
  }

  @Test func mouseIsRelativeToTheOrigin() {
    let mouse = MouseBindings.standard
    let origin = Point(x: 2, y: 3)
    #expect(
      mouse.action(for: .press(Point(x: 10, y: 7)), origin: origin)
        == .press(at: Point(x: 8, y: 4)))
    #expect(
      mouse.action(for: .release(Point(x: 2, y: 3)), origin: origin)
        == .release(at: Point(x: 0, y: 0)))
    #expect(mouse.action(for: .wheelUp(Point(x: 5, y: 5)), origin: origin) == .scroll(by: -3))
    #expect(mouse.action(for: .wheelDown(Point(x: 5, y: 5)), origin: origin) == .scroll(by: 3))
    let keys = KeyMap<StackAction>.standard
    #expect(
      keys.action(for: .mouse(.wheelDown(.zero)), origin: .zero) == .scroll(by: 3))
    #expect(
      keys.action(for: .mouse(.press(Point(x: 10, y: 7))), origin: origin)
        == .press(at: Point(x: 8, y: 4)))
    #expect(keys.action(for: .resize(Size(width: 3, height: 3)), origin: .zero) == nil)
  }

  @MainActor @Test func theStandardKeysAreALayer() {
    let layer = KeyLayer("List", keys: KeyMap<StackAction>.standard) { action in
      action == .selectNext ? .quit : .redraw
    }
    #expect(layer.handle(.character("j")) == .quit)
    #expect(layer.handle(.down) == .quit)
    #expect(layer.handle(.up) == .redraw)
    #expect(layer.handle(.character("x")) == nil)
    #expect(layer.helpSection.lines == KeyMap<StackAction>.standard.helpLines)
  }

  @Test func theWheelStepIsTheMouseBindings() {
    let mouse = MouseBindings(wheelStep: 5)
    #expect(mouse.action(for: .wheelUp(.zero), origin: .zero) == .scroll(by: -5))
    #expect(
      KeyMap<StackAction>.standard.action(
        for: .mouse(.wheelDown(.zero)), origin: .zero, mouse: mouse) == .scroll(by: 5))
  }
}
