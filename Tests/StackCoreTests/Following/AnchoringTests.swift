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

  /// Found by the random sequences (a row moved to the end, its anchor clamped to the estimated
  /// content, a lazy row measured longer after the clamp): the anchored row ended two lines
  /// down, off screen. Here the first visible row moves just above a lazy row estimated at 1
  /// line that measures 5: the estimated content clamps the anchor, the measured one leaves
  /// room for it, and the row must keep its line.
  @Test func aRowMovedAboveALazyRowMeasuredLongerKeepsItsLineAfterAClamp() throws {
    let (stack, _) = try makeStack(lengths: [1, 3, 3, 1], width: 12, height: 4)
    stack.defaultSeparator = .hidden
    stack.anchoring = .firstVisibleRow
    // Starts at line 8: two viewports down, so nothing measures it before the move.
    try stack.addLazyRows(count: 1, estimatedLength: 1) { _ in TestContent("lazy", length: 5) }
    #expect(stack.offset == 0)
    #expect(stack.contentLength == 9)
    try stack.moveRow(from: 0, to: 3)  // A now starts at 7, past the estimated end (5).
    #expect(stack.contentLength == 13)
    #expect(stack.offset == 7)
    #expect(names(stack)[3] == "A")
    #expect(stack.storage.start(of: 3) - stack.offset == 0)
  }
}
