import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The mouse: a left click taps the row under the pointer (the press highlights, a release
/// on the same row fires), the wheel scrolls 3 lines.
@MainActor
@Suite struct DemoMouseTests {
  @Test func pressHighlightsAndReleaseOnTheSameRowTaps() throws {
    let demo = try DemoHarness()
    demo.press("e")
    let tags = try #require(demo.line(containing: "▸ Tags"))
    demo.send(.mouse(.press(Point(x: 10, y: tags))))
    #expect(demo.isHighlighted(line: tags))
    #expect(demo.line(containing: "▸ Tags") == tags)  // Not tapped yet.
    demo.send(.mouse(.release(Point(x: 30, y: tags))))
    #expect(!demo.isHighlighted(line: tags))
    #expect(demo.line(containing: "▾ Tags (14)  ← collapse") == tags)
    #expect(demo.logLines.last == "tapped row 3")
    demo.expectSane()
  }

  @Test func aClickSelectsTheRowItTapped() throws {
    let demo = try DemoHarness()
    let tags = try #require(demo.line(containing: "▸ Tags"))
    demo.click(x: 5, y: tags)
    #expect(demo.statusSelection?.row == 3)
    #expect(demo.isSelected(line: tags))
    // The keyboard now acts on the clicked row.
    demo.press("h")
    #expect(demo.line(containing: "▸ Tags") == tags)
  }

  @Test func releasingOnAnotherRowCancelsTheTap() throws {
    let demo = try DemoHarness()
    demo.press("e")
    let tags = try #require(demo.line(containing: "▸ Tags"))
    let log = demo.app.log.lines
    demo.send(.mouse(.press(Point(x: 10, y: tags))))
    demo.send(.mouse(.release(Point(x: 10, y: tags + 2))))
    #expect(!demo.isHighlighted(line: tags))
    #expect(demo.line(containing: "▸ Tags") == tags)
    #expect(demo.app.log.lines == log)
    #expect(demo.statusSelection?.row == 1)
    demo.expectSane()
  }

  @Test func clicksOutsideTheRowsDoNothing() throws {
    let demo = try DemoHarness(screen: "list")
    demo.press("e")
    let before = demo.text
    let height = demo.size.height
    let rule = try #require(demo.line(containing: "─ events"))
    for y in [0, rule, rule + 1, height - 1, height, 500, -1] {
      for x in [0, 40, 79, 80, -3] {
        demo.click(x: x, y: y)
        #expect(demo.text == before, "click at \(x),\(y)")
      }
    }
    // The scroll indicator column is not part of a row either.
    demo.click(x: 79, y: 1)
    #expect(demo.text == before)
  }

  @Test func clickingTheFooterOpensTheFormAndClickingItsButtonPays() throws {
    let demo = try DemoHarness(screen: "checkout")
    let button = try #require(demo.line(containing: "[ Pay now ]"))
    demo.send(.mouse(.press(Point(x: 3, y: button))))
    #expect(demo.lines[button].contains("[ Paying… ]"))
    demo.send(.mouse(.release(Point(x: 3, y: button))))
    let giftWrap = try #require(demo.line(containing: "Gift wrap  [ ]"))
    let field = try #require(demo.lines[giftWrap].firstIndex(of: "["))
    let column = demo.lines[giftWrap].distance(from: demo.lines[giftWrap].startIndex, to: field)
    demo.click(x: column, y: giftWrap)  // A click ticks the checkbox.
    #expect(demo.lines[giftWrap].contains("Gift wrap  [x]"))
    demo.click(x: 3, y: try #require(demo.line(containing: "Name")))  // Focuses the name.
    demo.press("A", "d", "a", "tab", "a", "@", "b")
    demo.click(x: column, y: try #require(demo.line(containing: "[ Pay $213 ]")))
    #expect(demo.lines[button].contains("✔ Paid — thank you!"))
    #expect(demo.lines[button - 1].contains("Ada, standard, gift wrap"))
  }

  @Test func wheelScrollsThreeLines() throws {
    let demo = try DemoHarness(screen: "list")
    let start = demo.stackLines
    demo.send(.mouse(.wheelDown(Point(x: 10, y: 5))))
    let scrolled = demo.stackLines
    #expect(Array(scrolled.dropLast(3)) == Array(start.dropFirst(3)))
    #expect(demo.app.stack.offset == 3)
    // The selected row scrolled away: the selection moved to the first row on screen.
    #expect(demo.statusSelection?.row == 3)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 3:"))))
    demo.send(.mouse(.wheelDown(Point(x: 10, y: 5))), .mouse(.wheelDown(Point(x: 10, y: 5))))
    #expect(demo.app.stack.offset == 9)
    demo.send(.mouse(.wheelUp(Point(x: 10, y: 5))))
    #expect(demo.app.stack.offset == 6)
    demo.send(.mouse(.wheelUp(Point(x: 10, y: 5))), .mouse(.wheelUp(Point(x: 10, y: 5))))
    #expect(demo.stackLines == start)
    let top = demo.text
    demo.send(.mouse(.wheelUp(Point(x: 10, y: 5))))  // Already at the top.
    #expect(demo.text == top)
    demo.expectSane()
  }

  @Test func wheelAtTheBottomDoesNothing() throws {
    let demo = try DemoHarness(screen: "list")
    demo.press("end")
    let bottom = demo.text
    let frames = demo.terminal.presentCount
    demo.send(.mouse(.wheelDown(Point(x: 10, y: 5))))
    #expect(demo.text == bottom)
    #expect(demo.terminal.presentCount == frames)
  }

  @Test func theMouseClosesTheHelpInsteadOfTappingRowsBehindIt() throws {
    let demo = try DemoHarness()
    let before = demo.text
    demo.press("?")
    let tags = try #require(demo.line(containing: "Enter Space"))
    demo.click(x: 20, y: tags)
    #expect(demo.line(containing: "Esc closes") == nil)
    #expect(demo.text == before)  // Nothing behind the help was tapped.
    demo.press("?")
    demo.send(.mouse(.wheelDown(Point(x: 20, y: 5))))
    #expect(demo.text == before)
  }

  @Test func wheelOnAHorizontalStackScrollsAlongIt() throws {
    let demo = try DemoHarness(screen: "list")
    demo.press("v")
    demo.send(.mouse(.wheelDown(Point(x: 10, y: 5))))
    #expect(demo.app.stack.offset == 3)
    demo.expectSane()
  }
}
