import Testing

@testable import StackCore

/// Paging never goes the wrong way, and a resize never changes which row is selected.
@MainActor
@Suite struct TallRowPagingTests {
  /// A last row far longer than the viewport, selected and scrolled into a little.
  private func stackInsideTallLastRow() throws -> ScrollStack {
    let (stack, _) = try makeStack(lengths: [2, 3, 40], height: 10)
    try stack.select(rowAt: 2)
    stack.scroll(to: 8)
    return stack
  }

  @Test func pageDownThroughATallRowOnlyMovesTowardTheEnd() throws {
    let stack = try stackInsideTallLastRow()
    var offsets = [stack.offset]
    while stack.selectPageDown() { offsets.append(stack.offset) }
    #expect(offsets == offsets.sorted())
    #expect(Set(offsets).count == offsets.count, "every page moved")
    #expect(stack.offset == stack.maxOffset)
    #expect(stack.selectedIndex == 2)
    // At the end, another page changes nothing (and does not jump back to the row's start).
    #expect(!stack.selectPageDown())
    #expect(stack.offset == stack.maxOffset)
  }

  @Test func pageUpThroughATallRowOnlyMovesTowardTheStart() throws {
    let stack = try stackInsideTallLastRow()
    stack.scroll(to: stack.maxOffset)
    var offsets = [stack.offset]
    while stack.selectPageUp() { offsets.append(stack.offset) }
    #expect(offsets == offsets.sorted(by: >))
    #expect(stack.offset == 0)
    #expect(stack.selectedIndex == 0)
  }

  /// The selected row is the last (or first) selectable one, with unselectable rows beyond
  /// it: paging keeps it in view and never moves back (found by `Tools/Scripts/fuzz.sh`: the goal
  /// screen at 63x3 paged 6 → 7 → 5).
  @Test(arguments: [1, 2, 6])
  func pagingWithNowhereToMoveTheSelectionNeverScrollsBack(selectedLength: Int) throws {
    let (stack, contents) = try makeStack(lengths: [4, selectedLength, 4, 4], height: 2)
    for index in [0, 2, 3] { contents[index].isSelectable = false }
    try stack.select(rowAt: 1)
    var offsets = [stack.offset]
    for _ in 0..<6 {
      stack.selectPageDown()
      offsets.append(stack.offset)
      #expect(stack.selectedIndex == 1)
      #expect(try stack.visibilityOfRow(at: 1).isVisible)
    }
    #expect(offsets == offsets.sorted(), "\(offsets)")
    offsets = [stack.offset]
    for _ in 0..<6 {
      stack.selectPageUp()
      offsets.append(stack.offset)
      #expect(try stack.visibilityOfRow(at: 1).isVisible)
    }
    #expect(offsets == offsets.sorted(by: >), "\(offsets)")
  }

  /// A viewport without a line (the demo at a height of 1 or 2): paging still moves the
  /// selection, but the view never moves the other way (found by `Tools/Scripts/fuzz.sh`: PgUp
  /// in the chat at 167x1 scrolled 65 → 78).
  @Test func pagingInAViewportWithoutALineNeverScrollsTheOtherWay() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 2, count: 20), height: 4)
    try stack.select(rowAt: 10)
    stack.scroll(to: 13)
    stack.viewport = Size(width: 10, height: 0)
    for _ in 0..<5 {
      let before = stack.offset
      stack.selectPageUp()
      #expect(stack.offset <= before)
    }
    for _ in 0..<12 {
      let before = stack.offset
      stack.selectPageDown()
      #expect(stack.offset >= before)
    }
  }

  /// A selected row the viewport leaves no room for, with only such rows after it, does not
  /// send PgDn back to an earlier row (found by `Tools/Scripts/fuzz.sh`: the chat at 1x24 paged
  /// from row 14 to row 1).
  @Test func pagingNeverMovesTheSelectionTheOtherWay() throws {
    let stack = ScrollStack(viewport: Size(width: 4, height: 2))
    try stack.addRows((0..<6).map { TextRowContent("row \($0)") })
    try stack.select(rowAt: 3)
    try stack.setInsets(EdgeInsets(horizontal: 1), forRowsAt: [3, 4, 5])
    stack.viewport = Size(width: 2, height: 2)  // No room for rows 3, 4 and 5.
    #expect(try stack.frameOfRow(at: 4).isEmpty)
    stack.selectPageDown()
    #expect(stack.selectedIndex == 3)
    stack.viewport = Size(width: 4, height: 2)
    try stack.setInsets(EdgeInsets(horizontal: 1), forRowsAt: [0, 1, 2])
    try stack.setInsets(.zero, forRowsAt: [4, 5])
    stack.viewport = Size(width: 2, height: 2)  // Now no room for rows 0 to 3.
    stack.selectPageUp()
    #expect(stack.selectedIndex == 3)
  }

  @Test func pagingInsideATallRowMovesByAViewportAndStopsAtItsEnd() throws {
    let (stack, _) = try makeStack(lengths: [30, 1, 1], height: 10)
    try stack.select(rowAt: 0)
    #expect(stack.selectPageDown())
    #expect((stack.offset, stack.selectedIndex) == (10, 0))
    #expect(stack.selectPageDown())
    #expect((stack.offset, stack.selectedIndex) == (20, 0), "the row's end, not past it")
    #expect(stack.selectPageDown())
    #expect(stack.selectedIndex == 1)
    #expect(stack.selectPageUp())
    #expect(stack.selectedIndex == 0)
  }

  @Test func resizingToNoRoomAndBackKeepsTheSelectedRow() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1, 1], width: 20, height: 5)
    try stack.setInsets(EdgeInsets(horizontal: 2), forRowAt: 1)
    try stack.select(rowAt: 1)
    let log = EventLog(stack)
    for size in [Size(width: 1, height: 1), Size(width: 4, height: 0), Size(width: 20, height: 5)] {
      stack.viewport = size
      #expect(stack.selection?.content === contents[1], "\(size)")
    }
    #expect(log.selectionChanges.isEmpty)
  }

  @Test func aRowEmptiedByItsOwnChangeStillPassesTheSelectionOn() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1], width: 20, height: 5)
    try stack.select(rowAt: 1)
    try stack.setSizing(.fixed(0), forRowAt: 1)
    #expect(stack.selection?.content === contents[2])
  }

  @Test func aWidthChangeKeepsTheTopRowAtTheTop() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 4))
    try stack.addRows((0..<20).map { TextRowContent("row \($0) with a few words to wrap") })
    try stack.scrollToRow(at: 7, alignment: .top)
    let start = stack.offset
    for width in [9, 1, 33, 20] {
      stack.viewport = Size(width: width, height: 4)
      if width > 1 { #expect(stack.visibleIndexes.first == 7, "width \(width)") }
    }
    #expect(stack.offset == start)
  }

  @Test func aViewportWithoutLinesDoesNotScrollToTheSelection() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 10), height: 5)
    try stack.select(rowAt: 6)
    stack.scroll(to: 3)
    stack.viewport = Size(width: 10, height: 0)
    #expect(stack.offset == 3)
    stack.viewport = Size(width: 10, height: 5)
    #expect(stack.offset == 3)
    #expect(stack.selectedIndex == 6)
  }
}
