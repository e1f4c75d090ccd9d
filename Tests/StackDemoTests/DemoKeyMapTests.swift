import StackCore
import StackTerminal
import Testing

@testable import StackDemo

/// The demo's keys come from one table: the help is written from it, changing a binding
/// changes both what the key does and what the help says, and screen names come from one enum.
@MainActor
@Suite struct DemoKeyMapTests {
  @Test func rebindingTheEventLogKeyChangesTheHelpAndTheKey() throws {
    let keys = try KeyMap.demo().rebinding("event-log", to: [.character("E")])
    let demo = try DemoHarness(keyMap: keys)
    demo.press("?")
    let line = try #require(demo.line(containing: "event log"))
    #expect(demo.lines[line].contains(" E                 event log"), "\(demo.lines[line])")
    #expect(!demo.lines.contains { $0.contains(" e                 event log") })
    demo.press("esc")
    // The old key does nothing now; the new one shows the log.
    let before = demo.text
    demo.press("e")
    #expect(demo.text == before)
    #expect(demo.line(containing: "─ events (e hides)") == nil)
    demo.press("E")
    #expect(demo.line(containing: "─ events") != nil)
    demo.expectSane()
  }

  @Test func theHelpIsTheCurrentScreensKeyMap() throws {
    for name in ScreenName.allCases {
      let demo = try DemoHarness(screen: name.rawValue, height: 40)
      demo.press("?")
      for line in demo.app.screenKeyMap.helpLines {
        #expect(
          demo.lines.contains { $0.contains(line.keys) && $0.contains(line.help) },
          "\(name): \(line.keys) \(line.help)")
      }
    }
  }

  @Test func enterAndSpaceRunTheStandardActivateBinding() throws {
    let demo = try DemoHarness()
    for key in [Key.enter, .character(" ")] {
      #expect(KeyMap<StackAction>.standard.action(for: .key(key)) == .activateSelection)
      #expect(demo.app.keyMap.action(for: .key(key)) == .stack(.activateSelection))
    }
    // Every standard navigation key does in the demo what KeyMap.standard says.
    for command in KeyMap<StackAction>.standard.commands {
      for key in command.keys {
        #expect(demo.app.keyMap.action(for: .key(key)) == .stack(command.action), "\(key)")
      }
    }
  }

  @Test func eachScreenAddsItsOwnKeysAfterTheDemos() throws {
    let demo = try DemoHarness()
    let own: [ScreenName: Key] = [
      .showcase: .character("+"), .checkout: .character("f"), .chat: .character("n"),
    ]
    let common = try KeyMap.demo().helpLines
    for (index, name) in ScreenName.allCases.enumerated() {
      let map = demo.app.screenKeyMaps[index]
      #expect(Array(map.helpLines.prefix(common.count)) == common, "\(name)")
      for (other, key) in own {
        #expect((map.command(for: key) != nil) == (other == name), "\(key.name) on \(name)")
      }
    }
  }

  @Test func aScreenKeyThatTheDemoAlsoBindsIsAnErrorAtStart() throws {
    let keys = try KeyMap.demo().rebinding("event-log", to: [.character("n")])
    #expect(
      throws: KeyMapError.keyBoundTwice(
        .character("n"), first: "event-log", second: "ask-next-question")
    ) {
      try DemoApp(
        screen: .showcase, rows: 10, size: Size(width: 80, height: 24), isMonochrome: false,
        keyMap: keys)
    }
  }

  @Test func whileTheHelpIsShownOnlyItsScrollKeysAreBound() throws {
    let demo = try DemoHarness()
    demo.press("?")
    #expect(demo.app.keyMap.action(for: .key(.character("j"))) == .scrollHelp(.lineDown))
    #expect(demo.app.keyMap.action(for: .key(.character("q"))) == nil)
    #expect(demo.app.keyMap.action(for: .key(.character("?"))) == nil)
  }

  @Test func screensAreBuiltFromTheirNamesInTabOrder() throws {
    let app = try DemoApp(
      screen: .chat, rows: 10, size: Size(width: 80, height: 24), isMonochrome: false)
    #expect(app.screens.map(\.name) == ScreenName.allCases)
    #expect(app.screen.name == .chat)
  }
}
