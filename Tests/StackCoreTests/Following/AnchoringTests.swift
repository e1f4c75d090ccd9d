import Testing

@testable import StackCore

/// Issue 10, anchoring: with ``ScrollStack/anchoring`` `.firstVisibleRow`, what the user is
/// reading stays on the same screen lines when rows above the viewport change.
@Suite struct AnchoringTests {
  /// 40 rows of 1 to 3 lines, anchored, scrolled into the middle of a row.
  func anchoredStack() throws -> (ScrollStack, [TestContent]) {
    let (stack, contents) = try makeStack(
      lengths: (0..<40).map { $0 % 3 + 1 }, width: 12, height: 6)
    stack.anchoring = .firstVisibleRow
    stack.scroll(to: 31)
    return (stack, contents)
  }

  @Test func insertingAThousandRowsAtTheTopKeepsTheFirstVisibleRowOnItsLine() throws {
    let (stack, _) = try anchoredStack()
    let before = render(stack)
    try stack.addRows((0..<1_000).map { TestContent("old\($0)", length: $0 % 4 + 1) }, at: .top)
    #expect(render(stack) == before)
    for index in 0..<1_000 {
      try stack.addRow(TestContent("older\(index)", length: 2), at: .top)
    }
    #expect(render(stack) == before)
  }

  @Test func lazyRowsInsertedAboveKeepTheFirstVisibleRowOnItsLine() throws {
    let (stack, _) = try anchoredStack()
    let before = render(stack)
    try stack.addLazyRows(count: 100_000, estimatedLength: 2, at: .top) {
      TestContent("lazy\($0)", length: 1)
    }
    #expect(render(stack) == before)
  }

  @Test func aRowAboveTheViewportExpandingKeepsTheFirstVisibleRowsLine() throws {
    let (stack, _) = try anchoredStack()
    try stack.setCollapsibility(
      Collapsibility(collapsed: .fixed(1), expanded: .fixed(9), isExpanded: false),
      forRowAt: 2)
    let before = render(stack)
    try stack.expandRow(at: 2)
    #expect(render(stack) == before)
    try stack.collapseRow(at: 2)
    #expect(render(stack) == before)
  }

  @Test func aRowAboveReloadedRemovedOrMovedKeepsTheFirstVisibleRowsLine() throws {
    let (stack, contents) = try anchoredStack()
    let before = render(stack)
    contents[1].natural = 7
    try stack.reloadRow(at: 1)
    #expect(render(stack) == before)
    try stack.removeRows(indexes: [0, 3, 4])
    #expect(render(stack) == before)
    try stack.moveRow(from: 0, to: 30)
    #expect(render(stack) == before)
    try stack.setRowHidden(true, at: 1)
    #expect(render(stack) == before)
  }

  @Test func changesBelowTheFirstVisibleRowLeaveTheOffset() throws {
    let (stack, _) = try anchoredStack()
    let offset = stack.offset
    try stack.addRows([TestContent("x", length: 3)], at: .index(30))
    #expect(stack.offset == offset)
  }

  @Test func withoutAnchoringTheOffsetStays() throws {
    let (stack, _) = try anchoredStack()
    stack.anchoring = .offset
    try stack.addRows([TestContent("x", length: 3)], at: .top)
    #expect(stack.offset == 31)
  }

  @Test func aScrollInTheSameUpdateWins() throws {
    let (stack, _) = try anchoredStack()
    try stack.performUpdate {
      try stack.addRows([TestContent("x", length: 3)], at: .top)
      stack.scroll(to: 5)
    }
    #expect(stack.offset == 5)
  }
}
