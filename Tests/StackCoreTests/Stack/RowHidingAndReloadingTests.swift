import Testing

@testable import StackCore

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
