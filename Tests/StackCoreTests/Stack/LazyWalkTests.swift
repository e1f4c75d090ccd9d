import Testing

@testable import StackCore

/// Counts contents made and contents still alive (a row keeps its content alive, so live
/// contents bound the row objects kept).
final class ContentCounter {
  var made = 0
  var live = 0
  var peakLive = 0
}

/// A lazy row's content that reports its life to a ``ContentCounter``.
final class CountedContent: RowContent {
  let counter: ContentCounter
  let isSelectable: Bool

  init(_ counter: ContentCounter, selectable: Bool) {
    self.counter = counter
    self.isSelectable = selectable
    counter.made += 1
    counter.live += 1
    counter.peakLive = max(counter.peakLive, counter.live)
  }

  deinit { counter.live -= 1 }

  func render(in surface: inout Surface, context: RowRenderContext) {}
}

/// Issue 8 item 21: skipping or walking lazy rows keeps no row for the rows passed.
@Suite struct LazyWalkTests {
  // Far more rows than the cache holds, few enough to keep a debug test fast.
  static let rowCount = 100_000

  /// A stack of `rowCount` unselectable lazy rows between two selectable eager rows.
  func makeStack(_ counter: ContentCounter) throws -> ScrollStack {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.addRow(TestContent("first"))
    try stack.addLazyRows(count: Self.rowCount) { _ in CountedContent(counter, selectable: false) }
    try stack.addRow(TestContent("last"))
    return stack
  }

  @Test func selectingPastUnselectableLazyRowsKeepsNoRowForThem() throws {
    let counter = ContentCounter()
    let stack = try makeStack(counter)
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 0)
    #expect(stack.selectNext())  // skips every lazy row
    #expect(stack.selectedIndex == Self.rowCount + 1)
    #expect(stack.selectPrevious())  // and back
    #expect(stack.selectedIndex == 0)
    #expect(stack.selectLast())
    #expect(stack.selectedIndex == Self.rowCount + 1)
    #expect(stack.selectFirst())
    #expect(counter.made >= 2 * Self.rowCount - 100)  // every skipped row was asked…
    #expect(counter.peakLive <= 100)  // …but at most a few rows around the viewport kept
    #expect(stack.storage.lazyCache.count <= 100)
  }

  @Test func walkingEveryLazyRowKeepsRowsBoundedByTheCacheLimit() throws {
    let counter = ContentCounter()
    let stack = try makeStack(counter)
    stack.lazyCacheLimit = 32
    var walked = 0
    for row in stack.rows where row.content is CountedContent { walked += 1 }
    #expect(walked == Self.rowCount)
    #expect(counter.peakLive <= 2 * 32 + 64 + 10)
    // The chunks the walk went through are pending again: no slot per row is left behind.
    let realized = stack.storage.chunks.filter { $0.pending == nil }.count
    #expect(realized <= 8)
    #expect(stack.firstRow(ofType: CountedContent.self)?.index == 1)
  }

  @Test func lookingForAnAbsentTypeKeepsNoRow() throws {
    let counter = ContentCounter()
    let stack = try makeStack(counter)
    let before = counter.live
    #expect(stack.firstRow(ofType: ReentrantContent.self) == nil)
    #expect(counter.made >= Self.rowCount)
    #expect(counter.live == before)
    #expect(counter.peakLive <= before + 1)
  }
}
