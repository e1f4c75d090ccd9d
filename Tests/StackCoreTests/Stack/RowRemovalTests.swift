import Testing

@testable import StackCore

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
}
