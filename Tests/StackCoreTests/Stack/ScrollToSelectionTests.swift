import Testing

@testable import StackCore

/// Scrolling to the selected row brings it into view; it never hands the selection to
/// another row, even when lazy rows measured on the way move the row (issue 8, found by
/// `Tools/Scripts/fuzz.sh`: a resize on the horizontal list moved the selection 999 → 916).
@Suite struct ScrollToSelectionTests {
  /// 1,000 lazy rows, estimated at 1 cell and measuring 25 on a horizontal stack, so every
  /// viewport change re-estimates them and scrolling measures them on the way; separators
  /// make an estimate (2 cells) further from the measured length.
  private func lazyStack() throws -> ScrollStack {
    let stack = ScrollStack(viewport: Size(width: 80, height: 20))
    stack.defaultSeparator = Separator()
    try stack.addLazyRows(count: 1_000, estimatedLength: 1) { _ in
      let content = TestContent(length: 1)
      content.horizontalSizing = .fixed(25)
      return content
    }
    return stack
  }

  @Test func scrollingToTheSelectedRowKeepsItSelectedWhileRowsAreMeasured() throws {
    let stack = try lazyStack()
    stack.selectLast()
    stack.viewport = Size(width: 3, height: 22)
    stack.axis = .horizontal
    stack.performUpdate {
      stack.viewport = Size(width: 200, height: 163)
      try? stack.scrollToRow(at: 999, alignment: .nearest)
    }
    #expect(stack.selectedIndex == 999)
    #expect(try stack.visibilityOfRow(at: 999).isVisible)
    #expect(stack.offset == stack.maxOffset)
  }

  @Test func scrollingToAnotherRowStillMovesTheSelectionOnScreen() throws {
    let stack = try lazyStack()
    stack.axis = .horizontal
    stack.selectFirst()
    try stack.scrollToRow(at: 500, alignment: .top)
    let selected = try #require(stack.selectedIndex)
    #expect(selected != 0)
    #expect(try stack.visibilityOfRow(at: selected).isVisible)
  }
}
