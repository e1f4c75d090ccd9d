import StackCore
import StackTerminal
import StackTesting
import StackWidgets
import Testing

@testable import StackDemo

@MainActor
extension DemoKeyTests {
  // MARK: Screens, log, axis, help, quit

  @Test func theTestsKnowEveryScreen() {
    #expect(ScreenName.allCases.map(\.rawValue) == demoScreens)
  }

  @Test func tabAndShiftTabSwitchScreensInOrderAndWrapAround() throws {
    let demo = try DemoHarness()
    let names = ScreenName.allCases.map(\.rawValue)
    for step in 1...names.count {
      demo.press("tab")
      let name = names[step % names.count]
      #expect(demo.status.hasPrefix(" \(name) │"), "after \(step) tabs")
      #expect(demo.title.contains(name))
      demo.expectSane("screen \(name)")
    }
    demo.press("backtab")
    #expect(demo.status.hasPrefix(" list │"))
    demo.press("backtab")
    #expect(demo.status.hasPrefix(" chat │"))
  }

  /// The current screen's tab is drawn in the theme's selection role (white on blue; reverse
  /// video without colour), and no other tab looks like it.
  @Test func theCurrentScreenIsMarkedInTheTitle() throws {
    for monochrome in [false, true] {
      let demo = try DemoHarness(monochrome: monochrome)
      let selection = demo.style(of: .selection)
      for name in ScreenName.allCases.map(\.rawValue) {
        let x = try #require(demo.column(of: " \(name) ", inLine: 0)) + 1
        #expect(demo.screen[x, 0].style == selection, "\(name) marked, monochrome \(monochrome)")
        for other in ScreenName.allCases.map(\.rawValue) where other != name {
          let otherX = try #require(demo.column(of: " \(other) ", inLine: 0)) + 1
          #expect(
            demo.screen[otherX, 0].style != demo.screen[x, 0].style,
            "\(other) not marked, monochrome \(monochrome)")
        }
        demo.press("tab")
      }
    }
  }

  @Test func eachScreenKeepsItsOwnSelection() throws {
    let demo = try DemoHarness()
    demo.press("j", "j", "tab", "j", "tab")
    demo.press("backtab")
    #expect(demo.status.hasPrefix(" checkout │ row 3/7"))
    demo.press("backtab")
    #expect(demo.status.hasPrefix(" showcase │ row 3/5"))
  }

  @Test func eTogglesTheEventLogWithTheNewestEventAtTheBottom() throws {
    let demo = try DemoHarness(screen: "list")
    let stackHeight = demo.app.stack.viewport.height
    #expect(demo.line(containing: "─ events (e hides)") == nil)
    demo.press("e")
    let rule = try #require(demo.line(containing: "─ events (e hides)"))
    #expect(demo.app.stack.viewport.height < stackHeight)
    #expect(rule == demo.app.stack.viewport.height + 1)
    demo.press("enter")
    #expect(demo.logLines.last == "tapped row 1")
    demo.press("a")
    #expect(demo.logLines.contains("added row 2"))
    demo.press("end")
    #expect(demo.logLines.last?.hasPrefix("row 1001 ") == true)
    #expect(demo.status.hasSuffix(try #require(demo.logLines.last)))
    demo.expectSane()
    demo.press("e")
    #expect(demo.line(containing: "─ events") == nil)
    #expect(demo.app.stack.viewport.height == stackHeight)
    demo.expectSane()
  }

  @Test(arguments: demoScreens)
  func startingIsNotAnEvent(screen: String) throws {
    for size in [
      Size(width: 80, height: 24), Size(width: 20, height: 6), Size(width: 200, height: 60),
    ] {
      let demo = try DemoHarness(screen: screen, width: size.width, height: size.height)
      #expect(demo.app.log.lines.isEmpty, "\(screen) at \(size)")
      #expect(
        demo.status.hasSuffix("│ —") || size.width < 30, "\(screen) at \(size): \(demo.status)")
    }
  }

  @Test func theLogListsVisibilityRowChangeAndTapEvents() throws {
    let demo = try DemoHarness()
    #expect(demo.status.hasSuffix("│ —"))  // Starting is not an event.
    demo.press("e")
    #expect(!demo.logLines.contains { $0.hasPrefix("resized") })
    demo.press("j", "j", "x")
    #expect(demo.logLines.contains("row 3 hidden"))
    demo.press("X")
    #expect(demo.logLines.contains("row 3 shown, fully visible"))
    demo.press("a")
    // Hiding moved the selection to the next row (Gallery, row 4): the new row goes after it.
    #expect(demo.logLines.contains("added row 5"))
    demo.press("J")
    #expect(demo.logLines.contains("moved row 5 to 6"))
    demo.press("d")
    #expect(demo.logLines.contains("row 6 removed"))
    #expect(demo.logLines.contains("removed row 6"))
    demo.press("enter")
    #expect(demo.logLines.last?.hasPrefix("tapped row") == true)
    demo.expectSane()
  }

  @Test func vSwitchesTheAxisAndBack() throws {
    let demo = try DemoHarness(screen: "checkout")
    let vertical = demo.stackLines
    #expect(!demo.status.contains("horizontal"))
    demo.press("v")
    #expect(demo.status.contains("│ horizontal │"))
    #expect(demo.app.stack.axis == .horizontal)
    // Rows now stand side by side: the first two items share a line.
    let line = try #require(demo.line(containing: "Mechanical"))
    #expect(demo.lines[line].contains("USB-C cable"))
    demo.expectSane()
    demo.press("v")
    #expect(!demo.status.contains("horizontal"))
    #expect(demo.stackLines == vertical)
    demo.expectSane()
  }

  @Test func theSelectionStaysOnScreenWhenTheAxisChanges() throws {
    for screen in ScreenName.allCases.map(\.rawValue) {
      let demo = try DemoHarness(screen: screen)
      demo.press("end", "v")
      let selected = try #require(demo.app.stack.selectedIndex)
      #expect(try demo.app.stack.visibilityOfRow(at: selected) == .entire, "\(screen)")
      demo.press("home", "v")
      #expect(try demo.app.stack.visibilityOfRow(at: 0).isVisible, "\(screen)")
      demo.expectSane(screen)
    }
  }

  @Test func questionMarkShowsHelpAndAnyKeyClosesIt() throws {
    for screen in ScreenName.allCases.map(\.rawValue) {
      let demo = try DemoHarness(screen: screen)
      let before = demo.text
      demo.press("?")
      #expect(demo.line(containing: "┌─ Keys — \(screen) ─") != nil)
      #expect(demo.line(containing: "└─ Esc closes ─") != nil)
      for keys in [
        "↑↓ k j", "PgUp PgDn ^B ^F", "Home End g G", "Enter Space", "← → h l",
        "Tab Shift-Tab", "q Esc", "K / J",
      ] {
        #expect(demo.line(containing: keys) != nil, "help lists \(keys) on \(screen)")
      }
      demo.press("j")  // Closes the help and does nothing else.
      #expect(demo.text == before, "help closed on \(screen)")
      #expect(!demo.loop.isFinished)
    }
  }

  @Test func helpListsTheKeysOfTheCurrentScreen() throws {
    let expected = [
      "showcase": "add a plan to Pricing", "checkout": "footer ↔ item count",
      "chat": "ask the next question",
    ]
    for (screen, entry) in expected {
      let demo = try DemoHarness(screen: screen)
      demo.press("?")
      #expect(demo.line(containing: entry) != nil, "\(screen)")
    }
  }

  @Test func escapeAndQCloseTheHelpWithoutQuitting() throws {
    let demo = try DemoHarness()
    let before = demo.text
    for key in ["esc", "q"] {
      demo.press("?", key)
      #expect(!demo.loop.isFinished, "\(key)")
      #expect(demo.text == before, "\(key)")
    }
    demo.press("q")
    #expect(demo.loop.isFinished)
  }

  @Test(arguments: ["q", "esc"])
  func quitKeys(key: String) throws {
    for screen in ScreenName.allCases.map(\.rawValue) {
      let demo = try DemoHarness(screen: screen)
      demo.press(key)
      #expect(demo.loop.isFinished, "\(key) on \(screen)")
    }
  }
}
