import Testing

@testable import StackCore

@Suite struct AnimatedChangeTests {
  /// For every change: frames at several times keep the visibility contract, the last one is
  /// the instant change's screen, and the completion runs once, with true.
  @Test(arguments: AnimatedChange.allCases)
  func finalFrameIsTheInstantChange(_ change: AnimatedChange) throws {
    let instant = try AnimatedStack(lengths: AnimatedChange.lengths, collapsible: 1, clocked: false)
    try change.prepare(instant.stack)
    try change.apply(instant.stack)
    let animated = try AnimatedStack(lengths: AnimatedChange.lengths, collapsible: 1)
    try change.prepare(animated.stack)
    animated.check()
    let log = CompletionLog()
    try animated.stack.performUpdate(animation: linear100, completion: log.handler) {
      try change.apply(animated.stack)
    }
    animated.check()
    #expect(animated.stack.count == instant.stack.count)
    #expect(names(animated.stack) == names(instant.stack))
    for _ in 0..<4 {
      #expect(log.calls.isEmpty || !animated.stack.isAnimating)
      animated.advance(25)
    }
    #expect(!animated.stack.isAnimating)
    #expect(log.calls == [true])
    #expect(animated.screen == instant.screen)
    #expect(animated.stack.offset == instant.stack.offset)
    #expect(animated.starts == instant.starts)
    #expect(animated.stack.contentLength == instant.stack.contentLength)
    #expect(animated.stack.selectedIndex == instant.stack.selectedIndex)
    animated.advance(100)
    #expect(log.calls == [true])
  }

  @Test func collapsingShrinksThroughIntermediateLengths() throws {
    let s = try AnimatedStack(lengths: [2, 6, 2, 3], collapsible: 1)
    let log = try s.collapseAnimated(rowAt: 1)
    #expect(s.stack.rows[1].isExpanded == false)
    #expect(s.starts == [0, 2, 8, 10])  // the first frame shows the old length
    #expect(s.screen[2] == "B0" && s.screen[3] == "")
    s.advance(50)
    #expect(s.starts == [0, 2, 6, 8])  // 6 - 5 × 0.5 = 3.5, rounded away from zero
    #expect(s.screen == ["A0", "A1", "B0", "", "", "", "C0", "C1"])
    s.advance(25)
    #expect(s.starts == [0, 2, 4, 6])  // 6 - 5 × 0.75 = 2.25 → 2
    #expect(log.calls.isEmpty)
    s.advance(25)
    #expect(s.starts == [0, 2, 3, 5])
    #expect(log.calls == [true])
    #expect(!s.stack.isAnimating)
  }

  @Test func anInsertedRowGrowsFromNothing() throws {
    let s = try AnimatedStack(lengths: [2, 2, 2])
    try s.stack.addRow(TestContent("N", length: 4), at: .index(1), animation: linear100)
    #expect(s.stack.count == 4)
    #expect(s.starts == [0, 2, 2, 4])
    s.advance(50)
    #expect(s.starts == [0, 2, 4, 6])
    #expect(s.screen.prefix(4) == ["A0", "A1", "N0", "N1"])
    s.advance(50)
    #expect(s.starts == [0, 2, 6, 8])
  }

  @Test func aRemovedRowShrinksAsAGhostWhileTheModelHasLostIt() throws {
    let s = try AnimatedStack(lengths: [2, 4, 2])
    try s.stack.removeRow(at: 1, animation: linear100)
    #expect(s.stack.count == 2)
    #expect(names(s.stack) == ["A", "C"])
    #expect(s.screen.prefix(6) == ["A0", "A1", "B0", "B1", "B2", "B3"])
    s.advance(50)
    #expect(s.starts == [0, 4])
    #expect(s.screen.prefix(6) == ["A0", "A1", "B0", "B1", "C0", "C1"])
    s.advance(50)
    #expect(s.starts == [0, 2])
    #expect(s.screen.prefix(4) == ["A0", "A1", "C0", "C1"])
  }

  @Test func aHiddenRowIsHiddenAtOnceAndDrawnShrinking() throws {
    let s = try AnimatedStack(lengths: [2, 4, 2])
    try s.stack.setRowHidden(true, at: 1, animation: linear100)
    #expect(try s.stack.visibilityOfRow(at: 1) == .hidden)
    s.advance(50)
    #expect(s.screen.prefix(6) == ["A0", "A1", "B0", "B1", "C0", "C1"])
    s.advance(50)
    #expect(s.starts == [0, 2, 2])
    try s.stack.setRowHidden(false, at: 1, animation: linear100)
    s.advance(25)
    #expect(s.starts == [0, 2, 3])
    s.advance(75)
    #expect(s.starts == [0, 2, 6])
  }

  @Test func scrollingToTheBottomMovesTheOffsetThroughIntermediateValues() throws {
    let s = try AnimatedStack(lengths: [4, 4, 4, 4, 4])  // content 20, viewport 8: max 12
    var offsets: [Int] = []
    s.stack.scrollToBottom(animation: linear100)
    offsets.append(s.stack.offset)
    for _ in 0..<4 {
      s.advance(25)
      offsets.append(s.stack.offset)
    }
    #expect(offsets == [0, 3, 6, 9, 12])
    s.stack.scrollPage(by: -1, animation: StackAnimation(duration: .milliseconds(100)))
    s.advance(50)
    #expect(s.stack.offset == 6)  // ease out: 12 - 8 × 0.75
    s.advance(50)
    #expect(s.stack.offset == 4)
  }

  @Test func aChangeDuringAnAnimationRetargetsWithoutAJump() throws {
    let s = try AnimatedStack(lengths: [2, 6, 2], collapsible: 1)
    let first = CompletionLog()
    let second = CompletionLog()
    try s.stack.collapseRow(at: 1, animation: linear100, completion: first.handler)
    s.advance(60)
    #expect(s.starts == [0, 2, 5])  // 6 - 5 × 0.6 = 3
    try s.stack.expandRow(at: 1, animation: linear100, completion: second.handler)
    #expect(first.calls == [false])
    #expect(s.starts == [0, 2, 5])  // starts from what is on screen
    s.advance(50)
    #expect(s.starts == [0, 2, 7])  // 3 + 3 × 0.5 = 4.5 → 5
    s.advance(50)
    #expect(s.starts == [0, 2, 8])
    #expect(first.calls == [false])
    #expect(second.calls == [true])
  }

  @Test func anInstantChangeCutsTheAnimationOfItsRowShort() throws {
    let s = try AnimatedStack(lengths: [2, 6, 2], collapsible: 1)
    let log = try s.collapseAnimated(rowAt: 1)
    s.advance(50)
    try s.stack.expandRow(at: 1)
    #expect(log.calls == [false])
    #expect(s.starts == [0, 2, 8])
    #expect(!s.stack.isAnimating)
  }

  @Test func finishingJumpsToTheEndAndTellsTheCompletion() throws {
    let s = try AnimatedStack(lengths: [2, 6, 2, 3], collapsible: 1)
    let log = try s.collapseAnimated(rowAt: 1)
    s.advance(30)
    s.stack.finishAnimations()
    s.check()
    #expect(log.calls == [false])
    #expect(s.starts == [0, 2, 3, 5])
    #expect(!s.stack.isAnimating)
    #expect(!s.stack.advanceAnimations())
  }

  @Test func removingAnAnimatingRowEndsItsAnimationOnce() throws {
    let s = try AnimatedStack(lengths: [2, 6, 2], collapsible: 1)
    let log = try s.collapseAnimated(rowAt: 1)
    s.advance(20)
    try s.stack.removeRow(at: 1)
    #expect(log.calls == [false])
    s.advance(100)
    #expect(log.calls == [false])
    #expect(s.starts == [0, 2])
  }

  @Test func withoutAClockOrWithNoneEverythingIsInstant() throws {
    let unclocked = try AnimatedStack(lengths: [2, 6, 2], collapsible: 1, clocked: false)
    let log = try unclocked.collapseAnimated(rowAt: 1)
    #expect(log.calls == [true])
    #expect(unclocked.starts == [0, 2, 3])
    #expect(!unclocked.stack.isAnimating)
    let clocked = try AnimatedStack(lengths: [2, 6, 2], collapsible: 1)
    try clocked.stack.collapseRow(at: 1, animation: .none, completion: log.handler)
    #expect(log.calls == [true, true])
    #expect(clocked.starts == [0, 2, 3])
    #expect(!clocked.stack.isAnimating)
  }

  @Test func framesSayWhetherTheScreenChanged() throws {
    let s = try AnimatedStack(lengths: [2, 6, 2], collapsible: 1)
    try s.stack.collapseRow(at: 1, animation: linear100)
    #expect(!s.advance(0))
    #expect(s.advance(50))
    #expect(s.advance(50))
    #expect(!s.advance(50))
  }
}

@Suite struct AnimatedGhostTests {
  @Test func aRemovedFirstRowShrinksBeforeTheRowAfterIt() throws {
    let s = try AnimatedStack(lengths: [3, 2, 2])
    let log = CompletionLog()
    try s.stack.removeRow(at: 0, animation: linear100, completion: log.handler)
    #expect(names(s.stack) == ["B", "C"])
    #expect(s.screen.prefix(7) == ["A0", "A1", "A2", "B0", "B1", "C0", "C1"])
    s.advance(50)
    #expect(s.screen.prefix(6) == ["A0", "A1", "B0", "B1", "C0", "C1"])  // 1.5 → 2
    s.advance(50)
    #expect(s.screen.prefix(4) == ["B0", "B1", "C0", "C1"])
    #expect(log.calls == [true])
  }

  @Test func ghostsOfRowsRemovedOneAfterAnotherKeepTheirOrder() throws {
    let s = try AnimatedStack(lengths: [1, 2, 2, 1], height: 8)
    try s.stack.removeRow(at: 1, animation: linear100)
    s.advance(10)
    try s.stack.removeRow(at: 1, animation: linear100)  // C, after B's ghost
    #expect(s.screen.prefix(6) == ["A0", "B0", "B1", "C0", "C1", "D0"])
    try s.stack.removeRow(at: 0, animation: linear100)  // A: every ghost now leads D
    #expect(s.screen.prefix(6) == ["A0", "B0", "B1", "C0", "C1", "D0"])
    s.advance(200)
    #expect(s.screen.prefix(2) == ["D0", ""])
  }
}
