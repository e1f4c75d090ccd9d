import Testing

@testable import StackCore

/// Issue 10: appending lazy rows while following the end costs what the rows near the end
/// cost, not what the section holds: no walk over the appended rows.
@Suite struct LazyFollowWorkTests {
  /// Rows made and contents measured while appending `count` lazy rows (estimated at 1 line,
  /// each 2 lines long) to a following stack of 100 eager rows.
  func workOfAppending(_ count: Int) throws -> (made: Int, measured: Int) {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 100), height: 5)
    stack.followsEnd = true
    stack.scrollToBottom()
    var made = 0
    let measured = MeasureCounter()
    try stack.addLazyRows(count: count, estimatedLength: 1) { index in
      made += 1
      return measured.content("L\(index)", length: 2)
    }
    let lastFrame = try stack.frameOfRow(at: stack.count - 1)
    #expect(stack.offset == stack.maxOffset)
    #expect(lastFrame.upperBound == stack.offset + stack.viewportLength)
    return (made, measured.count)
  }

  @Test func appendingAMillionLazyRowsWhileFollowingCostsNoMoreThanAppendingOne() throws {
    let one = try workOfAppending(1)
    let thousand = try workOfAppending(1_000)
    let million = try workOfAppending(1_000_000)
    // One row is all the section has: the million only pays for the rows around the
    // viewport at the end (one viewport each side at most), the same as a thousand.
    #expect(million.made == thousand.made)
    #expect(million.measured == thousand.measured)
    #expect(million.made <= 3 * 5 + 2)
    #expect(one.made == 1)
    #expect(million.made - one.made <= 3 * 5 + 1)
  }

  @Test func aSettleWhileFollowingALazyEndDoesNotGrowWithTheSection() throws {
    let (stack, _) = try makeStack(lengths: [1], height: 5)
    stack.followsEnd = true
    try stack.addLazyRows(count: 1_000_000, estimatedLength: 3) { TestContent("L\($0)", length: 1) }
    let before = stack.layout.passCount
    try stack.addLazyRows(count: 1_000_000, estimatedLength: 3) { TestContent("M\($0)", length: 1) }
    #expect(stack.layout.passCount - before == 1)
    #expect(render(stack).line(4) == "M9999990")
  }
}

/// Counts `measure` calls over the contents it makes.
final class MeasureCounter {
  private var contents: [TestContent] = []

  func content(_ name: String, length: Int) -> TestContent {
    let content = TestContent(name, length: length)
    contents.append(content)
    return content
  }

  var count: Int { contents.reduce(0) { $0 + $1.measureCount } }
}
