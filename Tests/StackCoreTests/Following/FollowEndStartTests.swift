import Testing

@testable import StackCore

/// Where a list opens and what a growing last row does, with and without
/// ``ScrollStack/followsEnd`` (issue 20 item 13): the documented semantics.
@Suite struct FollowEndStartTests {
  static func rows(_ count: Int) -> [TestContent] {
    (0..<count).map { TestContent("r\($0)") }
  }

  @Test func followingSetOnAnEmptyStackOpensAtTheEnd() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    stack.followsEnd = true
    try stack.addRows(Self.rows(20))
    #expect(stack.offset == stack.maxOffset)
    #expect(render(stack).line(4).hasPrefix("r19"))
  }

  @Test func followingTurnedOnAfterTheFirstRowsOpensAtTheTop() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    try stack.addRows(Self.rows(20))
    stack.followsEnd = true
    #expect(stack.offset == 0)
    try stack.addRow(TestContent("new"))
    #expect(stack.offset == 0)
    #expect(stack.unseenRowCount == 1)
  }

  @Test func withoutFollowingAGrowingLastRowGrowsPastTheBottom() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let last = TestContent("last", length: 1)
    try stack.addRows(Self.rows(4) + [last])
    #expect(stack.offset == 0)
    last.natural = 3
    try stack.reloadRow(at: 4)
    #expect(stack.offset == 0)
    #expect(try stack.visibilityOfRow(at: 4).kind == .partial)
  }

  @Test func withFollowingAGrowingLastRowStaysInView() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    stack.followsEnd = true
    let last = TestContent("last", length: 1)
    try stack.addRows(Self.rows(4) + [last])
    last.natural = 3
    try stack.reloadRow(at: 4)
    #expect(stack.offset == 2)
    #expect(try stack.visibilityOfRow(at: 4).kind == .entire)
  }
}
