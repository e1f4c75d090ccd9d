import Testing

@testable import StackCore

/// Intermediate frames of the changes not covered in ``AnimatedChangeTests`` (linear 100 ms).
@Suite struct AnimatedFrameTests {
  @Test func aReplacedRowMovesToTheNewContentsLength() throws {
    let s = try AnimatedStack(lengths: [2, 2, 2])
    try s.stack.replaceRow(at: 1, with: TestContent("N", length: 6), animation: linear100)
    #expect(s.starts == [0, 2, 4])
    s.advance(50)
    #expect(s.starts == [0, 2, 6])
    #expect(s.screen.prefix(6) == ["A0", "A1", "N0", "N1", "N2", "N3"])
    s.advance(50)
    #expect(s.starts == [0, 2, 8])
  }

  @Test func aReloadedRowMovesToItsNewLength() throws {
    let s = try AnimatedStack(lengths: [2, 2, 2])
    s.contents[1].natural = 5
    try s.stack.reloadRow(at: 1, animation: linear100)
    s.advance(50)
    #expect(s.starts == [0, 2, 6])  // 3.5 → 4
    s.advance(50)
    #expect(s.starts == [0, 2, 7])
  }

  @Test func anExpandedRowGrows() throws {
    let s = try AnimatedStack(lengths: [2, 6, 2], collapsible: 1)
    try s.stack.collapseRow(at: 1)
    #expect(s.starts == [0, 2, 3])
    try s.stack.expandRow(at: 1, animation: linear100)
    s.advance(50)
    #expect(s.starts == [0, 2, 6])
    #expect(s.screen.prefix(6) == ["A0", "A1", "B0", "B1", "B2", "B3"])
    s.advance(50)
    #expect(s.starts == [0, 2, 8])
  }

  @Test func aMovedRowShrinksWhereItWasAndGrowsWhereItLands() throws {
    let s = try AnimatedStack(lengths: [2, 2, 2])
    try s.stack.moveRow(from: 0, to: 2, animation: linear100)
    #expect(names(s.stack) == ["B", "C", "A"])
    #expect(s.screen.prefix(7) == ["A0", "A1", "B0", "B1", "C0", "C1", ""])
    s.advance(25)  // 1.5 → 2 and 0.5 → 1
    #expect(s.screen.prefix(7) == ["A0", "A1", "B0", "B1", "C0", "C1", "A0"])
    s.advance(50)  // 0.5 → 1 and 1.5 → 2
    #expect(s.screen.prefix(7) == ["A0", "B0", "B1", "C0", "C1", "A0", "A1"])
    s.advance(25)
    #expect(s.screen.prefix(7) == ["B0", "B1", "C0", "C1", "A0", "A1", ""])
  }

  @Test func scrollingToTheTopAndToARowMoveTheOffset() throws {
    let s = try AnimatedStack(lengths: [4, 4, 4, 4, 4])
    s.stack.scroll(to: 12)
    s.stack.scrollToTop(animation: linear100)
    var offsets = [s.stack.offset]
    for _ in 0..<4 {
      s.advance(25)
      offsets.append(s.stack.offset)
    }
    #expect(offsets == [12, 9, 6, 3, 0])
    try s.stack.scrollToRow(at: 2, alignment: .top, animation: linear100)
    s.advance(50)
    #expect(s.stack.offset == 4)
    s.advance(50)
    #expect(s.stack.offset == 8)
  }

  @Test func scrollingAgainDuringAScrollCountsFromWhereTheOffsetIsGoing() throws {
    let s = try AnimatedStack(lengths: [4, 4, 4, 4, 4, 4, 4, 4])  // content 32, max 24
    s.stack.scrollPage(by: 1, animation: linear100)
    s.advance(50)
    #expect(s.stack.offset == 4)
    s.stack.scrollPage(by: 1, animation: linear100)  // to 16, from 4 on screen
    #expect(s.stack.offset == 4)
    s.advance(50)
    #expect(s.stack.offset == 10)
    s.advance(50)
    #expect(s.stack.offset == 16)
  }
}

@Suite struct AnimatedQueryTests {
  @Test func queriesDescribeTheFrameOnScreen() throws {
    let s = try AnimatedStack(lengths: [3, 2, 4])
    try s.stack.removeRow(at: 0, animation: linear100)
    #expect(try s.stack.startOfRow(at: 0) == 3)  // after A's ghost
    #expect(s.stack.indexOfRow(atViewportPoint: Point(x: 0, y: 1)) == nil)  // on the ghost
    #expect(s.stack.indexOfRow(atViewportPoint: Point(x: 0, y: 3)) == 0)
    try s.stack.setRowHidden(true, at: 1, animation: linear100)
    s.advance(50)
    #expect(try s.stack.frameOfRow(at: 0) == 2..<4)
    #expect(s.stack.indexOfRow(atViewportPoint: Point(x: 0, y: 4)) == nil)  // C, hiding
    s.advance(50)
    #expect(try s.stack.startOfRow(at: 0) == 0)
    #expect(try s.stack.frameOfRow(at: 1) == 2..<2)
  }

  @Test func aGrowingRowsFrameIsThePartDrawn() throws {
    let s = try AnimatedStack(lengths: [2, 2])
    try s.stack.addRow(TestContent("N", length: 4), at: .index(1), animation: linear100)
    s.advance(50)
    #expect(try s.stack.frameOfRow(at: 1) == 2..<4)
    #expect(try s.stack.visibilityOfRow(at: 1) == .entire)
    #expect(s.stack.indexOfRow(atViewportPoint: Point(x: 0, y: 3)) == 1)
    #expect(s.stack.indexOfRow(atViewportPoint: Point(x: 0, y: 4)) == 2)
  }
}

@Suite struct AnimatedEventTests {
  @Test func framesReportTheOffsetAndTheLayoutAsTheyMove() throws {
    let s = try AnimatedStack(lengths: [4, 4, 4, 4, 4])
    let log = EventLog(s.stack)
    s.stack.scrollToBottom(animation: linear100)
    #expect(log.scrolls.isEmpty)  // the first frame is where it was
    for _ in 0..<4 { s.advance(25) }
    #expect(log.scrolls == [3, 6, 9, 12])
    log.clear()
    try s.stack.setRowHidden(true, at: 4, animation: linear100)
    let hides = log.transitionKinds
    s.advance(50)
    #expect(log.layoutUpdates >= 1)
    #expect(log.contentSizeChanges.map(\.to) == [18])
    #expect(hides == ["4: entire → hidden"])
  }
}
