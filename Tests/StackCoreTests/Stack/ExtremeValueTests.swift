import Testing

@testable import StackCore

/// A content as long as it likes that draws only its visible lines, at extreme columns too.
final class HugeContent: RowContent {
  let sizing: RowSizing
  let natural: Int

  init(sizing: RowSizing = .fit, natural: Int = 1) {
    self.sizing = sizing
    self.natural = natural
  }

  func sizing(along axis: Axis) -> RowSizing { sizing }
  func measure(along axis: Axis, crossLength: Int) -> Int { natural }
  func render(in surface: inout Surface, context: RowRenderContext) {
    let visible = surface.visibleRect
    for y in max(0, visible.minY)..<max(0, visible.maxY) {
      surface.write("line \(y)", at: Point(x: 0, y: y))
      surface.write("far", at: Point(x: Int.max, y: y))
    }
    surface.fill(Rect(x: 1, y: Int.max - 1, width: Int.max, height: Int.max), with: "x")
  }
}

/// Issue 8 item 22: extreme arguments are clamped or saturated, never an arithmetic trap, and
/// values that make no sense are clamped where the public API takes them.
@Suite struct ExtremeValueTests {
  @Test func scrollingByExtremeAmountsClampsInsteadOfOverflowing() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 50), height: 5)
    stack.scroll(to: 3)
    stack.scroll(by: Int.max)
    #expect(stack.offset == stack.maxOffset)
    stack.scroll(by: Int.min)
    #expect(stack.offset == 0)
    stack.scroll(to: 3)
    stack.scrollPage(by: Int.max / 2)
    #expect(stack.offset == stack.maxOffset)
    stack.scrollPage(by: Int.min)
    #expect(stack.offset == 0)
    stack.scroll(to: Int.max)
    #expect(stack.offset == stack.maxOffset)
  }

  @Test func hugeLengthsAndInsetsGiveLongRowsNotOverflow() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let fixed = HugeContent(sizing: .fixed(Int.max))
    let measured = HugeContent(natural: Int.max)
    try stack.addRows(specs: [
      fixed.padding(1), measured.insets(EdgeInsets(top: Int.max, bottom: Int.max)),
      TestContent("after").padding(2),
    ])
    #expect(try stack.frameOfRow(at: 0).count > 1_000_000)
    #expect(try stack.frameOfRow(at: 1).count > 1_000_000)
    #expect(stack.contentLength > 2_000_000)
    stack.scrollToBottom()
    #expect(stack.offset == stack.maxOffset)
    #expect(try stack.visibilityOfRow(at: 2) == .entire)
    stack.defaultSeparator = Separator(thickness: Int.max)
    stack.spacing = Int.max
    stack.showsScrollIndicator = true
    stack.scroll(by: Int.max)
    _ = render(stack)
    stack.selectNext()
    stack.selectPrevious()
    try stack.addLazyRows(count: 3, estimatedLength: Int.max) { _ in HugeContent(natural: 2) }
    stack.scrollToTop()
    _ = render(stack)
    #expect(stack.contentLength > 0)
  }

  @Test func painterCoordinatesFarOutsideTheRowDrawNothingAndDoNotTrap() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    var surface = Surface(
      canvas: Canvas(size: .zero), origin: Point(x: 2, y: 1),
      clip: Rect(x: 0, y: 0, width: 6, height: 2), size: Size(width: 4, height: 1),
      baseStyle: .plain, context: RenderContext())
    swap(&surface.canvas, &canvas)
    #expect(surface.write("abc", at: Point(x: Int.max, y: 0)) == 3)
    #expect(surface.write("中文", at: Point(x: Int.min, y: 0)) == 4)
    surface.write("abc", at: Point(x: 0, y: Int.max))
    surface.fill(Rect(x: 0, y: 0, width: Int.max, height: Int.max), with: "中")
    surface.fill(Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max))
    surface.fill(Rect(x: Int.max, y: 0, width: Int.max, height: 1), with: "x")
    surface.set(Cell("x"), at: Point(x: Int.max, y: Int.max))
    swap(&surface.canvas, &canvas)
    // The wide fill covers the content box (4 columns, line 1) in pairs, nothing else.
    #expect(canvas.line(1) == "  中中")
    #expect(canvas.line(0) == "")
  }

  @Test func lazyRowsWithHugeDefaultInsetsGetALongEstimateNotOverflow() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    stack.defaultInsets = EdgeInsets(top: Int.max, bottom: Int.max)
    try stack.addLazyRows(count: 3, estimatedLength: 5) { _ in TestContent("x") }
    #expect(stack.contentLength > 1_000_000)
    stack.scrollToBottom()
    #expect(stack.offset == stack.maxOffset)
  }

  @Test func negativeSpacingThicknessAndInsetsSetThroughVarsAreClamped() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    stack.spacing = -3
    #expect(stack.spacing == 0)
    var separator = Separator.line
    separator.thickness = -2
    #expect(separator.thickness == 0)
    stack.defaultSeparator = separator
    #expect(stack.contentLength == 3)
    var insets = EdgeInsets.zero
    insets.top = -4
    #expect(insets.top == 0)
    var size = Size(width: 3, height: 3)
    size.height = -1
    #expect(size.height == 0)
    stack.lazyCacheLimit = -1
    #expect(stack.lazyCacheLimit == 0)
    stack.lazyCacheLimit = Int.max
    stack.selectNext()
    #expect(render(stack).line(0).hasPrefix("A0"))
  }

  @Test func emptyAdditionsSendNoEvent() throws {
    let (stack, _) = try makeStack(lengths: [1, 1], height: 5)
    let log = EventLog(stack)
    #expect(try stack.addRows([]).isEmpty)
    try stack.addRows(specs: [], at: .top)
    try stack.addLazyRows(count: 0) { _ in TestContent() }
    try stack.removeRows(indexes: [])
    #expect(log.isEmpty)
    #expect(throws: StackError.self) { try stack.addRows([], at: .index(7)) }
  }
}
