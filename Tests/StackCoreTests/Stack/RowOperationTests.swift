import Testing

@testable import StackCore

@Suite struct RowInsertionTests {
  @Test func addsAtTopBottomAndIndexKeepingInputOrder() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1])
    try stack.addRows([TestContent("T1"), TestContent("T2")], at: .top)
    #expect(names(stack) == ["T1", "T2", "A", "B", "C"])
    try stack.addRows([TestContent("Z1"), TestContent("Z2")], at: .bottom)
    #expect(names(stack) == ["T1", "T2", "A", "B", "C", "Z1", "Z2"])
    try stack.addRows([TestContent("I1"), TestContent("I2"), TestContent("I3")], at: .index(3))
    #expect(names(stack) == ["T1", "T2", "A", "I1", "I2", "I3", "B", "C", "Z1", "Z2"])
    try stack.addRow(TestContent("E"), at: .index(stack.count))
    #expect(names(stack).last == "E")
    #expect(starts(stack) == Array(0..<11))
  }

  @Test func addsRelativeToRowsAndContentsKeepingInputOrder() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1])
    let b = try #require(stack.row(for: contents[1]))
    try stack.addRows([TestContent("a1"), TestContent("a2")], at: .after(b))
    #expect(names(stack) == ["A", "B", "a1", "a2", "C"])
    try stack.addRows([TestContent("b1"), TestContent("b2")], at: .before(b))
    #expect(names(stack) == ["A", "b1", "b2", "B", "a1", "a2", "C"])
    try stack.addRows([TestContent("c1"), TestContent("c2")], at: .afterContent(contents[2]))
    #expect(names(stack) == ["A", "b1", "b2", "B", "a1", "a2", "C", "c1", "c2"])
    try stack.addRows([TestContent("d1"), TestContent("d2")], at: .beforeContent(contents[0]))
    #expect(names(stack) == ["d1", "d2", "A", "b1", "b2", "B", "a1", "a2", "C", "c1", "c2"])
    #expect(b.index == 5)
  }

  @Test func addedRowsAreLaidOutAndReportedInOrder() throws {
    let (stack, _) = try makeStack(lengths: [2, 3], height: 20)
    let log = EventLog(stack)
    let added = try stack.addRows(
      [TestContent("X", length: 4), TestContent("Y", length: 1)], at: .index(1))
    #expect(starts(stack) == [0, 2, 6, 7])
    #expect(stack.contentLength == 10)
    #expect(added.map(\.index) == [1, 2])
    var addedEvents: [(ObjectIdentifier, Int)] = []
    for event in log.events {
      if case .rowAdded(let row, let index) = event {
        addedEvents.append((ObjectIdentifier(row), index))
      }
    }
    #expect(addedEvents.map(\.1) == [1, 2])
    #expect(addedEvents.map(\.0) == added.map(ObjectIdentifier.init))
    #expect(log.contentSizeChanges.map(\.from) == [5])
    #expect(log.contentSizeChanges.map(\.to) == [10])
  }

  @Test func setRowsReplacesEverything() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1])
    let log = EventLog(stack)
    let oldB = try stack.row(at: 1)
    let x = TestContent("X", length: 2)
    let rows = try stack.setRows([x, contents[1]])
    #expect(names(stack) == ["X", "B"])
    #expect(rows.count == 2)
    #expect(oldB.index == nil)
    #expect(oldB.stack == nil)
    #expect(stack.row(for: contents[1]) === rows[1])
    #expect(stack.row(for: contents[0]) == nil)
    #expect(starts(stack) == [0, 2])
    #expect(log.descriptions.contains("all 3 rows removed"))
    #expect(log.descriptions.contains("added 0"))
    #expect(log.descriptions.contains("added 1"))
  }
}

@Suite struct RowRemovalTests {
  @Test func removesOneRowAndReportsIt() throws {
    let (stack, contents) = try makeStack(lengths: [1, 2, 3])
    let log = EventLog(stack)
    let b = try stack.row(at: 1)
    let removed = try stack.removeRow(at: 1)
    #expect(removed === contents[1])
    #expect(names(stack) == ["A", "C"])
    #expect(starts(stack) == [0, 1])
    #expect(b.index == nil)
    #expect(stack.row(for: contents[1]) == nil)
    // B was entirely visible: its `.removed` transition comes before the removal.
    #expect(log.descriptions.prefix(2) == ["row 1: entire → removed", "removed 1"])
    let removal = try #require(log.transitions.first)
    #expect(removal.row === b)
    #expect(!removal.becameVisible)
  }

  @Test(arguments: [[1, 3], [3, 1], [1, 3, 3, 1]])
  func removesManyByIndexesAsTheyWereBefore(indexes: [Int]) throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1, 1, 1])
    let log = EventLog(stack)
    let removed = try stack.removeRows(indexes: indexes)
    #expect(names(stack) == ["A", "C", "E"])
    #expect(
      removed.map(ObjectIdentifier.init) == [contents[1], contents[3]].map(ObjectIdentifier.init))
    // Replaying the removals on the old order gives the new order.
    var replay = ["A", "B", "C", "D", "E"]
    for event in log.events {
      if case .rowRemoved(_, let index) = event { replay.remove(at: index) }
    }
    #expect(replay == ["A", "C", "E"])
  }

  @Test func removesAllRows() throws {
    let (stack, _) = try makeStack(lengths: [2, 2, 2, 2])
    stack.scroll(to: 1)
    let log = EventLog(stack)
    stack.removeAllRows()
    #expect(stack.isEmpty)
    #expect(stack.count == 0)
    #expect(stack.contentLength == 0)
    #expect(stack.offset == 0)
    #expect(stack.visibleRows.isEmpty)
    // Rows 0…2 were visible; each gets one `.removed` transition, then the removal.
    #expect(log.transitions.map(\.to.kind) == [.removed, .removed, .removed])
    #expect(Set(log.transitions.map(\.index)) == [0, 1, 2])
    #expect(log.descriptions.contains("all 4 rows removed"))
    #expect(log.scrolls == [0])
  }

  @Test func replacesContentKeepingRowSettings() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1])
    try stack.setInsets(EdgeInsets(top: 1), forRowAt: 1)
    try stack.setSeparator(.line, forRowAt: 1)
    let row = try stack.row(at: 1)
    var tapped = 0
    row.onTap = { _ in tapped += 1 }
    let log = EventLog(stack)
    let x = TestContent("X", length: 3)
    let old = try stack.replaceRow(at: 1, with: x)
    #expect(old === contents[1])
    #expect(try stack.row(at: 1) === row)
    #expect(row.content === x)
    #expect(row.insets == EdgeInsets(top: 1))
    #expect(row.separatorOverride == .line)
    #expect(stack.row(for: x) === row)
    #expect(stack.row(for: contents[1]) == nil)
    // 1 (A) + 1 (inset) + 3 (X) + 1 (separator).
    #expect(starts(stack) == [0, 1, 6])
    #expect(try stack.frameOfRow(at: 1) == 1..<5)
    #expect(log.descriptions.first == "replaced 1")
    try stack.activateRow(at: 1)
    #expect(tapped == 1)
  }

  @Test func movesRowsBothWays() throws {
    let (stack, _) = try makeStack(lengths: [1, 2, 3, 4], height: 20)
    let log = EventLog(stack)
    let a = try stack.row(at: 0)
    try stack.moveRow(from: 0, to: 2)
    #expect(names(stack) == ["B", "C", "A", "D"])
    #expect(a.index == 2)
    #expect(starts(stack) == [0, 2, 5, 6])
    try stack.moveRow(from: 3, to: 1)
    #expect(names(stack) == ["B", "D", "C", "A"])
    #expect(starts(stack) == [0, 2, 6, 9])
    #expect(log.descriptions.filter { $0.hasPrefix("moved") } == ["moved 0 → 2", "moved 3 → 1"])
    // Moving a row onto itself changes nothing and says nothing.
    log.clear()
    try stack.moveRow(from: 2, to: 2)
    #expect(log.isEmpty)
  }
}

@Suite struct RowHidingAndReloadingTests {
  @Test func hiddenRowStaysInRowsAndTakesNoSpace() throws {
    let (stack, _) = try makeStack(lengths: [2, 3, 1])
    stack.defaultSeparator = .line
    #expect(starts(stack) == [0, 3, 7])
    try stack.setRowHidden(true, at: 1)
    #expect(stack.count == 3)
    #expect(stack.rows[1].isHidden)
    #expect(names(stack) == ["A", "B", "C"])
    #expect(starts(stack) == [0, 3, 3])
    #expect(try stack.frameOfRow(at: 1).isEmpty)
    #expect(try stack.visibilityOfRow(at: 1) == .hidden)
    #expect(stack.contentLength == 4)
    #expect(!stack.visibleRows.contains { $0 === stack.rows[1] })
    try stack.setRowHidden(false, at: 1)
    #expect(starts(stack) == [0, 3, 7])
    #expect(try stack.visibilityOfRow(at: 1) == .partial(visibleCells: 2, fraction: 2.0 / 3.0))
  }

  @Test func hidesAndShowsManyAtOnce() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1, 1])
    try stack.setRowsHidden(true, indexes: [0, 2])
    #expect(kinds(stack) == [.hidden, .entire, .hidden, .entire])
    #expect(starts(stack) == [0, 0, 1, 1])
    try stack.setRowsHidden(false, indexes: [2, 0])
    #expect(kinds(stack) == [.entire, .entire, .entire, .entire])
  }

  @Test func reloadTellsTheContentAndMeasuresAgain() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1], height: 20)
    contents[1].natural = 4
    // The stack does not know yet.
    #expect(try stack.frameOfRow(at: 1) == 1..<2)
    let log = EventLog(stack)
    try stack.reloadRow(at: 1)
    #expect(contents.map(\.reloadCount) == [0, 1, 0])
    #expect(try stack.frameOfRow(at: 1) == 1..<5)
    #expect(starts(stack) == [0, 1, 5])
    #expect(log.contentSizeChanges.map(\.to) == [6])
  }

  @Test func reloadsManyAndAll() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1], height: 20)
    for content in contents { content.natural = 2 }
    try stack.reloadRows(indexes: [0, 2])
    #expect(contents.map(\.reloadCount) == [1, 0, 1])
    #expect(starts(stack) == [0, 2, 3])
    stack.reloadAllRows()
    #expect(contents.map(\.reloadCount) == [2, 1, 2])
    #expect(starts(stack) == [0, 2, 4])
    #expect(stack.contentLength == 6)
  }
}

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
