import Testing

@testable import StackCore

/// Issue 8 item 20: selecting the first or last row, or stepping at an end, leaves the
/// selected row entirely visible.
@Suite struct SelectionEdgeTests {
  /// A stack of `rows` in a 10×3 viewport.
  private func threeLineStack(_ rows: TestContent...) throws -> ScrollStack {
    let stack = ScrollStack(viewport: Size(width: 10, height: 3))
    try stack.addRows(rows)
    return stack
  }

  /// A two-line row that cannot be selected (a header or a footer).
  private func unselectable(_ name: String) -> TestContent {
    TestContent(name, length: 2, selectable: false)
  }

  @Test func selectFirstShowsTheSelectedRowEntirelyBelowAnUnselectableHeader() throws {
    let stack = try threeLineStack(
      unselectable("H"), TestContent("a", length: 2), TestContent("b", length: 1))
    stack.scroll(to: 2)
    #expect(stack.selectFirst())
    #expect(stack.selectedIndex == 1)
    #expect(try stack.visibilityOfRow(at: 1) == .entire)
    #expect(stack.offset == 1)  // as near the top as shows the row
  }

  @Test func selectLastShowsTheSelectedRowEntirelyAboveAnUnselectableFooter() throws {
    let stack = try threeLineStack(
      TestContent("a", length: 1), TestContent("b", length: 2), unselectable("F"))
    #expect(stack.selectLast())
    #expect(stack.selectedIndex == 1)
    #expect(try stack.visibilityOfRow(at: 1) == .entire)
    #expect(stack.offset == 1)  // as near the bottom as shows the row
  }

  @Test func selectFirstAndLastStillGoToTheEdgesWhenTheRowFits() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    #expect(stack.selectLast())
    #expect(stack.offset == stack.maxOffset)
    #expect(stack.selectedIndex == 19)
    #expect(stack.selectFirst())
    #expect(stack.offset == 0)
    #expect(stack.selectedIndex == 0)
  }

  @Test func selectLastOnATallRowShowsItsEnd() throws {
    let stack = try threeLineStack(
      TestContent("a", length: 1), TestContent("tall", length: 6), unselectable("F"))
    #expect(stack.selectLast())
    #expect(stack.selectedIndex == 1)
    #expect(stack.offset == 1 + 6 - 3)
  }

  @Test func selectNextAtTheEndRevealsAPartlyVisibleSelection() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 2], height: 4)
    #expect(stack.selectLast())
    #expect(stack.selectedIndex == 2)
    stack.viewport = Size(width: 10, height: 3)
    stack.scroll(to: 0)  // a resize (or a scroll) leaves the last row partly visible
    #expect(try stack.visibilityOfRow(at: 2).kind == .partial)
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 2)
    #expect(try stack.visibilityOfRow(at: 2) == .entire)
    #expect(!stack.selectNext())  // now nothing changes
    stack.scroll(to: 2)
    stack.scroll(to: 0)
    #expect(stack.selectPrevious())  // the first row is selected above
    #expect(stack.selectedIndex == 1)
  }
}
