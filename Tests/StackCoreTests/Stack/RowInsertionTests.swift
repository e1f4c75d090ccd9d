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
