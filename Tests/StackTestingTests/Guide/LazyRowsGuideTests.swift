import StackCore
import Testing

/// The "Lazy rows at a million" article's code, run: a million rows cost a handful of
/// contents, however far the view goes.
@Suite struct LazyRowsGuideTests {
  /// Counts the contents made (the article's `made`).
  final class Counter {
    var made = 0
  }

  @Test func aMillionRowsMakeOnlyWhatIsNearTheView() throws {
    let counter = Counter()
    let stack = ScrollStack(viewport: Size(width: 40, height: 10))
    let section = try stack.addLazySection(count: 1_000_000) { i in
      counter.made += 1
      return TextRowContent("Row \(i)")
    }
    stack.selectFirst()
    #expect(stack.count == 1_000_000)
    #expect(section.count == 1_000_000)

    try stack.scrollToRow(at: 765_432, alignment: .top)
    stack.selectLast()
    try stack.select(rowAt: 500_000)
    #expect(stack.visibleRows.contains { $0.index == 500_000 })
    #expect(counter.made < 200, "\(counter.made) contents made")

    var canvas = Canvas(size: stack.viewport)
    Surface.draw(on: &canvas, context: RenderContext()) { stack.render(in: &$0) }
    #expect(canvas.text.contains("Row 500000"))
  }

  @Test func tallLazyRowsAreMeasuredWhenTheyComeNear() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.addLazyRows(count: 10_000, estimatedLength: 2) { i in
      TextRowContent("Item \(i) has a long text that wraps")
    }
    try stack.scrollToRow(at: 9_999, alignment: .bottom)
    #expect(stack.visibleRows.contains { $0.index == 9_999 })
  }
}
