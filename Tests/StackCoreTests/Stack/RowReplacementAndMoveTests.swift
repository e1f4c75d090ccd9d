import Testing

@testable import StackCore

@Suite struct RowReplacementAndMoveTests {
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
