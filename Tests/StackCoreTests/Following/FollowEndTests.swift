import Testing

@testable import StackCore

/// Issue 10, follow the end: a stack with ``ScrollStack/followsEnd`` stays at its end while it
/// is there, stops following when the user scrolls away, and counts the rows they have not seen.
@Suite struct FollowEndTests {
  /// An empty following stack of `width`×`height`.
  func followingStack(width: Int = 10, height: Int = 5) -> ScrollStack {
    let stack = ScrollStack(viewport: Size(width: width, height: height))
    stack.followsEnd = true
    return stack
  }

  /// True when the last row's frame lies entirely inside the viewport.
  func lastRowEntirelyVisible(_ stack: ScrollStack) throws -> Bool {
    try stack.visibilityOfRow(at: stack.count - 1).kind == .entire
  }

  @Test func appendingTenThousandRowsOneByOneAtTheEndKeepsTheLastRowEntirelyVisible() throws {
    let stack = followingStack()
    for index in 0..<10_000 {
      try stack.addRow(TestContent("m\(index)", length: index % 3 + 1))
      guard try lastRowEntirelyVisible(stack), stack.isFollowingEnd else {
        Issue.record("after append \(index): offset \(stack.offset) of \(stack.maxOffset)")
        return
      }
    }
    #expect(stack.offset == stack.maxOffset)
    #expect(render(stack).line(4) == "m99990")
  }

  @Test func emptyAndShortStacksFollowFromTheStart() throws {
    let stack = followingStack()
    #expect(stack.isFollowingEnd)
    try stack.addRows([TestContent("a", length: 2), TestContent("b", length: 2)])
    #expect(stack.offset == 0)
    #expect(stack.isFollowingEnd)
    try stack.addRow(TestContent("c", length: 2))
    #expect(stack.offset == 1)
    #expect(render(stack).lines == ["a1", "b0", "b1", "c0", "c1"])
  }

  @Test func aRowGrowingAThousandTimesAtTheEndKeepsItsEndVisible() throws {
    let stack = followingStack()
    try stack.addRows((0..<8).map { TestContent("r\($0)", length: 1) })
    let growing = TestContent("g", length: 1)
    try stack.addRow(growing)
    for length in 2...1_001 {
      growing.natural = length
      try stack.reloadRow(at: stack.count - 1)
      let frame = try stack.frameOfRow(at: stack.count - 1)
      guard stack.offset == stack.maxOffset,
        frame.upperBound == stack.offset + stack.viewportLength
      else {
        Issue.record("at length \(length): offset \(stack.offset), row ends at \(frame.upperBound)")
        return
      }
    }
    #expect(render(stack).line(4) == "g1000")
  }

  @Test func theLastRowExpandingKeepsTheEndInView() throws {
    let stack = followingStack()
    try stack.addRows((0..<8).map { TestContent("r\($0)", length: 1) })
    let content = TestContent("x", length: 1)
    try stack.addRow(content)
    try stack.setCollapsibility(
      Collapsibility(collapsed: .fixed(1), expanded: .fixed(4), isExpanded: false),
      forRowAt: 8)
    try stack.select(rowAt: 8)
    try stack.expandRow(at: 8)
    #expect(stack.offset == stack.maxOffset)
    #expect(render(stack).lines == ["r70", "x0", "x1", "x2", "x3"])
    #expect(stack.isFollowingEnd)
  }

  @Test func afterTheUserScrollsUpNothingMovesOnScreenWhileRowsArrive() throws {
    let stack = followingStack()
    try stack.addRows((0..<30).map { TestContent("r\($0)", length: $0 % 2 + 1) })
    stack.scroll(by: -7)
    #expect(!stack.isFollowingEnd)
    let log = EventLog(stack)
    let before = render(stack)
    for index in 0..<20 {
      try stack.addRow(TestContent("new\(index)", length: 2))
      #expect(render(stack) == before)
      #expect(stack.unseenRowCount == index + 1)
    }
    let counts = log.events.compactMap { event -> Int? in
      if case .unseenRowsChanged(let count) = event { return count }
      return nil
    }
    #expect(counts == Array(1...20))
    #expect(log.scrolls.isEmpty)
  }

  @Test func rowsAddedAboveTheLastRowOnScreenAreNotUnseen() throws {
    let stack = followingStack()
    try stack.addRows((0..<30).map { TestContent("r\($0)", length: 1) })
    stack.scroll(to: 10)
    try stack.addRow(TestContent("above", length: 1), at: .index(3))
    #expect(stack.unseenRowCount == 0)
    try stack.addRow(TestContent("below", length: 1), at: .index(20))
    #expect(stack.unseenRowCount == 1)
    try stack.addLazyRows(count: 5) { TestContent("lazy\($0)", length: 1) }
    #expect(stack.unseenRowCount == 6)
  }

  @Test(arguments: ["scrollToBottom", "selectLast", "scrollDown", "end"])
  func goingBackToTheEndResumesFollowingAndResetsTheCount(way: String) throws {
    let stack = followingStack()
    try stack.addRows((0..<30).map { TestContent("r\($0)", length: 1) })
    stack.scrollPage(by: -2)
    try stack.addRows([TestContent("a"), TestContent("b")])
    #expect(stack.unseenRowCount == 2)
    let log = EventLog(stack)
    switch way {
    case "scrollToBottom": stack.scrollToBottom()
    case "selectLast": stack.selectLast()
    case "scrollDown": stack.scroll(by: 1_000)
    default: stack.perform(.selectLast)
    }
    #expect(stack.isFollowingEnd)
    #expect(stack.unseenRowCount == 0)
    #expect(log.descriptions.last == "unseen rows 0")
    try stack.addRow(TestContent("c", length: 2))
    #expect(stack.offset == stack.maxOffset)
    #expect(try lastRowEntirelyVisible(stack))
  }

  @Test func aSelectionPushedOffTheScreenWhileFollowingComesOntoTheScreen() throws {
    let stack = followingStack()
    try stack.addRows((0..<10).map { TestContent("r\($0)", length: 1) })
    stack.selectLast()
    #expect(stack.isFollowingEnd)
    try stack.addRows((0..<10).map { TestContent("n\($0)", length: 1) })
    // The view stays at the end; the selection moves to the row on screen nearest to it.
    #expect(stack.offset == stack.maxOffset)
    #expect(render(stack).line(4) == "n90")
    #expect(stack.selectedIndex == 15)
    #expect(stack.isFollowingEnd)
  }

  @Test func aSelectionWithNoSelectableRowOnScreenIsDroppedWhileFollowing() throws {
    let stack = followingStack()
    try stack.addRows((0..<10).map { TestContent("r\($0)", length: 1) })
    stack.selectLast()
    try stack.addRows((0..<10).map { TestContent("n\($0)", length: 1, selectable: false) })
    #expect(stack.offset == stack.maxOffset)
    #expect(stack.selectedIndex == nil)
  }

  @Test func removingTheSelectedRowWhileFollowingKeepsTheEnd() throws {
    let stack = followingStack()
    try stack.addRows((0..<20).map { TestContent("r\($0)", length: 1) })
    try stack.select(rowAt: 17)
    #expect(stack.isFollowingEnd)
    try stack.performUpdate {
      try stack.removeRow(at: 17)
      try stack.addRows((0..<10).map { TestContent("n\($0)", length: 1) })
    }
    #expect(stack.offset == stack.maxOffset)
    #expect(stack.selectedIndex == 24)
    #expect(stack.isFollowingEnd)
  }

  @Test func scrollingSelectingOrPagingAwayStopsFollowing() throws {
    for move in [
      { (stack: ScrollStack) in stack.scroll(by: -1) },
      { stack in stack.selectPageUp() },
      { stack in try? stack.select(rowAt: 2) },
      { stack in stack.perform(.selectFirst) },
    ] {
      let stack = followingStack()
      try stack.addRows((0..<20).map { TestContent("r\($0)", length: 1) })
      stack.selectLast()
      move(stack)
      #expect(!stack.isFollowingEnd)
      let offset = stack.offset
      try stack.addRow(TestContent("new", length: 1))
      #expect(stack.offset == offset)
      #expect(stack.unseenRowCount == 1)
    }
  }

  @Test func selectingARowStillOnScreenKeepsFollowing() throws {
    let stack = followingStack()
    try stack.addRows((0..<20).map { TestContent("r\($0)", length: 1) })
    stack.selectLast()
    stack.selectPrevious()
    #expect(stack.isFollowingEnd)
    try stack.addRow(TestContent("new", length: 1))
    #expect(stack.offset == stack.maxOffset)
  }

  @Test func followingWinsOverAnchoringWhenRowsChangeAbove() throws {
    let stack = followingStack()
    stack.anchoring = .firstVisibleRow
    try stack.addRows((0..<20).map { TestContent("r\($0)", length: 1) })
    try stack.addRows((0..<50).map { TestContent("old\($0)", length: 1) }, at: .top)
    #expect(stack.offset == stack.maxOffset)
    #expect(render(stack).line(4) == "r190")
  }

  @Test func aResizeWhileFollowingStaysAtTheEnd() throws {
    let stack = followingStack()
    try stack.addRows((0..<20).map { TestContent("r\($0)", length: 1) })
    stack.viewport = Size(width: 10, height: 3)
    #expect(stack.offset == stack.maxOffset)
    stack.viewport = Size(width: 4, height: 8)
    #expect(stack.offset == stack.maxOffset)
  }

  /// Found by the random operations: re-measuring every row keeps the first visible row
  /// still, and that move of the offset is not the user leaving the end.
  @Test(arguments: [Size(width: 0, height: 0), Size(width: 10, height: 5)])
  func aLayoutSettingChangeWhileFollowingStaysAtTheEnd(viewport: Size) throws {
    let stack = followingStack(width: viewport.width, height: viewport.height)
    try stack.addRows((0..<3).map { TestContent("r\($0)", length: 4) })
    stack.scrollToBottom()
    #expect(stack.isFollowingEnd)
    stack.defaultSeparator = Separator(thickness: 3)
    #expect(stack.offset == stack.maxOffset)
    stack.spacing = 2
    #expect(stack.offset == stack.maxOffset)
    stack.showsScrollIndicator = true
    #expect(stack.offset == stack.maxOffset)
    #expect(stack.isFollowingEnd)
  }

  @Test func turningFollowingOffClearsTheCountAndStopsFollowing() throws {
    let stack = followingStack()
    try stack.addRows((0..<20).map { TestContent("r\($0)", length: 1) })
    stack.scroll(by: -3)
    try stack.addRow(TestContent("new", length: 1))
    let log = EventLog(stack)
    stack.followsEnd = false
    #expect(stack.unseenRowCount == 0)
    #expect(log.descriptions == ["unseen rows 0"])
    stack.scrollToBottom()
    #expect(!stack.isFollowingEnd)
    try stack.addRow(TestContent("more", length: 1))
    #expect(stack.offset == stack.maxOffset - 1)
    #expect(log.descriptions.allSatisfy { !$0.hasPrefix("unseen") || $0 == "unseen rows 0" })
  }

  @Test func turningFollowingOnDoesNotScroll() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    stack.scroll(to: 4)
    stack.followsEnd = true
    #expect(stack.offset == 4)
    #expect(!stack.isFollowingEnd)
  }
}
