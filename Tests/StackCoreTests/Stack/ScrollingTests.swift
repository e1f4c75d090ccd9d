import Testing

@testable import StackCore

@Suite struct ScrollingTests {
  /// Rows of lengths 3 1 4 1 5 9 2 6 (starts 0 3 4 8 9 14 23 25, content 31) in a viewport of 5.
  func digits() throws -> ScrollStack {
    try makeStack(lengths: [3, 1, 4, 1, 5, 9, 2, 6], height: 5).0
  }

  @Test func offsetIsClampedToTheContent() throws {
    let stack = try digits()
    #expect(stack.contentLength == 31)
    #expect(stack.maxOffset == 26)
    stack.scroll(to: -3)
    #expect(stack.offset == 0)
    stack.scroll(to: 100)
    #expect(stack.offset == 26)
    stack.scroll(to: 12)
    #expect(stack.offset == 12)
    // Content shrinking below the offset pulls it back.
    try stack.removeRows(indexes: [5, 6, 7])
    #expect(stack.contentLength == 14)
    #expect(stack.offset == 9)
    // Shorter than the viewport: nothing to scroll.
    try stack.removeRows(indexes: [2, 3, 4])
    #expect(stack.contentLength == 4)
    stack.scroll(to: 3)
    #expect(stack.offset == 0)
    #expect(stack.maxOffset == 0)
  }

  @Test func scrollsByLinesPagesAndToTheEnds() throws {
    let stack = try digits()
    let log = EventLog(stack)
    stack.scroll(by: 2)
    #expect(stack.offset == 2)
    stack.scroll(by: -10)
    #expect(stack.offset == 0)
    stack.scrollPage(by: 1)
    #expect(stack.offset == 5)
    stack.scrollPage(by: 2)
    #expect(stack.offset == 15)
    stack.scrollPage(by: -1)
    #expect(stack.offset == 10)
    stack.scrollToBottom()
    #expect(stack.offset == 26)
    stack.scrollPage(by: 1)
    #expect(stack.offset == 26)
    stack.scrollToTop()
    #expect(stack.offset == 0)
    // One didScroll per change of offset, none for the page that could not move.
    #expect(log.scrolls == [2, 0, 5, 15, 10, 26, 0])
  }

  @Test func scrollToRowAlignments() throws {
    let stack = try digits()
    // Row 5 is 14..<23, longer than the viewport.
    try stack.scrollToRow(at: 5, alignment: .top)
    #expect(stack.offset == 14)
    try stack.scrollToRow(at: 5, alignment: .bottom)
    #expect(stack.offset == 18)
    try stack.scrollToRow(at: 5, alignment: .middle)
    #expect(stack.offset == 16)
    // The middle of the viewport (16 + 2.5) is the middle of the row (14 + 4.5).
    #expect(2 * stack.offset + 5 == 2 * 14 + 9)

    // Row 1 is 3..<4: one cell, centred with two cells either side.
    try stack.scrollToRow(at: 1, alignment: .middle)
    #expect(stack.offset == 1)
    // Row 6 is 23..<25: as near the middle as cells allow.
    try stack.scrollToRow(at: 6, alignment: .middle)
    let above = 23 - stack.offset
    let below = stack.offset + 5 - 25
    #expect(abs(above - below) <= 1)
    #expect(stack.offset == 22)

    // Aligning beyond the content clamps.
    try stack.scrollToRow(at: 7, alignment: .top)
    #expect(stack.offset == 25)
    try stack.scrollToRow(at: 7, alignment: .middle)
    #expect(stack.offset == 26)
    let (short, _) = try makeStack(lengths: [1, 1, 1, 1, 1, 1], height: 5)
    try short.scrollToRow(at: 5, alignment: .top)
    #expect(short.offset == 1)
    try stack.scrollToRow(at: 0, alignment: .bottom)
    #expect(stack.offset == 0)
    try stack.scrollToRow(at: 0, alignment: .middle)
    #expect(stack.offset == 0)
  }

  @Test func scrollToRowNearestScrollsTheLeast() throws {
    let stack = try digits()
    // Below the viewport: its end goes to the viewport's end.
    try stack.scrollToRow(at: 6, alignment: .nearest)
    #expect(stack.offset == 20)
    // Above: its start goes to the viewport's start.
    try stack.scrollToRow(at: 2, alignment: .nearest)
    #expect(stack.offset == 4)
    // Already entirely visible: no scrolling.
    let log = EventLog(stack)
    try stack.scrollToRow(at: 3, alignment: .nearest)
    #expect(stack.offset == 4)
    #expect(log.scrolls.isEmpty)
    // Partly visible at the bottom (9..<14 in 4..<9): scrolls it in entirely.
    try stack.scrollToRow(at: 4, alignment: .nearest)
    #expect(stack.offset == 9)
  }

  @Test func scrollToRowNearestShowsTheStartOfALongRow() throws {
    let stack = try digits()
    // Row 5 (14..<23) is longer than the viewport: its start is shown.
    try stack.scrollToRow(at: 5, alignment: .nearest)
    #expect(stack.offset == 14)
    // Scrolled into its middle (start above the viewport): back to its start.
    stack.scroll(to: 17)
    try stack.scrollToRow(at: 5, alignment: .nearest)
    #expect(stack.offset == 14)
    // Its start already on screen: nothing moves.
    stack.scroll(to: 11)
    try stack.scrollToRow(at: 5, alignment: .nearest)
    #expect(stack.offset == 11)
  }

  @Test func scrollingIsTheSameOnAHorizontalStack() throws {
    let stack = ScrollStack(viewport: Size(width: 5, height: 1), axis: .horizontal)
    let contents = [3, 1, 4, 1, 5, 9, 2, 6].enumerated().map { index, length in
      let content = TestContent(rowName(index), length: 1)
      content.naturalHorizontal = length
      return content
    }
    try stack.addRows(contents)
    #expect(stack.maxOffset == 26)
    try stack.scrollToRow(at: 5, alignment: .middle)
    #expect(stack.offset == 16)
    stack.scroll(by: 100)
    #expect(stack.offset == 26)
  }

  @Test func viewportResizeKeepsTheOffsetValid() throws {
    let stack = try digits()
    stack.scrollToBottom()
    let log = EventLog(stack)
    stack.viewport = Size(width: 10, height: 11)
    #expect(stack.maxOffset == 20)
    #expect(stack.offset == 20)
    #expect(log.scrolls == [20])
    stack.viewport = Size(width: 10, height: 40)
    #expect(stack.offset == 0)
    #expect(stack.visibleRows.count == 8)
  }
}
