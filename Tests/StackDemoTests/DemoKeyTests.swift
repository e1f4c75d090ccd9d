import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

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
    for screen in ScreenName.allCases.map(\.rawValue) {
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
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 1:"))))
    demo.press("j")
    #expect(demo.statusSelection?.row == 2)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 2:"))))
    #expect(!demo.isSelected(line: try #require(demo.line(containing: "Row 1:"))))
    demo.press("down", "down")
    #expect(demo.statusSelection?.row == 4)
    demo.press("k")
    #expect(demo.statusSelection?.row == 3)
    demo.press("up")
    #expect(demo.statusSelection?.row == 2)
    #expect(demo.selectedLines == [try #require(demo.line(containing: "Row 2:"))])
    demo.expectSane()
  }

  @Test func movingTheSelectionRedrawsOnlyWhatChanged() throws {
    let demo = try DemoHarness(screen: "list")
    let firstFrame = demo.counting.bytesWritten
    demo.press("j")
    let move = demo.counting.bytesWritten - firstFrame
    #expect(move > 0)
    #expect(
      move * 4 < firstFrame, "moving the selection cost \(move) bytes, a full frame \(firstFrame)")
    let before = demo.counting.bytesWritten
    demo.press("z")  // Nothing changes, nothing is sent.
    #expect(demo.counting.bytesWritten == before)
  }

  @Test func movingPastTheScreenScrollsToKeepTheSelectionVisible() throws {
    let demo = try DemoHarness(screen: "list")
    demo.press("j", times: 30)
    #expect(demo.statusSelection?.row == 31)
    #expect(demo.line(containing: "Row 1:") == nil)
    let selected = try #require(demo.line(containing: "Row 31:"))
    #expect(demo.isSelected(line: selected))
    // On the last stack line: it scrolled just enough.
    #expect(selected == demo.app.stack.viewport.height)
    demo.press("k", times: 30)
    #expect(demo.statusSelection?.row == 1)
    #expect(demo.line(containing: "Row 1:") == 1)
    demo.expectSane()
  }

  @Test func pageDownAndUpMoveByTheViewport() throws {
    let demo = try DemoHarness(screen: "list")
    let start = demo.stackLines
    demo.press("pgdn")
    // 22 lines of viewport, 2 lines per row (row + separator): 11 rows per page.
    #expect(demo.statusSelection?.row == 12)
    #expect(demo.line(containing: "Row 1:") == nil)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 12:"))))
    demo.press("ctrl-f")
    #expect(demo.statusSelection?.row == 23)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 23:"))))
    demo.press("pgup", "ctrl-b")
    #expect(demo.statusSelection?.row == 1)
    #expect(demo.stackLines == start)
    demo.expectSane()
  }

  @Test func homeAndEndJumpToTheFirstAndLastRow() throws {
    let demo = try DemoHarness(screen: "list")
    demo.press("end")
    #expect(demo.status.hasPrefix(" list │ row 1000/1000 │ 100% │"))
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Row 1000:"))))
    #expect(demo.line(containing: "Row 1000:") == demo.app.stack.viewport.height)
    demo.press("home")
    #expect(demo.status.hasPrefix(" list │ row 1/1000 │ 0% │"))
    #expect(demo.line(containing: "Row 1:") == 1)
    demo.press("G")
    #expect(demo.statusSelection?.row == 1000)
    demo.press("g")
    #expect(demo.statusSelection?.row == 1)
    demo.expectSane()
  }

  @Test func aMillionRowsEndShowsTheLastRow() throws {
    // How fast is the benchmarks' business (Tools/, "start-up" at 1,000,000 rows), not a test's.
    let harness = try DemoHarness(screen: "list", rows: 1_000_000)
    harness.press("end")
    #expect(harness.line(containing: "Row 1000000:") != nil)
    #expect(harness.isSelected(line: try #require(harness.line(containing: "Row 1000000:"))))
    #expect(harness.status.hasPrefix(" list │ row 1000000/1000000 │ 100% │"))
    harness.press("pgup", "k", "home")
    #expect(harness.line(containing: "Row 1:") == 1)
    #expect(harness.statusSelection?.row == 1)
    harness.expectSane()
  }
}
