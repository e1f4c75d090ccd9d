import Testing

@testable import StackCore

/// Counts what a lazy section's `make` produced, holding the contents only weakly.
final class MadeContents {
  private final class Weak {
    weak var content: TestContent?
    init(_ content: TestContent) { self.content = content }
  }
  private var made: [(index: Int, ref: Weak)] = []

  /// How many contents `make` created.
  var count: Int { made.count }
  /// How many of them are still alive.
  var alive: Int { made.filter { $0.ref.content != nil }.count }
  /// Whether the content made for `index` most recently is still alive.
  func isAlive(_ index: Int) -> Bool {
    made.last { $0.index == index }?.ref.content != nil
  }
  /// How many times a content was made for `index`.
  func timesMade(_ index: Int) -> Int { made.filter { $0.index == index }.count }

  /// A `make` closure producing contents of `length(i)` cells named `L<i>`.
  func maker(length: @escaping (Int) -> Int = { _ in 1 }) -> (Int) -> any RowContent {
    { index in
      let content = TestContent("L\(index)", length: length(index))
      self.made.append((index, Weak(content)))
      return content
    }
  }
}

@Suite struct LazyRowTests {
  @Test func rowsAreMadeOnlyNearTheViewport() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let made = MadeContents()
    try stack.addLazyRows(count: 1_000_000, estimatedLength: 1, make: made.maker())
    #expect(stack.count == 1_000_000)
    #expect(stack.contentLength == 1_000_000)
    // The viewport plus a viewport's margin after it.
    #expect(made.count <= 15)
    #expect(stack.visibleRows.map(\.index) == [0, 1, 2, 3, 4])

    stack.scrollToBottom()
    #expect(stack.offset == 999_995)
    #expect(stack.visibleRows.map(\.index) == Array(999_995..<1_000_000))
    #expect(made.count <= 40, "made \(made.count) contents to reach the end")

    stack.scroll(to: 500_000)
    try stack.scrollToRow(at: 250_000, alignment: .middle)
    stack.scrollToTop()
    #expect(made.count <= 100, "made \(made.count) contents for four jumps")
  }

  @Test func bottomIsExactWhenEstimatesAreWrong() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let made = MadeContents()
    // Estimated 1, really 2 cells long.
    try stack.addLazyRows(count: 100_000, estimatedLength: 1, make: made.maker { _ in 2 })
    stack.scrollToBottom()
    let last = try stack.frameOfRow(at: 99_999)
    #expect(last.count == 2)
    #expect(last.upperBound == stack.offset + 5)
    #expect(stack.offset == stack.maxOffset)
    #expect(try stack.visibilityOfRow(at: 99_999) == .entire)
    #expect(made.count <= 40)
  }

  @Test func measuringRowsAboveKeepsTheScreenStill() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let made = MadeContents()
    // Estimated 3, really 1.
    try stack.addLazyRows(count: 1000, estimatedLength: 3, make: made.maker())
    try stack.scrollToRow(at: 500, alignment: .top)
    #expect(try stack.startOfRow(at: 500) == stack.offset)
    #expect(stack.visibleRows.map(\.index) == [500, 501, 502, 503, 504])
    stack.scroll(by: -1)
    #expect(stack.visibleRows.map(\.index) == [499, 500, 501, 502, 503])
    stack.scroll(by: -2)
    #expect(stack.visibleRows.first?.index == 497)
  }

  @Test func zeroEstimateStillShowsTheFirstRows() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let made = MadeContents()
    try stack.addLazyRows(count: 10, estimatedLength: 0, make: made.maker())
    #expect(stack.visibleRows.map(\.index) == [0, 1, 2, 3, 4])
    #expect(render(stack).lines == ["L00", "L10", "L20", "L30", "L40"])
    stack.scrollToBottom()
    #expect(stack.visibleRows.map(\.index) == [5, 6, 7, 8, 9])
  }

  @Test func farRowsAreReleasedAndTheCacheIsBounded() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    stack.lazyCacheLimit = 8
    let made = MadeContents()
    try stack.addLazyRows(count: 2_000, make: made.maker())
    stack.selectFirst()
    for _ in 0..<100 {
      stack.scrollPage(by: 1)
      #expect(made.alive <= stack.lazyCacheLimit + stack.visibleRows.count + 1)
    }
    #expect(made.count >= 500)
    #expect(!made.isAlive(3))
    // Coming back makes the row again.
    stack.scrollToTop()
    #expect(made.timesMade(3) == 2)
    #expect(made.isAlive(3))
    #expect(stack.visibleRows.prefix(2).map { ($0.content as? TestContent)?.name } == ["L0", "L1"])
  }

  @Test func removedLazyRowsAreReleased() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let made = MadeContents()
    try stack.addLazyRows(count: 20, make: made.maker())
    #expect(made.isAlive(0) && made.isAlive(4))
    _ = try stack.removeRows(indexes: Array(0..<5))
    #expect(!made.isAlive(0))
    #expect(!made.isAlive(4))
    #expect(made.isAlive(5))
    stack.removeAllRows()
    #expect(made.alive == 0)
  }

  @Test func lazyRowsBehaveLikeEagerRows() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 4))
    let log = EventLog(stack)
    let made = MadeContents()
    try stack.addRows([TestContent("A"), TestContent("B")])
    log.clear()
    let section = try stack.addLazySection(
      count: 5, estimatedLength: 1, at: .index(1), make: made.maker())
    #expect(section.count == 5)
    #expect(names(stack) == ["A", "L0", "L1", "L2", "L3", "L4", "B"])
    #expect(
      log.descriptions == [
        "lazy rows added 1..<6", "row 1: offscreen → entire", "row 2: offscreen → entire",
        "row 3: offscreen → entire", "row 6: entire → offscreen", "content 2 → 7",
        "layout updated",
      ])
    #expect(
      kinds(stack) == [.entire, .entire, .entire, .entire, .offscreen, .offscreen, .offscreen])

    // Queries.
    let l2 = try stack.row(at: 3)
    #expect(stack.index(of: l2) == 3)
    #expect(stack.row(for: l2.content) === l2)
    #expect(try stack.startOfRow(at: 6) == 6)

    // Selection walks through them.
    stack.selectFirst()
    for _ in 0..<4 { stack.selectNext() }
    #expect(stack.selectedIndex == 4)
    #expect(stack.offset == 1)

    // Changes.
    log.clear()
    try stack.setRowHidden(true, at: 2)
    #expect(log.transitionKinds.first == "2: entire → hidden")
    try stack.moveRow(from: 5, to: 0)
    #expect(names(stack) == ["L4", "A", "L0", "L1", "L2", "L3", "B"])
    log.clear()
    try stack.removeRow(at: 3)
    #expect(
      log.events.contains {
        if case .rowRemoved(let row, 3) = $0 { return (row?.content as? TestContent)?.name == "L1" }
        return false
      })
    try stack.replaceRow(at: 3, with: TestContent("R", length: 2))
    #expect(names(stack) == ["L4", "A", "L0", "R", "L3", "B"])
    #expect(try stack.frameOfRow(at: 3).count == 2)
  }

  @Test func aMillionRowsAreUsable() throws {
    let stack = ScrollStack(viewport: Size(width: 30, height: 5))
    var made = 0
    try stack.addLazyRows(count: 1_000_000) { index in
      made += 1
      return TextRowContent("Row \(index)")
    }
    #expect(stack.selectLast())
    #expect(stack.selectedIndex == 999_999)
    #expect(stack.offset == 999_995)
    #expect(render(stack).lines.last == "Row 999999")
    #expect(try stack.visibilityOfRow(at: 999_999) == .entire)

    #expect(stack.selectFirst())
    #expect(stack.selectedIndex == 0)
    #expect(stack.offset == 0)
    #expect(render(stack).lines.first == "Row 0")

    #expect(stack.selectPageDown())
    #expect(stack.selectedIndex == 5)
    #expect(stack.offset == 5)
    #expect(render(stack).lines == ["Row 5", "Row 6", "Row 7", "Row 8", "Row 9"])

    try stack.scrollToRow(at: 500_000, alignment: .middle)
    #expect(stack.offset == 499_998)
    #expect(render(stack).lines[2] == "Row 500000")
    #expect(stack.visibleRows.map(\.index) == Array(499_998...500_002))
    // Scrolling moved the selection onto the screen.
    #expect(stack.selectedIndex.map { (499_998...500_002).contains($0) } == true)
    #expect(made <= 100)
  }
}
