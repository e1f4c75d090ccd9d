import StackCore
import StackTerminal
import Testing

@testable import TUI

/// Every global key binding of the demo, driven on the headless terminal and checked by
/// what the user sees: the status line, the rows on screen, the selection highlight.
@MainActor
@Suite struct DemoKeyTests {
  // MARK: Moving the selection

  @Test(arguments: [
    ("j", "down"), ("k", "up"), ("pgdn", "ctrl-f"), ("pgup", "ctrl-b"),
    ("home", "g"), ("end", "G"), ("l", "right"), ("h", "left"), ("enter", "space"),
  ])
  func keyAndItsAlternativeDoTheSame(first: String, second: String) throws {
    for screen in DemoApp.screenNames {
      let one = try DemoHarness(screen: screen)
      let other = try DemoHarness(screen: screen)
      for harness in [one, other] { harness.press("j", "j", "pgdn", "j") }
      one.press(first)
      other.press(second)
      #expect(one.text == other.text, "\(first) vs \(second) on \(screen)")
      one.expectSane("\(first) on \(screen)")
    }
  }

  @Test func downAndUpMoveTheSelectionOneRow() throws {
    let demo = try DemoHarness(screen: "list")
    #expect(demo.status.hasPrefix(" list │ row 1/1000 │ 0% │"))
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 0:"))))
    demo.press("j")
    #expect(demo.statusSelection?.row == 2)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 1:"))))
    #expect(!demo.isSelected(line: try #require(demo.line(containing: "Row 0:"))))
    demo.press("down", "down")
    #expect(demo.statusSelection?.row == 4)
    demo.press("k")
    #expect(demo.statusSelection?.row == 3)
    demo.press("up")
    #expect(demo.statusSelection?.row == 2)
    #expect(demo.selectedLines == [try #require(demo.line(containing: "Row 1:"))])
    demo.expectSane()
  }

  @Test func movingTheSelectionRedrawsOnlyWhatChanged() throws {
    let demo = try DemoHarness(screen: "list")
    let firstFrame = demo.terminal.bytesWritten
    demo.press("j")
    let move = demo.terminal.bytesWritten - firstFrame
    #expect(move > 0)
    #expect(
      move * 4 < firstFrame, "moving the selection cost \(move) bytes, a full frame \(firstFrame)")
    let before = demo.terminal.bytesWritten
    demo.press("z")  // Nothing changes, nothing is sent.
    #expect(demo.terminal.bytesWritten == before)
  }

  @Test func movingPastTheScreenScrollsToKeepTheSelectionVisible() throws {
    let demo = try DemoHarness(screen: "list")
    demo.press("j", times: 30)
    #expect(demo.statusSelection?.row == 31)
    #expect(demo.line(containing: "Row 0:") == nil)
    let selected = try #require(demo.line(containing: "Row 30:"))
    #expect(demo.isSelected(line: selected))
    // On the last stack line: it scrolled just enough.
    #expect(selected == demo.app.stack.viewport.height)
    demo.press("k", times: 30)
    #expect(demo.statusSelection?.row == 1)
    #expect(demo.line(containing: "Row 0:") == 1)
    demo.expectSane()
  }

  @Test func pageDownAndUpMoveByTheViewport() throws {
    let demo = try DemoHarness(screen: "list")
    let start = demo.stackLines
    demo.press("pgdn")
    // 22 lines of viewport, 2 lines per row (row + separator): 11 rows per page.
    #expect(demo.statusSelection?.row == 12)
    #expect(demo.line(containing: "Row 0:") == nil)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 11:"))))
    demo.press("ctrl-f")
    #expect(demo.statusSelection?.row == 23)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 22:"))))
    demo.press("pgup", "ctrl-b")
    #expect(demo.statusSelection?.row == 1)
    #expect(demo.stackLines == start)
    demo.expectSane()
  }

  @Test func homeAndEndJumpToTheFirstAndLastRow() throws {
    let demo = try DemoHarness(screen: "list")
    demo.press("end")
    #expect(demo.status.hasPrefix(" list │ row 1000/1000 │ 100% │"))
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 999:"))))
    #expect(demo.line(containing: "Row 999:") == demo.app.stack.viewport.height)
    demo.press("home")
    #expect(demo.status.hasPrefix(" list │ row 1/1000 │ 0% │"))
    #expect(demo.line(containing: "Row 0:") == 1)
    demo.press("G")
    #expect(demo.statusSelection?.row == 1000)
    demo.press("g")
    #expect(demo.statusSelection?.row == 1)
    demo.expectSane()
  }

  @Test func aMillionRowsEndShowsTheLastRow() throws {
    let clock = ContinuousClock()
    var demo: DemoHarness?
    let elapsed = try clock.measure {
      demo = try DemoHarness(screen: "list", rows: 1_000_000)
      demo?.press("end")
    }
    let harness = try #require(demo)
    #expect(harness.line(containing: "Row 999999:") != nil)
    #expect(harness.isSelected(line: try #require(harness.line(containing: "Row 999999:"))))
    #expect(harness.status.hasPrefix(" list │ row 1000000/1000000 │ 100% │"))
    harness.press("pgup", "k", "home")
    #expect(harness.line(containing: "Row 0:") == 1)
    #expect(harness.statusSelection?.row == 1)
    harness.expectSane()
    #expect(elapsed < .seconds(10), "a million rows took \(elapsed)")
  }

  // MARK: Tapping, collapsing, expanding

  @Test func rightAndLeftExpandAndCollapseTheSelectedRow() throws {
    let demo = try DemoHarness()
    demo.press("j", "j")
    #expect(demo.statusSelection?.row == 3)
    #expect(demo.line(containing: "▸ Tags (14)  → expand") != nil)
    demo.press("l")
    #expect(demo.line(containing: "▾ Tags (14)  ← collapse") != nil)
    #expect(demo.line(containing: "[swift] [ncurses]") != nil)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "[swift]"))))
    let expanded = demo.text
    demo.press("l")  // Already expanded: nothing changes.
    #expect(demo.text == expanded)
    demo.press("h")
    #expect(demo.line(containing: "▸ Tags (14)  → expand") != nil)
    #expect(demo.line(containing: "[swift]") == nil)
    let collapsed = demo.text
    demo.press("left")  // Already collapsed.
    #expect(demo.text == collapsed)
    demo.press("right")
    #expect(demo.line(containing: "▾ Tags") != nil)
    demo.expectSane()
  }

  @Test func collapseAndExpandOnARowThatCannotDoNothing() throws {
    let demo = try DemoHarness()
    let before = demo.text
    let frames = demo.terminal.presentCount
    demo.press("l", "h", "right", "left")
    #expect(demo.text == before)
    #expect(demo.terminal.presentCount == frames)  // Not even a redraw.
  }

  @Test func enterTapsTheSelectedRowAndTogglesACollapsibleOne() throws {
    let demo = try DemoHarness()
    demo.press("e", "j", "j", "enter")
    #expect(demo.line(containing: "▾ Tags (14)  ← collapse") != nil)
    #expect(demo.logLines.last == "tapped  row 2")
    #expect(demo.status.hasSuffix("│ tapped  row 2"))
    demo.press("space")
    #expect(demo.line(containing: "▸ Tags (14)  → expand") != nil)
    #expect(demo.logLines.last == "tapped  row 2")
    demo.expectSane()
  }

  @Test func enterShowsThePressHighlightThenTaps() throws {
    let demo = try DemoHarness()
    demo.press("j", "j")
    let tags = try #require(demo.line(containing: "Tags (14)"))
    // The key is handled; before the idle time-out ends the press, the row is highlighted.
    #expect(demo.app.handle(.key(.enter)) == .redraw)
    var canvas = demo.renderNow()
    #expect(
      canvas[0, tags].style.background == demo.app.stack.appearance.highlightedStyle.background)
    #expect(canvas.line(tags).contains("▸ Tags"))  // Not tapped yet.
    #expect(demo.app.idleTimeoutMilliseconds != nil)
    #expect(demo.app.idle() == .redraw)
    canvas = demo.renderNow()
    #expect(canvas.line(tags).contains("▾ Tags"))
    #expect(canvas[0, tags].style.background == demo.app.stack.appearance.selectedStyle.background)
    #expect(demo.app.idleTimeoutMilliseconds == nil)
  }

  @Test func aKeyDuringThePressHighlightFinishesTheTapFirst() throws {
    let demo = try DemoHarness()
    demo.press("j", "j")
    _ = demo.app.handle(.key(.enter))
    _ = demo.app.handle(.key(.down))
    let canvas = demo.renderNow()
    #expect(canvas.text.contains("▾ Tags"))
    #expect(demo.app.stack.selectedIndex == 3)
    #expect(demo.app.log.lines.contains("tapped  row 2"))
  }

  // MARK: Screens, log, axis, help, quit

  @Test func theTestsKnowEveryScreen() {
    #expect(DemoApp.screenNames == demoScreens)
  }

  @Test func tabAndShiftTabSwitchScreensInOrderAndWrapAround() throws {
    let demo = try DemoHarness()
    let names = DemoApp.screenNames
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

  @Test func theCurrentScreenIsMarkedInTheTitle() throws {
    let demo = try DemoHarness()
    for name in DemoApp.screenNames {
      let x = try #require(demo.column(of: " \(name) ", inLine: 0)) + 1
      #expect(demo.screen[x, 0].style.attributes.contains(.reverse), "\(name) marked")
      for other in DemoApp.screenNames where other != name {
        let otherX = try #require(demo.column(of: " \(other) ", inLine: 0)) + 1
        #expect(!demo.screen[otherX, 0].style.attributes.contains(.reverse), "\(other) not marked")
      }
      demo.press("tab")
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
    #expect(demo.logLines.last == "tapped  row 0")
    demo.press("a")
    #expect(demo.logLines.contains("added   row 1"))
    demo.press("end")
    #expect(demo.logLines.last?.hasPrefix("visible row 1000:") == true)
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
    #expect(demo.logLines.contains("hidden  row 2: entire → hidden"))
    demo.press("X")
    #expect(demo.logLines.contains("visible row 2: hidden → entire"))
    demo.press("a")
    // Hiding moved the selection to the next row (Gallery, 3): the new row goes after it.
    #expect(demo.logLines.contains("added   row 4"))
    demo.press("J")
    #expect(demo.logLines.contains("moved   row 4 → 5"))
    demo.press("d")
    #expect(demo.logLines.contains("hidden  row 5: entire → removed"))
    #expect(demo.logLines.contains("removed row 5"))
    demo.press("enter")
    #expect(demo.logLines.last?.hasPrefix("tapped  row") == true)
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
    for screen in DemoApp.screenNames {
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
    for screen in DemoApp.screenNames {
      let demo = try DemoHarness(screen: screen)
      let before = demo.text
      demo.press("?")
      #expect(demo.line(containing: "Keys — \(screen) (any key closes)") != nil)
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
    for screen in DemoApp.screenNames {
      let demo = try DemoHarness(screen: screen)
      demo.press(key)
      #expect(demo.loop.isFinished, "\(key) on \(screen)")
    }
  }

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
    for screen in DemoApp.screenNames {
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
    for screen in DemoApp.screenNames {
      let demo = try DemoHarness(screen: screen)
      let top = demo.text
      // On checkout the first selectable row is below the header: K moves it above.
      let moveUp = screen == "checkout" ? [] : ["K"]
      for key in ["k", "up", "home", "g", "pgup", "ctrl-b", "X"] + moveUp {
        demo.press(key)
        #expect(demo.text == top, "\(key) at the top of \(screen)")
      }
      demo.press("end")
      let bottom = demo.text
      for key in ["j", "down", "end", "G", "pgdn", "ctrl-f", "J", "X"] {
        demo.press(key)
        #expect(demo.text == bottom, "\(key) at the bottom of \(screen)")
      }
      demo.expectSane(screen)
    }
  }
}
