import Testing

@testable import StackCore

@Suite struct SelectionTests {
  @Test func nextAndPreviousSkipHiddenAndUnselectableRows() throws {
    let (stack, contents) = try makeStack(lengths: [1, 1, 1, 1, 1, 1], height: 10)
    contents[1].isSelectable = false
    try stack.setRowHidden(true, at: 2)
    try stack.setSizing(.fixed(0), forRowAt: 4)  // an empty row cannot be selected either
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 0)
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 3)
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 5)
    #expect(!stack.selectNext())
    #expect(stack.selectedIndex == 5)
    #expect(stack.selectPrevious())
    #expect(stack.selectedIndex == 3)
    #expect(stack.selectPrevious())
    #expect(stack.selectedIndex == 0)
    #expect(!stack.selectPrevious())
    #expect(stack.selection === stack.rows[0])
  }

  @Test func firstSelectionIsTheFirstSelectableRowInView() throws {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    stack.scroll(to: 7)
    contents[7].isSelectable = false
    let log = EventLog(stack)
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 8)
    #expect(stack.offset == 7)
    #expect(log.selectionChanges.count == 1)
    #expect(log.selectionChanges.first?.from == nil)
    #expect(log.selectionChanges.first?.to == 8)
  }

  @Test func movingKeepsTheSelectedRowEntirelyVisible() throws {
    let (stack, _) = try makeStack(lengths: [1, 2, 1, 2, 1, 2, 1, 2], height: 5)
    // Starts 0 1 3 4 6 7 9 10, content 12.
    var offsets: [Int] = []
    stack.selectFirst()
    while stack.selectNext() {
      offsets.append(stack.offset)
      let index = try #require(stack.selectedIndex)
      #expect(try stack.visibilityOfRow(at: index) == .entire)
    }
    #expect(stack.selectedIndex == 7)
    #expect(offsets == [0, 0, 1, 2, 4, 5, 7])
    var back: [Int] = []
    while stack.selectPrevious() { back.append(stack.offset) }
    #expect(back == [7, 7, 6, 4, 3, 1, 0])
    #expect(stack.selectedIndex == 0)
  }

  @Test func longRowIsScrolledThroughLineByLine() throws {
    let (stack, _) = try makeStack(lengths: [1, 8, 1], height: 5)
    stack.selectFirst()
    var trail: [String] = []
    while stack.selectNext() { trail.append("\(stack.selectedIndex!)@\(stack.offset)") }
    // Row 1 (1..<9) is selected with its start at the top, then scrolled line by line until
    // its end is in view, then the selection moves on.
    #expect(trail == ["1@1", "1@2", "1@3", "1@4", "2@5"])
    trail = []
    while stack.selectPrevious() { trail.append("\(stack.selectedIndex!)@\(stack.offset)") }
    #expect(trail == ["1@4", "1@3", "1@2", "1@1", "0@0"])
  }

  @Test func pagesMoveSelectionWithTheViewport() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    #expect(stack.selectPageDown())  // from nothing: pages from the first row in view
    #expect((stack.selectedIndex, stack.offset) == (5, 5))
    #expect(stack.selectPageDown())
    #expect((stack.selectedIndex, stack.offset) == (10, 10))
    #expect(stack.selectPageUp())
    #expect((stack.selectedIndex, stack.offset) == (5, 5))
    #expect(stack.selectPageDown())
    #expect(stack.selectPageDown())
    #expect((stack.selectedIndex, stack.offset) == (15, 15))
    #expect(stack.selectPageDown())
    #expect((stack.selectedIndex, stack.offset) == (19, 15))
    #expect(!stack.selectPageDown())
    #expect(stack.selectPageUp())
    #expect((stack.selectedIndex, stack.offset) == (14, 10))
  }

  @Test func theFirstPageUpWithNothingSelectedPagesBackFromTheEnd() throws {
    // A log that follows its end with nothing selected: Page Up pages, as it does with a
    // selection, instead of only showing a selection bar on the first row in view.
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    stack.followsEnd = true
    stack.scrollToBottom()
    #expect((stack.selectedIndex, stack.offset) == (nil, 15))
    #expect(stack.perform(.pageBack))
    #expect((stack.selectedIndex, stack.offset) == (14, 10))
    #expect(stack.perform(.pageBack))
    #expect((stack.selectedIndex, stack.offset) == (9, 5))
  }

  @Test func pageLandsOnSelectableRows() throws {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    for index in 4...6 { contents[index].isSelectable = false }
    stack.selectFirst()
    stack.selectPageDown()
    #expect(stack.selectedIndex == 7)
    #expect(try stack.visibilityOfRow(at: 7) == .entire)
  }

  @Test func firstAndLast() throws {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    contents[0].isSelectable = false
    contents[19].isSelectable = false
    #expect(stack.selectLast())
    #expect(stack.selectedIndex == 18)
    #expect(stack.offset == 15)
    #expect(stack.selectFirst())
    #expect(stack.selectedIndex == 1)
    #expect(stack.offset == 0)
    #expect(!stack.selectFirst())
  }

  @Test func explicitSelectScrollsTheRowIntoView() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    try stack.select(rowAt: 12)
    #expect(stack.offset == 8)
    #expect(stack.selection === stack.rows[12])
    stack.clearSelection()
    #expect(stack.selection == nil)
    #expect(stack.offset == 8)
  }

  @Test func userScrollingCarriesTheSelectionAlong() throws {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    stack.selectFirst()
    contents[10].isSelectable = false
    // Scrolled down past the selection: it moves to the first selectable row on screen.
    stack.scroll(to: 10)
    #expect(stack.offset == 10)
    #expect(stack.selectedIndex == 11)
    // Scrolled back up past it: to the last selectable row on screen.
    stack.scroll(to: 2)
    #expect(stack.selectedIndex == 6)
    // A scroll that keeps it on screen leaves it alone.
    stack.scroll(by: 1)
    #expect(stack.selectedIndex == 6)
  }

  @Test func otherChangesMakeTheViewportFollowTheSelection() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 20), height: 5)
    try stack.select(rowAt: 4)
    try stack.addRows([TestContent("x"), TestContent("y"), TestContent("z")], at: .top)
    #expect(stack.selectedIndex == 7)
    #expect(stack.offset == 3)
    stack.viewport = Size(width: 10, height: 2)
    #expect(stack.offset == 6)
    #expect(try stack.visibilityOfRow(at: 7) == .entire)
  }

  @Test func removedOrHiddenSelectionPassesToTheNextRow() throws {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 10), height: 10)
    contents[6].isSelectable = false
    try stack.select(rowAt: 5)
    try stack.setRowHidden(true, at: 5)
    #expect(stack.selection?.content === contents[7])
    try stack.removeRow(at: 7)
    #expect(stack.selection?.content === contents[8])
    // The last row: the selection goes back.
    try stack.select(rowAt: 8)
    try stack.removeRow(at: 8)
    #expect(stack.selection?.content === contents[8])
  }

  @Test func batchRemovalPassesTheSelectionToTheRowAfterIt() throws {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 10), height: 10)
    try stack.select(rowAt: 5)
    let log = EventLog(stack)
    try stack.removeRows(indexes: [2, 5])
    #expect(stack.selection?.content === contents[6])
    #expect(stack.selectedIndex == 4)
    #expect(log.selectionChanges.map(\.to) == [4])
  }

  @Test func selectedRowThatBecomesEmptyPassesTheSelectionOn() throws {
    let (stack, contents) = try makeStack(lengths: Array(repeating: 1, count: 30), height: 5)
    try stack.select(rowAt: 20)
    #expect(stack.offset == 16)
    try stack.setSizing(.fixed(0), forRowAt: 20)
    #expect(stack.selection?.content === contents[21])
    #expect(stack.offset == 16)
  }

  @Test func emptyStackAndNothingSelectable() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    #expect(!stack.selectNext())
    #expect(!stack.selectPrevious())
    #expect(!stack.selectFirst())
    #expect(!stack.selectLast())
    #expect(!stack.selectPageDown())
    try stack.addRows([TestContent("a", selectable: false), TestContent("b", selectable: false)])
    #expect(!stack.selectNext())
    #expect(stack.selection == nil)
  }
}
