import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The row operations every screen offers: a (add after the selection), d (delete), K/J
/// (move up/down), x (hide) and X (show the hidden rows).
@MainActor
@Suite struct DemoRowOperationTests {
  /// The demo on `screen` after `a` added "New row 1" and selected it, with the row count and
  /// the new row's number from the status line.
  private func withARowAdded(screen: String) throws -> (demo: DemoHarness, count: Int, row: Int) {
    let demo = try DemoHarness(screen: screen)
    demo.press("a")
    let count = try #require(demo.statusSelection?.count)
    let row = try #require(demo.statusSelection?.row)
    return (demo, count, row)
  }

  @Test(arguments: demoScreens)
  func aAddsARowAfterTheSelectionAndSelectsIt(screen: String) throws {
    let demo = try DemoHarness(screen: screen)
    let before = try #require(demo.statusSelection)
    let row = try #require(before.row)
    demo.press("a")
    #expect(demo.statusSelection?.count == before.count + 1)
    #expect(demo.statusSelection?.row == row + 1)
    let added = try #require(demo.line(containing: "New row 1 (added with a)"))
    #expect(demo.isSelected(line: added))
    #expect(demo.app.log.lines.contains("added row \(row + 1)"))
    demo.press("a")
    #expect(demo.statusSelection?.row == row + 2)
    let second = try #require(demo.line(containing: "New row 2 (added with a)"))
    #expect(second > added)
    demo.expectSane(screen)
  }

  @Test(arguments: demoScreens)
  func dDeletesTheSelectedRow(screen: String) throws {
    let (demo, count, row) = try withARowAdded(screen: screen)
    demo.press("d")
    #expect(demo.line(containing: "New row 1") == nil)
    #expect(demo.statusSelection?.count == count - 1)
    #expect(demo.app.log.lines.contains("removed row \(row)"))
    demo.expectSane(screen)
    demo.press("a", "delete")
    #expect(demo.statusSelection?.count == count - 1)
  }

  @Test(arguments: demoScreens)
  func kAndJMoveTheSelectedRow(screen: String) throws {
    let demo = try DemoHarness(screen: screen)
    demo.press("a", "a")  // New row 1, then New row 2 below it, selected.
    let row = try #require(demo.statusSelection?.row)
    demo.press("K")
    #expect(demo.statusSelection?.row == row - 1)
    let moved = try #require(demo.line(containing: "New row 2"))
    let other = try #require(demo.line(containing: "New row 1"))
    #expect(moved < other)
    #expect(demo.isSelected(line: moved))
    #expect(demo.app.log.lines.contains("moved row \(row) to \(row - 1)"))
    demo.press("J")
    #expect(demo.statusSelection?.row == row)
    let second = try #require(demo.line(containing: "New row 2"))
    let first = try #require(demo.line(containing: "New row 1"))
    #expect(second > first)
    demo.expectSane(screen)
  }

  @Test(arguments: demoScreens)
  func xHidesTheSelectedRowAndXShowsItAgain(screen: String) throws {
    let (demo, count, row) = try withARowAdded(screen: screen)
    demo.press("x")
    #expect(demo.line(containing: "New row 1") == nil)
    #expect(demo.statusSelection?.count == count)  // Hidden, not removed.
    #expect(demo.app.log.lines.contains("row \(row) hidden"))
    demo.expectSane(screen)
    demo.press("X")
    #expect(demo.line(containing: "New row 1") != nil)
    #expect(demo.app.log.lines.contains("row \(row) shown, fully visible"))
    demo.expectSane(screen)
    let shown = demo.text
    demo.press("X")  // Nothing hidden any more.
    #expect(demo.text == shown)
  }

  @Test func hiddenRowsBelongToTheirScreen() throws {
    let demo = try DemoHarness()
    demo.press("x", "tab", "X", "backtab")
    #expect(demo.line(containing: "Welcome to StackTUI") == nil)
    demo.press("X")
    #expect(demo.line(containing: "Welcome to StackTUI") != nil)
  }

  @Test(arguments: demoScreens)
  func deletingEveryRowLeavesAnEmptyScreenThatStillWorks(screen: String) throws {
    let demo = try DemoHarness(screen: screen, rows: 3)
    var guardCount = 0
    while demo.app.stack.selectedIndex != nil, guardCount < 20 {
      demo.press("d")
      guardCount += 1
    }
    // Rows that cannot be selected (headers, descriptions) stay.
    #expect(demo.statusSelection?.row == nil)
    if demo.app.stack.count == 0 {
      #expect(demo.stackLines.first == " No rows. Press a to add one.", "\(screen)")
    }
    #expect(demo.status.contains("row –/"))
    demo.pressEachCheckingTheScreen(
      [
        "j", "k", "enter", "space", "l", "h", "pgdn", "end", "home", "K", "J", "x", "X", "d",
        "v", "v",
      ], note: { "\($0) on empty \(screen)" })
    demo.press("a")
    #expect(demo.line(containing: "New row 1") != nil)
    #expect(demo.statusSelection?.row != nil)
    demo.expectSane(screen)
  }

  @Test func hidingEveryRowThenShowingThemAgain() throws {
    let demo = try DemoHarness()
    let start = demo.stackLines
    demo.press("x", times: 5)
    #expect(demo.stackLines.first == " Every row is hidden. Press X to show them.")
    #expect(demo.stackLines.dropFirst().allSatisfy { $0.isEmpty })
    #expect(demo.statusSelection?.row == nil)
    demo.expectSane()
    demo.press("X")
    #expect(demo.line(containing: "Welcome to StackTUI") != nil)
    #expect(demo.statusSelection?.row != nil)
    demo.press("home")
    #expect(demo.stackLines == start)
  }

  @Test func rowOperationsOnTheMillionRowList() throws {
    let demo = try DemoHarness(screen: "list", rows: 1_000_000)
    demo.press("end", "a")
    #expect(demo.statusSelection?.row == 1_000_001)
    #expect(demo.statusSelection?.count == 1_000_001)
    #expect(demo.line(containing: "New row 1") != nil)
    demo.press("K")
    #expect(demo.statusSelection?.row == 1_000_000)
    let added = try #require(demo.line(containing: "New row 1"))
    let last = try #require(demo.line(containing: "Row 1000000:"))
    #expect(added < last)
    demo.press("home", "x")
    #expect(demo.line(containing: "Row 1:") == nil)
    #expect(demo.line(containing: "Row 2:") == 1)
    demo.press("d")
    #expect(demo.line(containing: "Row 2:") == nil)
    #expect(demo.statusSelection?.count == 1_000_000)
    demo.expectSane()
  }
}
