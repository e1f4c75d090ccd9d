import Testing

@testable import StackCore

@Suite struct CollapseTests {
  /// Twelve one-line rows in a 5-line viewport; the row at `index` collapses to one line and
  /// expands to `expanded` lines.
  private func twelveRows(collapsibleAt index: Int, expanded: Int) throws -> (
    ScrollStack, [TestContent]
  ) {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 12), height: 5)
    try stack.setCollapsibility(
      Collapsibility(collapsed: .fixed(1), expanded: .fixed(expanded)), forRowAt: index)
    return (stack, contents)
  }

  @Test func expandCollapseAndToggleRelayout() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 20))
    let details = TestContent(
      "D", length: 4, collapsibility: Collapsibility(collapsed: .fixed(1)))
    try stack.addRows([TestContent("A"), details, TestContent("C")])
    #expect(stack.rows[1].isExpanded == false)
    #expect(starts(stack) == [0, 1, 2])

    let log = EventLog(stack)
    try stack.expandRow(at: 1)
    #expect(stack.rows[1].isExpanded == true)
    #expect(starts(stack) == [0, 1, 5])
    #expect(details.expansionLog == [true])
    #expect(log.contentSizeChanges.map(\.to) == [6])

    try stack.collapseRow(at: 1)
    #expect(starts(stack) == [0, 1, 2])
    try stack.toggleRow(at: 1)
    #expect(starts(stack) == [0, 1, 5])
    try stack.toggleRow(at: 1)
    #expect(starts(stack) == [0, 1, 2])
    #expect(details.expansionLog == [true, false, true, false])

    // Asking for the state it already has does nothing.
    log.clear()
    try stack.collapseRow(at: 1)
    #expect(log.isEmpty)
    #expect(details.expansionLog.count == 4)
    #expect(stack.rows[0].isExpanded == nil)
  }

  @Test func explicitExpandedSizingAndCollapsibilitySetLater() throws {
    let (stack, _) = try makeStack(lengths: [3, 3], height: 20)
    try stack.setCollapsibility(
      Collapsibility(collapsed: .fixed(0), expanded: .fixed(6), isExpanded: true), forRowAt: 0)
    #expect(starts(stack) == [0, 6])
    try stack.collapseRow(at: 0)
    #expect(starts(stack) == [0, 0])
    #expect(try stack.visibilityOfRow(at: 0) == .offscreen)
    try stack.setCollapsibility(nil, forRowAt: 0)
    #expect(starts(stack) == [0, 3])
    #expect(throws: StackError.rowNotCollapsible(index: 0)) { try stack.toggleRow(at: 0) }
  }

  @Test func selectedRowStaysWhereTheUserSeesIt() throws {
    let (stack, contents) = try twelveRows(collapsibleAt: 2, expanded: 6)
    try stack.select(rowAt: 5)
    #expect(stack.offset == 1)
    #expect(try stack.startOfRow(at: 5) - stack.offset == 4)

    try stack.expandRow(at: 2)
    // Row 2 grew by 5 cells above the selected row: the viewport moved with it.
    #expect(try stack.startOfRow(at: 5) == 10)
    #expect(stack.offset == 6)
    #expect(stack.selection?.content === contents[5])
    #expect(try stack.visibilityOfRow(at: 5) == .entire)

    try stack.collapseRow(at: 2)
    #expect(stack.offset == 1)
    #expect(try stack.startOfRow(at: 5) - stack.offset == 4)
  }

  @Test func expandingTheSelectedRowKeepsItsStartInPlace() throws {
    let (stack, _) = try twelveRows(collapsibleAt: 6, expanded: 8)
    try stack.select(rowAt: 6)
    #expect(stack.offset == 2)
    try stack.toggleRow(at: 6)
    #expect(stack.offset == 2)
    #expect(try stack.visibilityOfRow(at: 6) == .partial(visibleCells: 1, fraction: 1.0 / 8.0))
    // Moving on scrolls through it line by line.
    stack.selectNext()
    #expect(stack.offset == 3)
    #expect(stack.selectedIndex == 6)
  }

  @Test func collapseWithoutSelectionKeepsTheOffsetValid() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    try stack.setCollapsibility(
      Collapsibility(collapsed: .fixed(1), expanded: .fixed(10), isExpanded: true), forRowAt: 1)
    stack.scrollToBottom()
    #expect(stack.offset == 7)
    try stack.collapseRow(at: 1)
    #expect(stack.offset == 0)
  }
}

@Suite struct TappingTests {
  func tappable() throws -> (ScrollStack, [TestContent], EventLog, [Int]) {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let contents = (0..<3).map { TestContent(rowName($0), highlightable: $0 != 2) }
    try stack.addRows(contents)
    return (stack, contents, EventLog(stack), [])
  }

  @Test func pressAndReleaseOnTheSameRowTaps() throws {
    let (stack, contents, log, _) = try tappable()
    var tapped: [Int?] = []
    stack.rows[1].onTap = { tapped.append($0.index) }
    try stack.pressRow(at: 1)
    #expect(contents[1].highlightLog == [true])
    #expect(stack.pressed === stack.rows[1])
    #expect(tapped.isEmpty)
    #expect(log.taps.isEmpty)
    #expect(stack.releasePress(at: 1))
    #expect(contents[1].highlightLog == [true, false])
    #expect(stack.pressed == nil)
    #expect(tapped == [1])
    #expect(log.taps.map(\.index) == [1])
    #expect(log.taps.first?.row === stack.rows[1])
  }

  @Test func releaseElsewhereOrCancelDoesNotTap() throws {
    let (stack, contents, log, _) = try tappable()
    var tapped = 0
    for row in stack.rows { row.onTap = { _ in tapped += 1 } }
    try stack.pressRow(at: 0)
    #expect(!stack.releasePress(at: 1))
    #expect(contents[0].highlightLog == [true, false])
    try stack.pressRow(at: 0)
    #expect(!stack.releasePress(at: nil))
    try stack.pressRow(at: 1)
    stack.cancelPress()
    #expect(!stack.releasePress(at: 1))
    // A second press ends the first without a tap.
    try stack.pressRow(at: 0)
    try stack.pressRow(at: 1)
    #expect(contents[0].highlightLog == [true, false, true, false, true, false])
    #expect(stack.releasePress(at: 1))
    #expect(tapped == 1)
    #expect(log.taps.map(\.index) == [1])
  }

  @Test func nonHighlightableRowIsNotToldButStillTaps() throws {
    let (stack, contents, log, _) = try tappable()
    try stack.pressRow(at: 2)
    #expect(stack.releasePress(at: 2))
    #expect(contents[2].highlightLog.isEmpty)
    #expect(log.taps.map(\.index) == [2])
  }

  @Test func keyboardActivationIsPressAndRelease() throws {
    let (stack, contents, log, _) = try tappable()
    var tapped = 0
    stack.rows[0].onTap = { _ in tapped += 1 }
    try stack.activateRow(at: 0)
    #expect(contents[0].highlightLog == [true, false])
    #expect(tapped == 1)
    stack.selectFirst()
    #expect(stack.perform(.activateSelection))
    #expect(tapped == 2)
    #expect(log.taps.map(\.index) == [0, 0])
  }

  @Test func collapsibleRowTogglesBeforeItsHandlerRuns() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 10))
    try stack.addRow(
      TestContent("F", length: 5, collapsibility: Collapsibility(collapsed: .fixed(1))))
    var seen: [Bool?] = []
    stack.rows[0].onTap = { seen.append($0.isExpanded) }
    try stack.activateRow(at: 0)
    #expect(stack.rows[0].isExpanded == true)
    #expect(try stack.frameOfRow(at: 0) == 0..<5)
    try stack.activateRow(at: 0)
    #expect(stack.rows[0].isExpanded == false)
    #expect(seen == [true, false])
  }

  @Test func mousePressAndReleaseByViewportPoint() throws {
    let (stack, contents, log, _) = try tappable()
    stack.defaultSeparator = .line
    // Rows at lines 0, 2, 4; separators at 1 and 3.
    #expect(stack.perform(.press(at: Point(x: 3, y: 2))))
    #expect(stack.pressed === stack.rows[1])
    #expect(contents[1].highlightLog == [true])
    #expect(stack.perform(.release(at: Point(x: 0, y: 2))))
    #expect(log.taps.map(\.index) == [1])
    // Released on a separator: no tap.
    stack.perform(.press(at: Point(x: 0, y: 0)))
    stack.perform(.release(at: Point(x: 0, y: 1)))
    #expect(log.taps.map(\.index) == [1])
    #expect(contents[0].highlightLog == [true, false])
    // Pressing on a separator presses nothing.
    #expect(!stack.perform(.press(at: Point(x: 0, y: 3))))
    #expect(stack.pressed == nil)
  }

  @Test func removingOrHidingThePressedRowEndsThePress() throws {
    let (stack, contents, log, _) = try tappable()
    try stack.pressRow(at: 1)
    try stack.setRowHidden(true, at: 1)
    #expect(stack.pressed == nil)
    #expect(contents[1].highlightLog == [true, false])
    try stack.pressRow(at: 0)
    try stack.removeRow(at: 0)
    #expect(contents[0].highlightLog == [true, false])
    #expect(!stack.releasePress(at: 0))
    #expect(log.taps.isEmpty)
  }
}

/// A click selects the row it taps, as every list does.
@Suite struct ClickSelectionTests {
  @Test func aClickTapsAndSelectsTheRow() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    try stack.addRows((0..<3).map { TestContent(rowName($0)) })
    let log = EventLog(stack)
    try stack.select(rowAt: 0)
    #expect(stack.perform(.press(at: Point(x: 2, y: 2))))
    #expect(stack.selectedIndex == 0)  // A press alone does not move the selection.
    #expect(stack.perform(.release(at: Point(x: 4, y: 2))))
    #expect(log.taps.map(\.index) == [2])
    #expect(stack.selectedIndex == 2)
  }

  @Test func aPressReleasedElsewhereNeitherTapsNorSelects() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    try stack.addRows((0..<3).map { TestContent(rowName($0)) })
    let log = EventLog(stack)
    try stack.select(rowAt: 0)
    stack.perform(.press(at: Point(x: 0, y: 1)))
    stack.perform(.release(at: Point(x: 0, y: 2)))
    #expect(log.taps.isEmpty)
    #expect(stack.selectedIndex == 0)
  }

  @Test func aClickOnAnUnselectableRowTapsWithoutSelecting() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    try stack.addRows([TestContent("A"), TestContent("B", selectable: false)])
    let log = EventLog(stack)
    try stack.select(rowAt: 0)
    stack.perform(.press(at: Point(x: 0, y: 1)))
    stack.perform(.release(at: Point(x: 0, y: 1)))
    #expect(log.taps.map(\.index) == [1])
    #expect(stack.selectedIndex == 0)
  }
}
