import Testing

@testable import StackCore

@Suite struct QueryTests {
  @Test func emptyStack() {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    #expect(stack.isEmpty)
    #expect(stack.rows.isEmpty)
    #expect(stack.firstRow == nil)
    #expect(stack.lastRow == nil)
    #expect(stack.firstRow(ofType: TestContent.self) == nil)
    #expect(stack.visibleRows.isEmpty)
    #expect(stack.entirelyVisibleRows.isEmpty)
    #expect(stack.contentLength == 0)
    #expect(stack.selection == nil)
  }

  /// `hasVisibleRows` (asked every frame instead of building `visibleRows`) agrees with it: rows
  /// in view, rows scrolled so only a separator shows, every row hidden, no rows.
  @Test func hasVisibleRowsAgreesWithVisibleRows() throws {
    let (stack, _) = try makeStack(lengths: [2, 3, 1], height: 4)
    stack.defaultSeparator = .line
    func check(_ comment: Comment) {
      #expect(stack.hasVisibleRows == !stack.visibleRows.isEmpty, comment)
    }
    check("at the top")
    #expect(stack.hasVisibleRows)
    stack.viewport = Size(width: 10, height: 0)
    check("no lines")
    #expect(!stack.hasVisibleRows)
    stack.viewport = Size(width: 10, height: 4)
    for index in 0..<3 { try stack.setRowHidden(true, at: index) }
    check("every row hidden")
    #expect(!stack.hasVisibleRows)
    try stack.setRowHidden(false, at: 2)
    check("the last row shown again")
    #expect(stack.hasVisibleRows)
    stack.removeAllRows()
    check("no rows")
    #expect(!stack.hasVisibleRows)
  }

  @Test func rowsAndLookups() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1])
    #expect(!stack.isEmpty)
    #expect(stack.rows.count == 3)
    #expect(stack.firstRow?.content === contents[0])
    #expect(stack.lastRow?.content === contents[2])
    for (index, row) in stack.rows.enumerated() {
      #expect(stack.index(of: row) == index)
      #expect(row.index == index)
      #expect(stack.row(for: row.content) === row)
      #expect(try stack.row(at: index) === row)
      #expect(row.stack === stack)
    }
    #expect(stack.row(for: TestContent("stranger")) == nil)
    let other = ScrollStack()
    let foreign = try other.addRow(TestContent("foreign"))
    #expect(stack.index(of: foreign) == nil)
  }

  @Test func firstRowOfType() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    let text = TextRowContent("t")
    try stack.addRows([TestContent("a"), TestContent("b"), text, TextRowContent("u")])
    #expect(stack.firstRow(ofType: TextRowContent.self)?.content === text)
    #expect(stack.firstRow(ofType: TestContent.self)?.index == 0)
    try stack.removeRow(at: 2)
    #expect(stack.firstRow(ofType: TextRowContent.self)?.index == 2)
  }

  @Test func visibleRowsAndVisibility() throws {
    // 0..<2, 2..<4, 4..<6, 6..<8 in a viewport of 5.
    let (stack, contents) = try makeStack(lengths: [2, 2, 2, 2])
    #expect(
      stack.visibleRows.map { ObjectIdentifier($0.content) }
        == contents[0..<3].map(ObjectIdentifier.init))
    #expect(stack.entirelyVisibleRows.map(\.index) == [0, 1])
    #expect(try stack.visibilityOfRow(at: 0) == .entire)
    #expect(try stack.visibilityOfRow(at: 2) == .partial(visibleCells: 1, fraction: 0.5))
    #expect(try stack.visibilityOfRow(at: 3) == .offscreen)
    stack.scroll(to: 3)
    // Viewport 3..<8.
    #expect(try stack.visibilityOfRow(at: 0) == .offscreen)
    #expect(try stack.visibilityOfRow(at: 1) == .partial(visibleCells: 1, fraction: 0.5))
    #expect(stack.visibleRows.map(\.index) == [1, 2, 3])
    #expect(stack.entirelyVisibleRows.map(\.index) == [2, 3])
    try stack.setRowHidden(true, at: 2)
    // Content is 6 now: offset clamped to 1, viewport 1..<6 → rows 0 (1 cell), 1, 3.
    #expect(stack.offset == 1)
    #expect(try stack.visibilityOfRow(at: 2) == .hidden)
    #expect(stack.visibleRows.map(\.index) == [0, 1, 3])
    #expect(stack.entirelyVisibleRows.map(\.index) == [1, 3])
  }

  @Test func separatorAndSpacingAreNotPartOfTheFrame() throws {
    let (stack, _) = try makeStack(lengths: [2, 2], height: 3)
    stack.defaultSeparator = .line
    stack.spacing = 1
    // Row 0 is 0..<2, separator 2, spacing 3, row 1 is 4..<6.
    #expect(try stack.frameOfRow(at: 0) == 0..<2)
    #expect(try stack.frameOfRow(at: 1) == 4..<6)
    #expect(try stack.visibilityOfRow(at: 1) == .offscreen)
    stack.scroll(to: 2)
    // Viewport 2..<5: row 0 is not visible although its separator is.
    #expect(try stack.visibilityOfRow(at: 0) == .offscreen)
    #expect(try stack.visibilityOfRow(at: 1) == .partial(visibleCells: 1, fraction: 0.5))
    #expect(stack.indexOfRow(atViewportPoint: Point(x: 0, y: 0)) == nil)  // separator
    #expect(stack.indexOfRow(atViewportPoint: Point(x: 0, y: 1)) == nil)  // spacing
    #expect(stack.indexOfRow(atViewportPoint: Point(x: 0, y: 2)) == 1)
    #expect(stack.indexOfRow(atViewportPoint: Point(x: 10, y: 2)) == nil)  // beyond the width
  }

  @Test func emptyRowIsNeverVisible() throws {
    let (stack, _) = try makeStack(lengths: [1, 0, 1])
    #expect(kinds(stack) == [.entire, .offscreen, .entire])
    #expect(stack.visibleRows.map(\.index) == [0, 2])
  }
}
