import Testing

@testable import StackCore

@Suite struct InvalidInputTests {
  /// Runs `body`, which must throw `expected`, and checks that the stack did not change and
  /// that no event was delivered.
  func expectRefused(
    _ stack: ScrollStack, _ expected: StackError,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    let before = StackSnapshot(stack)
    let log = EventLog(stack)
    do {
      try body()
      Issue.record("expected \(expected)", sourceLocation: sourceLocation)
    } catch {
      #expect(error as? StackError == expected, sourceLocation: sourceLocation)
    }
    #expect(StackSnapshot(stack) == before, sourceLocation: sourceLocation)
    #expect(log.isEmpty, "events: \(log.descriptions)", sourceLocation: sourceLocation)
  }

  func scrolledStack() throws -> (ScrollStack, [TestContent]) {
    let (stack, contents) = try makeStack(lengths: [1, 2, 1, 3, 1, 2, 1], height: 4)
    stack.defaultSeparator = .line
    try stack.select(rowAt: 3)
    stack.scroll(to: 5)
    return (stack, contents)
  }

  @Test func indexErrorsNameTheIndexAndValidRange() throws {
    let (stack, _) = try scrolledStack()
    let range = 0..<7
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.removeRow(at: 7)
    }
    expectRefused(stack, .indexOutOfRange(index: -1, validRange: range)) {
      try stack.removeRow(at: -1)
    }
    expectRefused(stack, .indexOutOfRange(index: 9, validRange: range)) {
      try stack.removeRows(indexes: [0, 2, 9])
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.moveRow(from: 1, to: 7)
    }
    expectRefused(stack, .indexOutOfRange(index: 12, validRange: range)) {
      try stack.moveRow(from: 12, to: 0)
    }
    expectRefused(stack, .indexOutOfRange(index: 8, validRange: 0..<8)) {
      try stack.addRow(TestContent("new"), at: .index(8))
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.replaceRow(at: 7, with: TestContent("new"))
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.setRowsHidden(true, indexes: [0, 1, 7])
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.setInsets(EdgeInsets(all: 2), forRowsAt: [0, 7])
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.setSeparator(.hidden, forRowAt: 7)
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.scrollToRow(at: 7)
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.select(rowAt: 7)
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.expandRow(at: 7)
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      try stack.pressRow(at: 7)
    }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: range)) {
      _ = try stack.frameOfRow(at: 7)
    }
    #expect(
      StackError.indexOutOfRange(index: 9, validRange: range).description
        == "index 9 is out of range 0..<7")
  }

  @Test func batchReloadWithOneBadIndexReloadsNothing() throws {
    let (stack, contents) = try scrolledStack()
    for content in contents { content.natural += 1 }
    expectRefused(stack, .indexOutOfRange(index: 7, validRange: 0..<7)) {
      try stack.reloadRows(indexes: [0, 3, 7])
    }
    #expect(contents.allSatisfy { $0.reloadCount == 0 })
  }

  @Test func contentAlreadyInTheStackIsRefused() throws {
    let (stack, contents) = try scrolledStack()
    expectRefused(stack, .contentAlreadyInStack(existingIndex: 2)) {
      try stack.addRow(contents[2])
    }
    expectRefused(stack, .contentAlreadyInStack(existingIndex: 4)) {
      try stack.addRows([TestContent("fresh"), contents[4]], at: .top)
    }
    expectRefused(stack, .contentAlreadyInStack(existingIndex: 5)) {
      try stack.replaceRow(at: 1, with: contents[5])
    }
    let twice = TestContent("twice")
    expectRefused(stack, .duplicateContentInBatch(first: 0, second: 2)) {
      try stack.addRows([twice, TestContent("other"), twice])
    }
    expectRefused(stack, .duplicateContentInBatch(first: 1, second: 2)) {
      try stack.setRows([TestContent("one"), twice, twice])
    }
  }

  @Test func unknownRowsAndContentsAreRefused() throws {
    let (stack, _) = try scrolledStack()
    let removed = try stack.row(at: 6)
    try stack.removeRow(at: 6)
    expectRefused(stack, .rowNotInStack) { try stack.addRow(TestContent("x"), at: .after(removed)) }
    expectRefused(stack, .rowNotInStack) {
      try stack.addRow(TestContent("x"), at: .before(removed))
    }
    expectRefused(stack, .contentNotInStack) {
      try stack.addRow(TestContent("x"), at: .afterContent(TestContent("stranger")))
    }
    expectRefused(stack, .contentNotInStack) {
      try stack.addRow(TestContent("x"), at: .beforeContent(TestContent("stranger")))
    }
  }

  @Test func rowsThatCannotDoItAreRefused() throws {
    let (stack, contents) = try scrolledStack()
    contents[2].isSelectable = false
    expectRefused(stack, .rowNotCollapsible(index: 1)) { try stack.toggleRow(at: 1) }
    expectRefused(stack, .rowNotCollapsible(index: 1)) { try stack.expandRow(at: 1) }
    expectRefused(stack, .rowNotSelectable(index: 2)) { try stack.select(rowAt: 2) }
    try stack.setRowHidden(true, at: 0)
    expectRefused(stack, .rowNotSelectable(index: 0)) { try stack.select(rowAt: 0) }
    expectRefused(stack, .invalidCount(-1)) {
      try stack.addLazyRows(count: -1) { _ in TestContent() }
    }
  }

  @Test func emptyStackSaysSo() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    expectRefused(stack, .indexOutOfRange(index: 0, validRange: 0..<0)) {
      try stack.removeRow(at: 0)
    }
    expectRefused(stack, .indexOutOfRange(index: 0, validRange: 0..<0)) {
      try stack.moveRow(from: 0, to: 0)
    }
    #expect(
      StackError.indexOutOfRange(index: 0, validRange: 0..<0).description
        == "index 0 is out of range: the stack has no rows")
  }
}
