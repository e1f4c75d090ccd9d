import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

@MainActor
extension DemoKeyTests {
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
    #expect(demo.logLines.last == "tapped row 3")
    #expect(demo.status.hasSuffix("│ tapped row 3"))
    demo.press("space")
    #expect(demo.line(containing: "▸ Tags (14)  → expand") != nil)
    #expect(demo.logLines.last == "tapped row 3")
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
    #expect(demo.app.log.lines.contains("tapped row 3"))
  }
}
