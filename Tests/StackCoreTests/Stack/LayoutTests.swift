import Testing

@testable import StackCore

@Suite struct SizingTests {
  @Test func fixedFitAndBoundedSizes() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 40))
    let fixed = TestContent("fixed", length: 5, sizing: .fixed(2))
    let fit = TestContent("fit", length: 3)
    let tooShort = TestContent("short", length: 1, sizing: .fit(min: 2, max: 4))
    let tooLong = TestContent("long", length: 7, sizing: .fit(min: 2, max: 4))
    let inBounds = TestContent("in", length: 3, sizing: .fit(min: 2, max: 4))
    let clampedFixed = TestContent("clamped", length: 1, sizing: RowSizing.fixed(8).clamped(max: 4))
    let negative = TestContent("negative", length: 1, sizing: .fixed(-3))
    try stack.addRows([fixed, fit, tooShort, tooLong, inBounds, clampedFixed, negative])
    let lengths = (0..<7).map { try! stack.frameOfRow(at: $0).count }
    #expect(lengths == [2, 3, 2, 4, 3, 4, 0])
    #expect(starts(stack) == [0, 2, 5, 7, 11, 14, 18])
    // A fixed size never asks the content.
    #expect(fixed.measureCount == 0)
    #expect(fit.measureCount > 0)
  }

  @Test func sizingOverrideReplacesTheContentsSizing() throws {
    let (stack, _) = try makeStack(lengths: [3, 3], height: 20)
    try stack.setSizing(.fixed(1), forRowAt: 0)
    #expect(starts(stack) == [0, 1])
    try stack.setSizing(.fit(max: 2), forRowAt: 0)
    #expect(starts(stack) == [0, 2])
    try stack.setSizing(nil, forRowAt: 0)
    #expect(starts(stack) == [0, 3])
  }

  @Test func sizeBoundsApplyToTheSizingInForce() throws {
    let (stack, contents) = try makeStack(lengths: [9, 1, 5], height: 40)
    try stack.setSizeBounds(SizeBounds(minimum: 2, maximum: 4), forRowAt: 0)
    try stack.setSizeBounds(SizeBounds(minimum: 2, maximum: 4), forRowAt: 1)
    #expect(starts(stack) == [0, 4, 6])
    // Over an override: fixed 8 bounded to 4.
    try stack.setSizing(.fixed(8), forRowAt: 1)
    #expect(try stack.frameOfRow(at: 1).count == 4)
    // Over an expanded row, but not a collapsed one.
    try stack.setSizeBounds(SizeBounds(maximum: 3), forRowAt: 2)
    try stack.setCollapsibility(Collapsibility(collapsed: .fixed(6)), forRowAt: 2)
    #expect(try stack.frameOfRow(at: 2).count == 6)
    try stack.expandRow(at: 2)
    #expect(try stack.frameOfRow(at: 2).count == 3)
    // Measured content changing stays within the bounds.
    contents[0].natural = 1
    try stack.reloadRow(at: 0)
    #expect(try stack.frameOfRow(at: 0).count == 2)
  }

  @Test func fitIsMeasuredForTheCrossLengthLessInsetsAndIndicator() throws {
    let content = TestContent("c", length: 1)
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.addRow(content)
    #expect(content.measuredCrossLengths.last == 20)
    try stack.setInsets(EdgeInsets(top: 0, left: 2, bottom: 0, right: 3), forRowAt: 0)
    #expect(content.measuredCrossLengths.last == 15)
    stack.showsScrollIndicator = true
    #expect(content.measuredCrossLengths.last == 14)
    stack.viewport = Size(width: 30, height: 5)
    #expect(content.measuredCrossLengths.last == 24)
  }

  @Test func wrappedTextFollowsTheWidth() throws {
    let stack = ScrollStack(viewport: Size(width: 15, height: 10))
    try stack.addRows([TextRowContent("aaa bbb ccc ddd"), TextRowContent("x")])
    #expect(try stack.frameOfRow(at: 0) == 0..<1)
    stack.viewport = Size(width: 8, height: 10)
    #expect(try stack.frameOfRow(at: 0) == 0..<2)
    #expect(try stack.startOfRow(at: 1) == 2)
    stack.viewport = Size(width: 3, height: 10)
    #expect(try stack.frameOfRow(at: 0) == 0..<4)
    #expect(try stack.startOfRow(at: 1) == 4)
    // Only the height changes: nothing to measure again, the layout stays.
    stack.viewport = Size(width: 3, height: 2)
    #expect(try stack.startOfRow(at: 1) == 4)
  }

  @Test func stateDrivenRowIsMeasuredAgainOnReload() throws {
    /// A checklist whose length follows how many items it has.
    final class Checklist: RowContent {
      var items: [String]
      init(_ items: [String]) { self.items = items }
      func measure(along axis: Axis, crossLength: Int) -> Int { items.count }
      func render(in surface: inout Surface, context: RowRenderContext) {
        for (y, item) in items.enumerated() { surface.write("[ ] \(item)", at: Point(x: 0, y: y)) }
      }
    }
    let list = Checklist(["milk"])
    let stack = ScrollStack(viewport: Size(width: 12, height: 4))
    try stack.addRows([list, TestContent("after")])
    let log = EventLog(stack)
    list.items += ["eggs", "tea", "jam"]
    try stack.reloadRow(at: 0)
    #expect(try stack.frameOfRow(at: 0) == 0..<4)
    #expect(try stack.startOfRow(at: 1) == 4)
    #expect(log.contentSizeChanges.map(\.to) == [5])
    #expect(log.transitionKinds == ["1: entire → offscreen"])
    #expect(render(stack).lines == ["[ ] milk", "[ ] eggs", "[ ] tea", "[ ] jam"])
    list.items = []
    try stack.reloadRow(at: 0)
    #expect(try stack.frameOfRow(at: 0).isEmpty)
    #expect(try stack.visibilityOfRow(at: 0) == .offscreen)
    #expect(render(stack).lines == ["after0", "", "", ""])
  }
}

@Suite struct InsetsSpacingSeparatorTests {
  @Test func insetsAddToTheFrame() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 20)
    try stack.setInsets(EdgeInsets(top: 1, left: 4, bottom: 2, right: 4), forRowAt: 1)
    #expect(starts(stack) == [0, 1, 5])
    #expect(try stack.frameOfRow(at: 1) == 1..<5)
    #expect(stack.rows[1].insets == EdgeInsets(top: 1, left: 4, bottom: 2, right: 4))
    try stack.setInsets(.zero, forRowsAt: [1])
    #expect(starts(stack) == [0, 1, 2])
  }

  @Test func defaultInsetsApplyToNewRowsOnly() throws {
    let (stack, _) = try makeStack(lengths: [1], height: 20)
    stack.defaultInsets = EdgeInsets(vertical: 1)
    try stack.addRow(TestContent("new", length: 1))
    #expect(stack.rows[0].insets == .zero)
    #expect(stack.rows[1].insets == EdgeInsets(vertical: 1))
    #expect(starts(stack) == [0, 1])
    #expect(try stack.frameOfRow(at: 1) == 1..<4)
    #expect(stack.contentLength == 4)
  }

  @Test func spacingGoesBetweenRows() throws {
    let (stack, _) = try makeStack(lengths: [1, 2, 1], height: 20)
    let log = EventLog(stack)
    stack.spacing = 2
    #expect(starts(stack) == [0, 3, 7])
    // No spacing after the last row.
    #expect(stack.contentLength == 8)
    #expect(log.contentSizeChanges.map(\.from) == [4])
    #expect(log.layoutUpdates == 1)
  }

  @Test func defaultSeparatorAndPerRowOverrides() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1, 1], height: 20)
    stack.defaultSeparator = .line
    #expect(starts(stack) == [0, 2, 4, 6])
    #expect(stack.contentLength == 7)
    try stack.setSeparator(.hidden, forRowAt: 0)
    try stack.setSeparator(Separator(thickness: 3), forRowAt: 1)
    #expect(starts(stack) == [0, 1, 5, 7])
    #expect(stack.separator(of: stack.rows[1]).thickness == 3)
    try stack.setSeparator(nil, forRowAt: 1)
    #expect(starts(stack) == [0, 1, 3, 5])
    stack.defaultSeparator = Separator(thickness: 0)
    #expect(starts(stack) == [0, 1, 2, 3])
  }

  @Test func lastShownSeparatorIsHiddenAfterEveryChange() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1], width: 4, height: 6)
    stack.defaultSeparator = .line
    #expect(stack.contentLength == 5)
    #expect(render(stack).lines == ["A0", "────", "B0", "────", "C0", ""])

    // Hiding the last row: B becomes the last shown row and loses its separator.
    try stack.setRowHidden(true, at: 2)
    #expect(stack.contentLength == 3)
    #expect(render(stack).lines == ["A0", "────", "B0", "", "", ""])
    try stack.setRowHidden(false, at: 2)
    #expect(stack.contentLength == 5)
    #expect(render(stack).lines == ["A0", "────", "B0", "────", "C0", ""])

    // Moving the last row away: B is last again.
    try stack.moveRow(from: 2, to: 0)
    #expect(stack.contentLength == 5)
    #expect(render(stack).lines == ["C0", "────", "A0", "────", "B0", ""])

    // Removing it and adding another.
    try stack.removeRow(at: 2)
    #expect(stack.contentLength == 3)
    #expect(render(stack).lines == ["C0", "────", "A0", "", "", ""])
    try stack.addRow(TestContent("D", length: 1))
    #expect(render(stack).lines == ["C0", "────", "A0", "────", "D0", ""])

    // A thick separator on the last row does not count either.
    try stack.setSeparator(Separator(thickness: 4), forRowAt: 2)
    #expect(stack.contentLength == 5)

    // Turned off, the last separator is laid out and drawn.
    stack.autoHidesLastSeparator = false
    try stack.setSeparator(nil, forRowAt: 2)
    #expect(stack.contentLength == 6)
    #expect(render(stack).lines == ["C0", "────", "A0", "────", "D0", "────"])
    _ = contents
  }

  @Test func layoutSettingsReportTheContentSizeChange() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 20)
    let log = EventLog(stack)
    stack.defaultSeparator = .line
    stack.autoHidesLastSeparator = false
    stack.spacing = 1
    stack.autoHidesLastSeparator = true
    #expect(log.contentSizeChanges.map { "\($0.from)→\($0.to)" } == ["3→5", "5→6", "6→8", "8→7"])
    // With one row, spacing and the (hidden) last separator change nothing.
    let (single, _) = try makeStack(lengths: [2], height: 20)
    let quiet = EventLog(single)
    single.spacing = 3
    single.defaultSeparator = .line
    #expect(single.contentLength == 2)
    #expect(quiet.contentSizeChanges.isEmpty)
  }

  @Test func hiddenRowsAfterTheLastShownRowTakeNoSpace() throws {
    let (stack, _) = try makeStack(lengths: [2, 1, 1], height: 20)
    stack.defaultSeparator = .line
    stack.spacing = 1
    try stack.setRowsHidden(true, indexes: [1, 2])
    #expect(stack.contentLength == 2)
    try stack.setRowHidden(true, at: 0)
    #expect(stack.contentLength == 0)
    #expect(stack.maxOffset == 0)
  }
}

@Suite struct AxisTests {
  @Test func switchingAxisKeepsRowSettings() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    let contents = (0..<4).map { TestContent(rowName($0), length: $0 + 1) }
    for (index, content) in contents.enumerated() { content.naturalHorizontal = 2 * index + 2 }
    try stack.addRows(contents)
    try stack.setInsets(EdgeInsets(top: 1, left: 2, bottom: 0, right: 1), forRowAt: 1)
    try stack.setSeparator(.line, forRowAt: 0)
    try stack.setRowHidden(true, at: 2)
    try stack.setSizing(.fixed(1), forRowAt: 3)
    // Vertical: A 1 + separator, B 1+2, C hidden, D fixed 1.
    #expect(starts(stack) == [0, 2, 5, 5])
    #expect(stack.contentLength == 6)

    let log = EventLog(stack)
    stack.axis = .horizontal
    #expect(stack.viewportLength == 20)
    #expect(stack.crossLength == 10)
    // Horizontal: A 2 + separator, B 2+1+4, C hidden, D fixed 1.
    #expect(starts(stack) == [0, 3, 10, 10])
    #expect(try stack.frameOfRow(at: 1) == 3..<10)
    #expect(stack.contentLength == 11)
    #expect(stack.rows[1].insets == EdgeInsets(top: 1, left: 2, bottom: 0, right: 1))
    #expect(stack.rows[0].separatorOverride == .line)
    #expect(stack.rows[2].isHidden)
    #expect(stack.rows[3].sizingOverride == .fixed(1))
    #expect(log.layoutUpdates == 1)
    #expect(log.contentSizeChanges.map(\.to) == [11])

    stack.axis = .vertical
    #expect(starts(stack) == [0, 2, 5, 5])
  }

  @Test func horizontalScrollingUsesTheWidth() throws {
    let stack = ScrollStack(viewport: Size(width: 6, height: 2), axis: .horizontal)
    let contents = (0..<5).map { TestContent(rowName($0), length: 9) }
    for content in contents { content.naturalHorizontal = 3 }
    try stack.addRows(contents)
    #expect(stack.contentLength == 15)
    #expect(stack.maxOffset == 9)
    #expect(stack.visibleRows.map(\.index) == [0, 1])
    try stack.scrollToRow(at: 4, alignment: .nearest)
    #expect(stack.offset == 9)
    #expect(stack.visibleRows.map(\.index) == [3, 4])
    stack.selectFirst()
    stack.selectNext()
    stack.selectNext()
    #expect(stack.selectedIndex == 2)
    #expect(stack.offset == 3)
  }
}
